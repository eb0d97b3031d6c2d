#!/usr/bin/env node
// A search's pages and count on PostgreSQL with a million listings (targets: a page's p95 at most 15 ms and within
// 1.5× the bare SQL of the same page in the same run; the count's p95 at most 100 ms). Seeds BENCH_DATABASE_URL as
// bench/portfolio.mjs does, starts the API server bundled from the current sources, gives 50 participants the two
// searches of the figures (two property filters; two clothing categories) with 3,000 decisions each, and measures:
// 1. human pace: 50 participants each fetch a page with 20 `except` ids, decide its 10 cards one every 1–2 s, fetch
//    the next; every page is followed by the same statement the API ran for it (search-deck-page.queries.ts: the page,
//    the participant's cursor moved over it, the cards' rows with publisher and media) through `pg` alone;
// 2. closed loop: 50 clients asking for pages with no pause, beside 50 running that bare statement, per core;
// 3. the count, sequentially, beside its bare statement.
// node bench/search-results.mjs [listings] [seconds at human pace]
import { join } from 'node:path';
import pg from 'pg';
import {
  apiClient,
  cache,
  cores,
  cursorOf,
  defaultDatabaseUrl,
  ensureDatabase,
  fmt,
  humanPace,
  load,
  openSeeded,
  prepareParticipants,
  removeBenchSearches,
  startApiServer,
  summary,
} from './search-lib.mjs';

const target = Number(process.argv[2] ?? 1_000_000);
const humanSeconds = Number(process.argv[3] ?? 90);
const closedSeconds = 15;
const participantsCount = 50;
const decided = 3000;
const port = 3917;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? defaultDatabaseUrl;
const shapes = ['property', 'clothing'];

await ensureDatabase(databaseUrl);
const { bench, pageStatement, deckStatement, countStatement, tokenOf, saveCursor } = await openSeeded({
  databaseUrl,
  dataDir: join(cache, 'data'),
  target,
});
const sql = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const server = await startApiServer({ databaseUrl, port });
const call = apiClient(port);
let failed = false;

function line(label, api, bare) {
  const ratio = api.p95 / bare.p95;
  return `${label.padEnd(34)} api n=${String(api.n).padStart(5)} p50 ${fmt(api.p50)} p95 ${fmt(api.p95)} p99 ${fmt(api.p99)} | bare p50 ${fmt(bare.p50)} p95 ${fmt(bare.p95)} | p95 ratio ${ratio.toFixed(2)}× | load ${load()}`;
}

try {
  console.log(`${target.toLocaleString('es-AR')} listings, ${cores} cores, server pid ${server.pid}`);
  const participants = await prepareParticipants({
    sql,
    call,
    tokenOf,
    saveCursor,
    db: bench.db,
    pageStatement,
    count: participantsCount,
    decided,
  });
  console.log(`${participants.length} participants, ${decided} decisions and 20 except ids each per search`);

  // Warm-up: every participant's page once, through the API and bare.
  for (const participant of participants)
    for (const shape of shapes) {
      const search = participant.searches[shape];
      const page = await call('POST', `/search/${search.uuid}/results`, participant.token, { except: search.except });
      if (page.status !== 200 || page.body.length !== 10)
        throw new Error(`results: ${page.status} ${JSON.stringify(page.body).slice(0, 300)}`);
      await sql.query(deckStatement(bench.db, search, participant.userId, search.except, search.cursor));
    }

  // 1. Human pace.
  const { times, decisionTimes } = await humanPace({
    participants,
    call,
    seconds: humanSeconds,
    shapes,
    bare: async (search, userId, deck, cursor) => sql.query(deckStatement(bench.db, search, userId, deck, cursor)),
    cursorOf: (search, userId) => cursorOf(sql, search.id, userId),
  });
  console.log(
    `\n1. human pace: ${participantsCount} participants for ${humanSeconds} s (a page of 10 every 10 decisions, a decision every 1–2 s)`,
  );
  for (const shape of shapes) {
    const api = summary(times[shape].api);
    const bare = summary(times[shape].bare);
    console.log(line(`results, ${shape}`, api, bare));
    if (api.p95 > 15 || api.p95 > 1.5 * bare.p95) failed = true;
  }
  const decisions = summary(decisionTimes);
  console.log(
    `decisions alongside: n=${decisions.n} p50 ${fmt(decisions.p50)} p95 ${fmt(decisions.p95)} p99 ${fmt(decisions.p99)}`,
  );

  // 2. Closed loop, per shape: the API, then the bare statement, with 50 clients and no pause.
  console.log(
    `\n2. closed loop: ${participantsCount} clients for ${closedSeconds} s each, no pause; throughput per core`,
  );
  for (const shape of shapes) {
    const result = {};
    for (const kind of ['api', 'bare']) {
      const measured = [];
      const end = performance.now() + closedSeconds * 1000;
      await Promise.all(
        participants.map(async (participant) => {
          const search = participant.searches[shape];
          const statement = deckStatement(bench.db, search, participant.userId, search.except, search.cursor);
          while (performance.now() < end) {
            if (kind === 'api') {
              const page = await call('POST', `/search/${search.uuid}/results`, participant.token, {
                except: search.except,
              });
              if (page.status !== 200) throw new Error(`results: ${page.status}`);
              measured.push(page.ms);
            } else {
              const started = performance.now();
              await sql.query(statement);
              measured.push(performance.now() - started);
            }
          }
        }),
      );
      result[kind] = { ...summary(measured), rate: measured.length / closedSeconds };
      console.log(
        `results, ${shape}, ${kind.padEnd(4)}: ${result[kind].rate.toFixed(0).padStart(5)}/s (${(result[kind].rate / cores).toFixed(0)}/s per core) p50 ${fmt(result[kind].p50)} p95 ${fmt(result[kind].p95)} | load ${load()}`,
      );
    }
    console.log(`  api/bare throughput ${(result.api.rate / result.bare.rate).toFixed(2)}×`);
  }

  // 3. The count.
  console.log(`\n3. count: sequential, each participant's search in turn, beside its bare statement`);
  for (const shape of shapes) {
    const api = [];
    const bare = [];
    let shown = null;
    for (let round = 0; round < 2; round++)
      for (const participant of participants) {
        const search = participant.searches[shape];
        const answer = await call('GET', `/search/${search.uuid}/count`, participant.token);
        if (answer.status !== 200) throw new Error(`count: ${answer.status}`);
        shown = answer.body.count;
        const started = performance.now();
        await sql.query(countStatement(search, participant.userId));
        if (round) {
          bare.push(performance.now() - started);
          api.push(answer.ms);
        }
      }
    const apiSummary = summary(api);
    console.log(line(`count, ${shape} (${shown})`, apiSummary, summary(bare)));
    if (apiSummary.p95 > 100) failed = true;
  }

  // The plans, once per shape, for the record.
  const participant = participants[0];
  for (const shape of shapes) {
    const search = participant.searches[shape];
    const statement = pageStatement(search, participant.userId, search.except, 10, search.cursor);
    const plan = await sql.query({
      text: `explain (analyze, buffers, costs off) ${statement.text}`,
      values: statement.values,
    });
    console.log(`\nplan of a ${shape} page:\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
  console.log(
    `\ntargets: results p95 <= 15 ms and <= 1.5× bare; count p95 <= 100 ms${failed ? ' — MISSED' : ' — met'}`,
  );
  if (failed) process.exitCode = 1;
} finally {
  await removeBenchSearches(sql).catch(() => {});
  await server.stop();
  await sql.end();
  await bench.close();
}
