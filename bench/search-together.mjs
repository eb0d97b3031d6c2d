#!/usr/bin/env node
// A search made together on PostgreSQL with a million listings (targets: a like that creates a coincidence
// answers in p95 <= 20 ms; a page of the filtered results, the decisions view and the coincidences view, p95 <= 30 ms).
// Seeds BENCH_DATABASE_URL as bench/portfolio.mjs does, starts the API server bundled from the current sources, and
// makes one search of the property filters with 20 participants (its owner, who wants coincidences, shares it and
// 19 join by its link) and 3,000 decisions each, written set-based: 2,000 drawn from the search's first 6,000 listings
// (30% likes, so most of those listings are liked by two or more: coincidences) and 1,000 likes of the next listings,
// each the only like of its listing until the participant after them likes it too (the likes measured). Then:
// 1. human pace: each participant likes a listing another one likes every 1–2 s (it creates the coincidence: the
//    other likers are read and the job that records and tells it queued) and, every 10 likes, opens a
//    random page of their likes (decisions view) and of the coincidences; every request is followed by the bare SQL
//    of the same work through `pg` alone: for a like, the search's lookup, the upsert, the other likers and the
//    coincidence job's insert on another fresh listing; for a page, every statement the service sent for it, replayed
//    one after another. The pages each participant will open are drawn, and their statements recorded by running the
//    service once, before the measurement: recording one is a page's work in this process, which would otherwise
//    compete with the requests being timed;
// 2. closed loop: 20 clients with no pause, the API and then the bare SQL, per kind; throughput per core.
// The bearer token's lookup is left out of the bare figures, so they are a floor of what the SQL allows.
// node bench/search-together.mjs [listings] [seconds at human pace]
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { bundleForBench } from './lib.mjs';
import {
  apiClient,
  benchTitle,
  cache,
  cores,
  defaultDatabaseUrl,
  ensureDatabase,
  fmt,
  load,
  openSeeded,
  propertyFilters,
  removeBenchSearches,
  sleep,
  startApiServer,
  summary,
} from './search-lib.mjs';

const target = Number(process.argv[2] ?? 1_000_000);
const humanSeconds = Number(process.argv[3] ?? 60);
const closedSeconds = 8;
const participantsCount = 20;
const poolSize = 6000;
const fromPool = 2000;
const firstLikes = 1000;
const port = 3919;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? defaultDatabaseUrl;
// The telling of each coincidence, queued by the like (the server runs here without its worker).
const jobType = 'searches.coincidence';
const dataDir = join(cache, 'data');

await ensureDatabase(databaseUrl);
const { bench, pageStatement, decisionStatements, tokenOf } = await openSeeded({ databaseUrl, dataDir, target });
const { recordFilteredPage, coincidenceStatements } = await import(
  await bundleForBench('bench/search-together-app.mjs', 'search-together-app.mjs')
);
const sql = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const server = await startApiServer({ databaseUrl, port });
const call = apiClient(port);
const failures = [];

async function must(answer, what, status = 200) {
  if (answer.status !== status)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer;
}

/** Runs statements one after another through `pg`; answers the time taken. */
async function replay(statements) {
  const started = performance.now();
  for (const statement of statements) await sql.query(statement);
  return performance.now() - started;
}

/** The search, its 20 participants and their decisions; answers the participants with their queues of likes. */
async function prepare() {
  await removeBenchSearches(sql);
  await sql.query('delete from jobs where type = $1', [jobType]);
  await sql.query(`delete from notifications where type = 'search_coincidence'`);
  console.log('preparing the search together…');
  const { rows: users } = await sql.query('select id from users order by id limit $1', [participantsCount]);
  if (users.length < participantsCount) throw new Error(`Hacen falta ${participantsCount} usuarios`);
  const participants = [];
  for (const { id } of users) participants.push({ userId: Number(id), token: await tokenOf(bench.db, Number(id)) });
  const owner = participants[0];
  await sql.query(
    `update users set notification_types = array['search_coincidence', 'search_finished'] where id = $1`,
    [owner.userId],
  );
  const created = await must(
    await call('POST', '/search', owner.token, { uuid: randomUUID(), title: benchTitle, filters: propertyFilters }),
    'POST /search',
    201,
  );
  await must(await call('PUT', `/search/${created.body.id}`, owner.token, { shareable: true }), 'PUT /search');
  for (const participant of participants.slice(1))
    await must(await call('POST', `/search/${created.body.uuid}/join`, participant.token), 'join');
  const row = (await sql.query('select * from searches where id = $1', [created.body.id])).rows[0];
  const search = { id: Number(row.id), uuid: row.uuid, filters: row.filters, places: row.places, order: row.order };

  const wanted = poolSize + participantsCount * firstLikes;
  const top = await sql.query(pageStatement(search, owner.userId, [], wanted));
  const ids = top.rows.map((item) => Number(item.id));
  if (ids.length < wanted) throw new Error(`La búsqueda tiene sólo ${ids.length} publicaciones`);
  const pool = ids.slice(0, poolSize);
  const userIds = participants.map((participant) => participant.userId);
  // Participant i first-likes the listings of block i; participant i - 1 likes them during the measurement.
  const blocks = participants.map((_, index) =>
    ids.slice(poolSize + index * firstLikes, poolSize + (index + 1) * firstLikes),
  );
  const client = await sql.connect();
  try {
    await client.query('begin');
    // Bulk rows with the counters' trigger off; the counters are moved below as the trigger would. The title trigger
    // is off too: the rows take their listing's title here (decision 018).
    await client.query("set local session_replication_role = 'replica'");
    const started = performance.now();
    await client.query(
      `insert into search_decisions (search_id, user_id, publication_id, "like", title, is_super, created_at, updated_at)
       select $1, u.user_id, x.publication_id, random() < 0.3, p.title, false, now() - random() * interval '7 days', now()
       from unnest($2::bigint[]) as u(user_id)
       cross join lateral (
         select publication_id from unnest($3::bigint[]) as pool(publication_id)
         order by md5(publication_id::text || '-' || u.user_id::text) limit $4) x
       join publications p on p.id = x.publication_id`,
      [search.id, userIds, pool, fromPool],
    );
    await client.query(
      `insert into search_decisions (search_id, user_id, publication_id, "like", title, is_super, created_at, updated_at)
       select $1, b.user_id, b.publication_id, true, p.title, false, now() - random() * interval '7 days', now()
       from unnest($2::bigint[], $3::bigint[]) as b(user_id, publication_id)
       join publications p on p.id = b.publication_id`,
      [search.id, blocks.flatMap((block, index) => block.map(() => userIds[index])), blocks.flat()],
    );
    // The likes per listing that the trigger keeps (search_listing_likes, decision 017).
    await client.query(
      `insert into search_listing_likes (search_id, publication_id, likes, liked_at)
       select search_id, publication_id, count(*), max(created_at) from search_decisions
       where search_id = $1 and "like" group by search_id, publication_id`,
      [search.id],
    );
    // Coincidences already there were told of when they happened.
    await client.query(
      `insert into search_coincidence_notices (search_id, publication_id)
       select search_id, publication_id from search_decisions where search_id = $1 and "like"
       group by search_id, publication_id having count(*) >= 2`,
      [search.id],
    );
    await client.query(
      `update searches set decisions_true_count = d.liked, decisions_false_count = d.discarded
       from (select count(*) filter (where "like") as liked, count(*) filter (where not "like") as discarded
             from search_decisions where search_id = $1) d
       where id = $1`,
      [search.id],
    );
    await client.query(
      `update publications p set like_count = p.like_count + d.liked, decisions_count = p.decisions_count + d.n
       from (select publication_id, count(*) filter (where "like")::int as liked, count(*)::int as n
             from search_decisions where search_id = $1 group by publication_id) d
       where p.id = d.publication_id`,
      [search.id],
    );
    await client.query('commit');
    console.log(`decisions written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  await sql.query('vacuum analyze search_decisions');
  await sql.query('vacuum analyze search_coincidence_notices');
  await sql.query('analyze searches, search_participants');
  await sql.query('vacuum analyze publications');
  // The writes above (60,000 decisions, the listings' counters, the vacuums' hints) would otherwise be flushed by a
  // checkpoint in the middle of the measurement, which a steady server spreads over its checkpoint interval.
  await sql.query('checkpoint');
  const { rows: shape } = await sql.query(
    `select (select count(*)::int from search_decisions where search_id = $1) as decisions,
       (select count(*)::int from search_decisions where search_id = $1 and "like") as likes,
       (select count(*)::int from (select 1 from search_decisions where search_id = $1 and "like"
          group by publication_id having count(*) >= 2) c) as coincidences`,
    [search.id],
  );
  console.log(
    `${participantsCount} participants, ${shape[0].decisions} decisions (${shape[0].likes} likes), ${shape[0].coincidences} coincidences`,
  );
  // Participant i likes, one by one, the listings participant i + 1 liked first: every one creates a coincidence.
  for (const [index, participant] of participants.entries())
    participant.queue = [...blocks[(index + 1) % blocks.length]];
  return { search, participants };
}

/** The like of the next listing of the participant's queue through the API; answers its time. */
async function likeThroughApi(search, participant) {
  const publicationId = participant.queue.shift();
  if (publicationId === undefined) return null;
  const answer = await must(
    await call('POST', `/search/${search.uuid}/decision`, participant.token, {
      publication_id: publicationId,
      like: true,
      is_super: false,
    }),
    'decision',
  );
  if (!answer.body.coincidences.exists) throw new Error(`listing ${publicationId}: no coincidence`);
  return answer.ms;
}

/** The same like's SQL through `pg` alone, on the next listing of the queue; answers its time. */
async function likeBare(search, participant) {
  const publicationId = participant.queue.shift();
  if (publicationId === undefined) return null;
  const [find, upsert] = decisionStatements(search, participant.userId, publicationId, true);
  const [likers, notice] = await coincidenceStatements({
    searchId: search.id,
    publicationId,
    userId: participant.userId,
  });
  const started = performance.now();
  await sql.query(find);
  const { rows } = await sql.query(upsert);
  if (!rows.length) throw new Error(`listing ${publicationId} outside the search`);
  const met = await sql.query(likers);
  if (!met.rows.length) throw new Error(`listing ${publicationId}: no coincidence`);
  await sql.query(notice);
  return performance.now() - started;
}

const pageQuery = (view, page) => (view === 'coincidences' ? { view, page } : { view, like: true, page });

/** A page of a view through the API; answers its time and the page's last page number. */
async function pageThroughApi(search, participant, view, page) {
  const query = new URLSearchParams(Object.entries(pageQuery(view, page)).map(([k, v]) => [k, String(v)]));
  const answer = await must(
    await call('POST', `/search/${search.uuid}/filtereds?${query}`, participant.token),
    `filtereds ${view}`,
  );
  if (!answer.body.data.length) throw new Error(`filtereds ${view}: page ${page} empty`);
  return { ms: answer.ms, lastPage: answer.body.last_page };
}

/** The statements of that page, recorded by running the service once more (not timed). */
async function pageStatements(search, participant, view, page) {
  const { statements } = await recordFilteredPage(sql, {
    viewerId: participant.userId,
    uuid: search.uuid,
    query: pageQuery(view, page),
    dataDir,
  });
  return statements;
}

function line(label, api, bare) {
  return `${label.padEnd(30)} api n=${String(api.n).padStart(5)} p50 ${fmt(api.p50)} p95 ${fmt(api.p95)} p99 ${fmt(api.p99)} | bare n=${String(bare.n).padStart(5)} p50 ${fmt(bare.p50)} p95 ${fmt(bare.p95)} p99 ${fmt(bare.p99)} | load ${load()}`;
}

const views = ['decisions', 'coincidences'];
const kinds = ['like', ...views];
const labels = {
  like: 'like creating a coincidence',
  decisions: 'page, decisions view',
  coincidences: 'page, coincidences view',
};
const limits = { like: 20, decisions: 30, coincidences: 30 };

try {
  console.log(`${target.toLocaleString('es-AR')} listings, ${cores} cores, server pid ${server.pid}`);
  const { search, participants } = await prepare();
  // The last page of each view, per participant (their likes differ in number).
  const lastPages = new Map();
  // Warm-up: one like and the first page of each view per participant, through the API and bare.
  for (const participant of participants) {
    await likeThroughApi(search, participant);
    await likeBare(search, participant);
    for (const view of views) {
      lastPages.set(`${participant.userId}-${view}`, (await pageThroughApi(search, participant, view, 1)).lastPage);
      await replay(await pageStatements(search, participant, view, 1));
    }
  }
  const randomPage = (participant, view) =>
    1 + Math.floor(Math.random() * lastPages.get(`${participant.userId}-${view}`));
  // The pages of each cycle of 10 likes (at least 12 s), drawn and recorded before the measurement.
  const cycles = Math.ceil(humanSeconds / 12) + 1;
  const planned = new Map();
  for (const participant of participants) {
    participant.visits = [];
    for (let cycle = 0; cycle < cycles; cycle++) {
      const visit = {};
      for (const view of views) {
        const page = randomPage(participant, view);
        const key = `${participant.userId}-${view}-${page}`;
        if (!planned.has(key)) planned.set(key, await pageStatements(search, participant, view, page));
        visit[view] = { page, statements: planned.get(key) };
      }
      participant.visits.push(visit);
    }
  }
  console.log(`${planned.size} pages drawn and their statements recorded`);

  // 1. Human pace.
  const human = Object.fromEntries(kinds.map((kind) => [kind, { api: [], bare: [] }]));
  const deadline = performance.now() + humanSeconds * 1000;
  await Promise.all(
    participants.map(async (participant) => {
      // Spread over a cycle of 10 likes, so the pages do not all come at once.
      await sleep(Math.random() * 15_000);
      for (const visit of participant.visits) {
        if (performance.now() >= deadline) return;
        for (let i = 0; i < 10 && performance.now() < deadline; i++) {
          await sleep(1000 + Math.random() * 1000);
          const api = await likeThroughApi(search, participant);
          const bare = await likeBare(search, participant);
          if (api === null || bare === null) return;
          human.like.api.push(api);
          human.like.bare.push(bare);
        }
        for (const view of views) {
          await sleep(1000 + Math.random() * 1000);
          const { page, statements } = visit[view];
          human[view].api.push((await pageThroughApi(search, participant, view, page)).ms);
          human[view].bare.push(await replay(statements));
        }
      }
    }),
  );
  console.log(
    `\n1. human pace: ${participantsCount} participants for ${humanSeconds} s (a like every 1–2 s, a page of each view every 10 likes)`,
  );
  for (const kind of kinds) {
    const api = summary(human[kind].api);
    console.log(line(labels[kind], api, summary(human[kind].bare)));
    if (!(api.p95 <= limits[kind])) failures.push(`${labels[kind]}: p95 ${api.p95.toFixed(1)} ms > ${limits[kind]} ms`);
  }

  // 2. Closed loop: the API, then the bare SQL, per kind, with 20 clients and no pause.
  console.log(
    `\n2. closed loop: ${participantsCount} clients for ${closedSeconds} s each, no pause; throughput per core`,
  );
  const recorded = new Map();
  for (const participant of participants)
    for (const view of views)
      recorded.set(`${participant.userId}-${view}`, await pageStatements(search, participant, view, 1));
  for (const kind of kinds) {
    const result = {};
    for (const mode of ['api', 'bare']) {
      const measured = [];
      const end = performance.now() + closedSeconds * 1000;
      await Promise.all(
        participants.map(async (participant) => {
          while (performance.now() < end) {
            let ms;
            if (kind === 'like') ms = await (mode === 'api' ? likeThroughApi : likeBare)(search, participant);
            else if (mode === 'api') ms = (await pageThroughApi(search, participant, kind, 1)).ms;
            else ms = await replay(recorded.get(`${participant.userId}-${kind}`));
            if (ms === null) return;
            measured.push(ms);
          }
        }),
      );
      result[mode] = { ...summary(measured), rate: measured.length / closedSeconds };
      console.log(
        `${`${labels[kind]}, ${mode}`.padEnd(36)} ${result[mode].rate.toFixed(0).padStart(5)}/s (${(result[mode].rate / cores).toFixed(0)}/s per core) p50 ${fmt(result[mode].p50)} p95 ${fmt(result[mode].p95)} p99 ${fmt(result[mode].p99)} | load ${load()}`,
      );
    }
    console.log(`  api/bare throughput ${(result.api.rate / result.bare.rate).toFixed(2)}×`);
  }

  const { rows: mails } = await sql.query('select count(*)::int as n from jobs where type = $1 and done_at is null', [
    jobType,
  ]);
  console.log(`\ncoincidence tellings queued (one per search and listing while pending): ${mails[0].n}`);

  // The plans of the pages' main statements and of the coincidence lookup, for the record.
  const participant = participants[1];
  const shown = [];
  for (const view of views) {
    const statements = await pageStatements(search, participant, view, randomPage(participant, view));
    shown.push(
      ...statements
        .filter((statement) => /search_decisions|search_listing_likes/.test(statement.text))
        .map((s) => [view, s]),
    );
  }
  const [likers] = await coincidenceStatements({
    searchId: search.id,
    publicationId: participant.queue[0],
    userId: participant.userId,
  });
  shown.push(['like', likers]);
  for (const [label, statement] of shown) {
    const plan = await sql.query({
      text: `explain (analyze, buffers, costs off) ${statement.text}`,
      values: statement.values,
    });
    console.log(`\nplan (${label}): ${statement.text.slice(0, 120).replace(/\s+/g, ' ')}…`);
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }

  console.log(
    `\ntargets: a like creating a coincidence p95 <= 20 ms; a page of either view p95 <= 30 ms (human pace)${failures.length ? ` — MISSED: ${failures.join('; ')}` : ' — met'}`,
  );
  if (failures.length) process.exitCode = 1;
} finally {
  await removeBenchSearches(sql).catch(() => {});
  await sql.query('delete from jobs where type = $1', [jobType]).catch(() => {});
  await sql.query(`delete from notifications where type = 'search_coincidence'`).catch(() => {});
  await server.stop();
  await sql.end();
  await bench.close();
}
