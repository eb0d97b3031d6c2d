#!/usr/bin/env node
// Decisions through the API on PostgreSQL (targets: at least 2,000 a second with 50 concurrent clients for 30 s, p99
// at most 50 ms, every acknowledged decision stored). Seeds BENCH_DATABASE_URL as bench/portfolio.mjs does, starts
// the API server bundled from the current sources, gives 50 participants the property search of the figures with
// 3,000 decisions each, then each client decides the next listings of its search with no pause (30% likes). Afterwards
// every acknowledged decision is looked up in the table, and the time until the counters (and the relevance) have
// followed is printed (decision 009). Beside it, in the same run, 50 clients send the statements the handler runs
// through `pg` alone: the search with the participant (prepared, as the API's), and the upsert that checks the
// listing is in the search, written together by a batcher of the handler's policy (decision-batch.ts); and, for
// comparison, one such upsert per decision, as before the batching. The bearer token's lookup and the likers of a
// like are left out, so the bare figures are upper bounds of what the SQL allows.
// node bench/search-decisions.mjs [listings] [seconds]
import { join } from 'node:path';
import pg from 'pg';
import {
  apiClient,
  cache,
  cores,
  defaultDatabaseUrl,
  ensureDatabase,
  fmt,
  load,
  openSeeded,
  prepareParticipants,
  removeBenchSearches,
  sleep,
  startApiServer,
  summary,
} from './search-lib.mjs';

const target = Number(process.argv[2] ?? 1_000_000);
const seconds = Number(process.argv[3] ?? 30);
const bareSeconds = 10;
const clients = 50;
const port = 3918;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? defaultDatabaseUrl;

await ensureDatabase(databaseUrl);
const { bench, pageStatement, decisionStatements, searchLookup, decisionBatch, tokenOf, saveCursor } = await openSeeded(
  {
    databaseUrl,
    dataDir: join(cache, 'data'),
    target,
  },
);
const sql = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const server = await startApiServer({ databaseUrl, port });
const call = apiClient(port);

try {
  console.log(`${target.toLocaleString('es-AR')} listings, ${cores} cores, server pid ${server.pid}`);
  const participants = await prepareParticipants({
    sql,
    call,
    tokenOf,
    saveCursor,
    db: bench.db,
    pageStatement,
    count: clients,
    decided: 3000,
  });
  // Each client's queue: the next 6,000 undecided listings of its search, half for the API and half for the bare run.
  for (const participant of participants) {
    const search = participant.searches.property;
    const { rows } = await sql.query(pageStatement(search, participant.userId, [], 6000, search.cursor));
    participant.queue = rows.map((row) => Number(row.id));
  }
  const { rows: before } = await sql.query('select count(*)::int as n from search_decisions');

  // Warm-up: 5 decisions each.
  await Promise.all(
    participants.map(async (participant) => {
      for (let i = 0; i < 5; i++) {
        const answer = await call('POST', `/search/${participant.searches.property.uuid}/decision`, participant.token, {
          publication_id: participant.queue.pop(),
          like: false,
          is_super: false,
        });
        if (answer.status !== 200) throw new Error(`decision: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }),
  );

  const acknowledged = { search: [], user: [], publication: [] };
  const times = [];
  let refused = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    participants.map(async (participant) => {
      const search = participant.searches.property;
      let next = 0;
      while (performance.now() < end) {
        const publicationId = participant.queue[next++];
        if (publicationId === undefined) throw new Error('A client ran out of listings to decide');
        const answer = await call('POST', `/search/${search.uuid}/decision`, participant.token, {
          publication_id: publicationId,
          like: Math.random() < 0.3,
          is_super: false,
        });
        times.push(answer.ms);
        if (answer.status !== 200) {
          refused++;
          continue;
        }
        acknowledged.search.push(search.id);
        acknowledged.user.push(participant.userId);
        acknowledged.publication.push(publicationId);
      }
      participant.queue = participant.queue.slice(next);
    }),
  );
  const api = summary(times);
  const apiRate = acknowledged.search.length / seconds;
  const apiLoad = load();

  const { rows: stored } = await sql.query(
    `select count(*)::int as n from search_decisions d
     join unnest($1::bigint[], $2::bigint[], $3::bigint[]) as a(search_id, user_id, publication_id)
       on d.search_id = a.search_id and d.user_id = a.user_id and d.publication_id = a.publication_id`,
    [acknowledged.search, acknowledged.user, acknowledged.publication],
  );
  const { rows: after } = await sql.query('select count(*)::int as n from search_decisions');

  // The counters follow within about a second (decision 009): how long after the last decision are they all applied?
  const drainStarted = performance.now();
  for (;;) {
    const { rows: pending } = await sql.query('select count(*)::int as n from decision_counter_moves');
    if (pending[0].n === 0) break;
    if (performance.now() - drainStarted > 60_000) throw new Error(`${pending[0].n} counter moves still pending`);
    await sleep(50);
  }
  const drainSeconds = (performance.now() - drainStarted) / 1000;

  // The bare statements, same concurrency: first one statement per decision, as the handler wrote them before
  // decisions were batched; then as the handler does now, the search's lookup prepared and the decisions written
  // together by a batcher of the same policy (decision-batch.ts: while one batch runs, the rest wait, at most 100).
  const bareRun = async (decide) => {
    const times = [];
    const stop = performance.now() + bareSeconds * 1000;
    await Promise.all(
      participants.map(async (participant) => {
        const search = participant.searches.property;
        while (performance.now() < stop) {
          const publicationId = participant.queue.shift();
          const started = performance.now();
          if (!(await decide(search, participant.userId, publicationId, Math.random() < 0.3)))
            throw new Error(`listing ${publicationId} outside the search`);
          times.push(performance.now() - started);
        }
      }),
    );
    return { ...summary(times), rate: times.length / bareSeconds };
  };
  const bare = await bareRun(async (search, userId, publicationId, like) => {
    const [find, decide] = decisionStatements(search, userId, publicationId, like);
    await sql.query(find);
    return (await sql.query(decide)).rows.length > 0;
  });
  const waiting = [];
  let writing = false;
  const drainBatches = async () => {
    while (waiting.length) {
      const batch = waiting.splice(0, 100);
      try {
        const { rows } = await sql.query(decisionBatch(batch.map((entry) => entry.item)));
        const written = new Set(rows.map((row) => Number(row.publication_id)));
        for (const entry of batch) entry.resolve(written.has(entry.item.publicationId));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    writing = false;
  };
  const batched = await bareRun(async (search, userId, publicationId, like) => {
    await sql.query(searchLookup(search, userId));
    return new Promise((resolve, reject) => {
      waiting.push({ item: { row: search, userId, publicationId, like }, resolve, reject });
      if (!writing) {
        writing = true;
        setImmediate(drainBatches);
      }
    });
  });
  const bareRate = batched.rate;

  console.log(`\ndecisions: ${clients} clients, closed loop, ${seconds} s through the API, ${bareSeconds} s bare`);
  console.log(
    `api : ${apiRate.toFixed(0).padStart(5)}/s (${(apiRate / cores).toFixed(0)}/s per core) p50 ${fmt(api.p50)} p95 ${fmt(api.p95)} p99 ${fmt(api.p99)}, ${refused} refused | load ${apiLoad}`,
  );
  console.log(
    `bare, batched as the API: ${bareRate.toFixed(0).padStart(5)}/s (${(bareRate / cores).toFixed(0)}/s per core) p50 ${fmt(batched.p50)} p95 ${fmt(batched.p95)} p99 ${fmt(batched.p99)} | load ${load()}`,
  );
  console.log(
    `bare, one statement each:  ${bare.rate.toFixed(0).padStart(5)}/s p50 ${fmt(bare.p50)} p95 ${fmt(bare.p95)} p99 ${fmt(bare.p99)}`,
  );
  console.log(`api/bare (batched) throughput ${(apiRate / bareRate).toFixed(2)}×`);
  const all = acknowledged.search.length;
  console.log(
    `stored: ${stored[0].n} of ${all} acknowledged decisions found; the table grew by ${after[0].n - before[0].n} (with ${clients * 5} warm-up ones)`,
  );
  console.log(`counters: every move applied ${drainSeconds.toFixed(1)} s after the last decision`);
  const met = apiRate >= 2000 && api.p99 <= 50 && stored[0].n === all && refused === 0;
  console.log(`targets: >= 2,000/s, p99 <= 50 ms, every acknowledged decision stored${met ? ' — met' : ' — MISSED'}`);
  if (!met) process.exitCode = 1;
} finally {
  await removeBenchSearches(sql).catch(() => {});
  await server.stop();
  await sql.end();
  await bench.close();
}
