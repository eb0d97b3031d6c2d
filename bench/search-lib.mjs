// What the search benchmarks share (search-results.mjs, search-decisions.mjs): the seeded database, the real
// server built from the current sources, participants with their searches and 3,000 decisions each, and the
// figures' arithmetic.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { bundleForBench, percentile, root, waitHealthy } from './lib.mjs';

export const cache = join(root, 'node_modules/.cache/vitrina-bench');
export const defaultDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/vitrina_bench';

/** The property search of the figures: two filters (flats for sale up to US$ 250.000, houses to rent). */
export const propertyFilters = [
  { type: 'property', category: 'departamento', operation: 'venta', amount: { max: 250_000 } },
  { type: 'property', category: 'casa', operation: 'alquiler' },
];
/** The clothing search of the figures: two categories. */
export const clothingFilters = [
  { type: 'clothing', category: 'remeras' },
  { type: 'clothing', category: 'pantalones' },
];
export const benchTitle = 'Búsqueda de la medición';

export async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** Opens the benchmark's database through the app's own code (search-app.mjs), seeded up to `target` listings. */
export async function openSeeded({ databaseUrl, dataDir, target }) {
  const app = await import(await bundleForBench('bench/search-app.mjs', 'search-app.mjs'));
  const { openSearchBench, pageStatement, deckStatement, countStatement, decisionStatements, tokenOf, saveCursor } =
    app;
  mkdirSync(dataDir, { recursive: true });
  const bench = await openSearchBench({ databaseUrl, dataDir, migrationsFolder: join(root, 'apps/api/drizzle') });
  const before = await bench.count();
  if (before >= target) console.log(`seed: reused, ${before.toLocaleString('es-AR')} listings`);
  else {
    const started = performance.now();
    await bench.seed(target, () => {});
    console.log(
      `seed: ${(target - before).toLocaleString('es-AR')} listings in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  const { searchLookup, decisionBatch } = app;
  return {
    bench,
    pageStatement,
    deckStatement,
    countStatement,
    decisionStatements,
    searchLookup,
    decisionBatch,
    tokenOf,
    saveCursor,
  };
}

/**
 * Starts the API server bundled from the current sources (apps/api/src/server.ts, as `npm run build` bundles it)
 * on PostgreSQL, without the worker. The bundle sits in a folder whose parent links to apps/api/drizzle, where the
 * server looks for its migrations.
 */
export async function startApiServer({ databaseUrl, port }) {
  const apiDir = join(cache, 'api');
  mkdirSync(apiDir, { recursive: true });
  rmSync(join(apiDir, 'drizzle'), { force: true });
  symlinkSync(join(root, 'apps/api/drizzle'), join(apiDir, 'drizzle'));
  const entry = await bundleForBench('apps/api/src/server.ts', 'api/bin/server.mjs');
  const dataDir = join(cache, 'server-data');
  mkdirSync(dataDir, { recursive: true });
  // BENCH_SERVER_NODE_ARGS passes flags to the server's node, such as `--cpu-prof --cpu-prof-dir=DIR` to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WORKER: '0',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      WEB_DIST: join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await waitHealthy(port, { timeoutMs: 120_000 });
  return {
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A client of the started server: JSON requests with a participant's token; answers status, body and time. */
/** Kept-alive connections for the clients: fetch costs the load generator about half a millisecond of CPU a request. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * A client of the API server on `port`: `call(method, path, token, body)` answers status, parsed body and time.
 * Plain `node:http` on kept-alive connections: the clients share the machine's cores with the server and the
 * database, so the less CPU they spend the more the figures say about the server.
 */
export function apiClient(port) {
  return function call(method, path, token, body) {
    const started = performance.now();
    const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
    const headers = {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
    };
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method, path: `/api${path}`, agent, headers },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            resolve({
              status: response.statusCode,
              body: text ? JSON.parse(text) : null,
              ms: performance.now() - started,
            });
          });
        },
      );
      request.on('error', reject);
      request.end(payload ?? undefined);
    });
  };
}

/**
 * Inserts decisions in bulk (30% likes) with the counter trigger off, then moves the counters as the trigger would:
 * row by row, the trigger updates the one search row once per decision, which grows quadratically in one statement.
 * The title trigger is off too, so the rows take their listing's title here (decision 018).
 */
export async function insertDecisions(sql, searchId, userId, publicationIds) {
  const client = await sql.connect();
  try {
    await client.query('begin');
    await client.query("set local session_replication_role = 'replica'");
    await client.query(
      `insert into search_decisions (search_id, user_id, publication_id, "like", title, is_super, created_at, updated_at)
       select $1, $2, p.id, random() < 0.3, p.title, false, now(), now()
       from unnest($3::bigint[]) as listing(id) join publications p on p.id = listing.id`,
      [searchId, userId, publicationIds],
    );
    await client.query(
      `update searches set decisions_true_count = decisions_true_count + d.liked,
         decisions_false_count = decisions_false_count + d.discarded
       from (select count(*) filter (where "like") as liked, count(*) filter (where not "like") as discarded
             from search_decisions where search_id = $1 and user_id = $2) d
       where id = $1`,
      [searchId, userId],
    );
    await client.query(
      `update publications p set like_count = p.like_count + d."like"::int, decisions_count = p.decisions_count + 1
       from search_decisions d where d.search_id = $1 and d.user_id = $2 and p.id = d.publication_id`,
      [searchId, userId],
    );
    await client.query(
      `insert into search_listing_likes as c (search_id, publication_id, likes, liked_at)
       select search_id, publication_id, 1, created_at from search_decisions
       where search_id = $1 and user_id = $2 and "like"
       on conflict (search_id, publication_id) do update set likes = c.likes + 1`,
      [searchId, userId],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * `count` participants (existing users, by id), each with a token and the two searches of the figures created
 * through the API, and `decided` decisions in each search by SQL: the first listings of the search in its order, as
 * if the participant had swiped that far. Also answers the next 20 listings of each, the cards a client still holds
 * (the `except` of the next page), where the participant's cursor is left. Searches of earlier runs are deleted
 * first.
 */
export async function prepareParticipants({ sql, call, tokenOf, saveCursor, db, pageStatement, count, decided }) {
  await removeBenchSearches(sql);
  console.log('preparing participants…');
  const { rows: users } = await sql.query('select id from users order by id limit $1', [count]);
  if (users.length < count) throw new Error(`Hacen falta ${count} usuarios y hay ${users.length}`);
  const participants = [];
  for (const { id } of users) {
    const token = await tokenOf(db, Number(id));
    const searches = {};
    for (const [shape, filters] of [
      ['property', propertyFilters],
      ['clothing', clothingFilters],
    ]) {
      const created = await call('POST', '/search', token, { uuid: randomUUID(), title: benchTitle, filters });
      if (created.status !== 201) throw new Error(`POST /search: ${created.status} ${JSON.stringify(created.body)}`);
      const row = (await sql.query('select * from searches where id = $1', [created.body.id])).rows[0];
      const search = { id: Number(row.id), uuid: row.uuid, filters: row.filters, places: row.places, order: row.order };
      const top = await sql.query(pageStatement(search, Number(id), [], decided + 20));
      const ids = top.rows.map((item) => Number(item.id));
      if (ids.length < decided + 20) throw new Error(`${shape}: la búsqueda tiene sólo ${ids.length} publicaciones`);
      await insertDecisions(sql, search.id, Number(id), ids.slice(0, decided));
      // The cursor where the app leaves it: at the first of the cards the client holds.
      await saveCursor(db, search.id, Number(id), search.order, ids.slice(decided));
      searches[shape] = { ...search, except: ids.slice(decided), cursor: await cursorOf(sql, search.id, Number(id)) };
    }
    participants.push({ userId: Number(id), token, searches });
  }
  await sql.query('vacuum analyze search_decisions');
  await sql.query('analyze searches');
  // The decisions above moved the counters of 300,000 listings: without a vacuum their dead row versions are in every
  // index scan the measurement makes (and autovacuum would start on them in the middle of it).
  await sql.query('vacuum analyze publications');
  return participants;
}

/**
 * Empties the search tables: the benchmark's database holds no other searches. TRUNCATE, because deleting searches
 * row by row fires the decisions' counter trigger once per decision (minutes for 300,000 of them); the listings'
 * like and decision counters keep what the runs added.
 */
export const removeBenchSearches = (sql) =>
  // Cascade: every table that hangs off a search (alerts and their matches included) goes with it.
  sql.query('truncate search_coincidence_notices, search_decisions, search_participants, searches cascade');

export const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
export const cores = cpus().length;

export function summary(times) {
  return {
    n: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

export const fmt = (ms) => `${ms.toFixed(1).padStart(6)} ms`;
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The participant's cursor in a search as the next page will read it (search-cursor.queries.ts). */
export async function cursorOf(sql, searchId, userId) {
  const { rows } = await sql.query('select cursor from search_participants where search_id = $1 and user_id = $2', [
    searchId,
    userId,
  ]);
  return rows[0]?.cursor ?? null;
}

/**
 * People swiping at a human pace for `seconds`: each participant (alternating the `shapes` of search) asks for a
 * page with the cards it holds as `except`, runs `bare` (the engine's statement from the same cursor) right after,
 * then decides the page's cards one every 1–2 s, and asks again. Answers the page times per shape, API and bare,
 * and the decisions' times.
 */
export async function humanPace({ participants, call, seconds, shapes, bare, cursorOf }) {
  const times = Object.fromEntries(shapes.map((shape) => [shape, { api: [], bare: [] }]));
  const decisionTimes = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    participants.map(async (participant, index) => {
      const shape = shapes[index % shapes.length];
      const search = participant.searches[shape];
      let deck = [...search.except];
      await sleep(Math.random() * 15_000);
      while (performance.now() < deadline) {
        // The cursor this page reads from, for the bare statement to read from the same place.
        const cursor = await cursorOf(search, participant.userId);
        const page = await call('POST', `/search/${search.uuid}/results`, participant.token, { except: deck });
        if (page.status !== 200) throw new Error(`results: ${page.status} ${JSON.stringify(page.body)}`);
        times[shape].api.push(page.ms);
        const started = performance.now();
        await bare(search, participant.userId, deck, cursor);
        times[shape].bare.push(performance.now() - started);
        deck = [...deck, ...page.body.map((card) => card.id)];
        for (let i = 0; i < 10 && performance.now() < deadline; i++) {
          await sleep(1000 + Math.random() * 1000);
          const decision = await call('POST', `/search/${search.uuid}/decision`, participant.token, {
            publication_id: deck[0],
            like: Math.random() < 0.3,
            is_super: false,
          });
          if (decision.status !== 200) throw new Error(`decision: ${decision.status} ${JSON.stringify(decision.body)}`);
          decisionTimes.push(decision.ms);
          deck = deck.slice(1);
        }
      }
    }),
  );
  return { times, decisionTimes };
}
