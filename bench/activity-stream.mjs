// The inbox live across instances (decision 022; target: p95 ≤ 500 ms from the write to every stream): two API
// instances on one PostgreSQL, `streams` open streams split between them (10 per person), and `events` rounds each
// telling every person at once through notify() in one transaction. Each stream's delay is from the commit to its
// `activity` event. Beside it, LISTEN/NOTIFY alone: two bare listening connections (one per instance) hearing the
// same number of pg_notify payloads committed at once.
//   node bench/activity-stream.mjs [streams] [events]
// BENCH_DATABASE_URL: the server (default the local one); the bench makes a database of its own and drops it.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { bundleForBench, percentile, root } from './lib.mjs';

const streams = Number(process.argv[2] ?? 500);
const events = Number(process.argv[3] ?? 20);
const perPerson = 10;
const people = Math.ceil(streams / perPerson);
const server = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const name = 'vitrina_bench_activity';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function admin(sql) {
  const client = new pg.Client({ connectionString: server.href });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`drop database if exists ${name} with (force)`);
await admin(`create database ${name}`);
const databaseUrl = new URL(server.href);
databaseUrl.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-activity-bench-'));
const { openActivityBench } = await import(
  await bundleForBench('bench/activity-stream-app.mjs', 'activity-stream-app.mjs')
);
const bench = await openActivityBench({
  databaseUrl: databaseUrl.href,
  dataDir,
  migrationsFolder: join(root, 'apps/api/drizzle'),
  people,
});

const arrivals = new Map(); // round → arrival times
const controllers = [];
async function openOne(index) {
  const port = bench.ports[index % 2];
  const token = bench.tokens[Math.floor(index / perPerson)];
  const controller = new AbortController();
  controllers.push(controller);
  const response = await fetch(`http://127.0.0.1:${port}/api/account/activity/stream`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`stream ${index}: ${response.status}`);
  let buffer = '';
  const decoder = new TextDecoder();
  (async () => {
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const match = /^event: activity\ndata: (.*)$/m.exec(block);
          if (!match) continue;
          const round = Number(/Ronda (\d+)/.exec(match[1])?.[1]);
          const now = performance.now();
          if (!arrivals.has(round)) arrivals.set(round, []);
          arrivals.get(round).push(now);
        }
      }
    } catch {
      // closed at the end
    }
  })();
}

try {
  for (let index = 0; index < streams; index += 50)
    await Promise.all(Array.from({ length: Math.min(50, streams - index) }, (_, n) => openOne(index + n)));
  await sleep(500);

  const delays = [];
  const lastPerRound = [];
  for (let round = 0; round < events; round += 1) {
    const committed = await bench.tellEveryone().then((number) => ({ number, at: performance.now() }));
    const deadline = Date.now() + 10_000;
    while ((arrivals.get(committed.number)?.length ?? 0) < streams && Date.now() < deadline) await sleep(5);
    const seen = arrivals.get(committed.number) ?? [];
    if (seen.length < streams)
      throw new Error(`round ${committed.number}: ${seen.length} of ${streams} streams heard it`);
    for (const at of seen) delays.push(Math.max(0, at - committed.at));
    lastPerRound.push(Math.max(...seen) - committed.at);
    await sleep(250);
  }

  // LISTEN/NOTIFY alone: two listening connections, `people` payloads committed in one transaction per round.
  const listeners = [];
  const heard = [];
  for (let index = 0; index < 2; index += 1) {
    const client = new pg.Client({ connectionString: databaseUrl.href });
    await client.connect();
    await client.query('listen bench_bare');
    client.on('notification', () => heard.push(performance.now()));
    listeners.push(client);
  }
  const sender = new pg.Client({ connectionString: databaseUrl.href });
  await sender.connect();
  const bare = [];
  for (let round = 0; round < events; round += 1) {
    heard.length = 0;
    await sender.query(
      `select pg_notify('bench_bare', json_build_object('u', n, 's', $1::int)::text) from generate_series(1, $2) n`,
      [round, people],
    );
    const at = performance.now();
    while (heard.length < people * 2) await sleep(1);
    for (const time of heard) bare.push(Math.max(0, time - at));
  }
  await sender.end();
  for (const client of listeners) await client.end();

  const row = (label, values) =>
    `${label.padEnd(52)} p50 ${percentile(values, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(values, 95)
      .toFixed(0)
      .padStart(5)} ms   max ${Math.max(...values)
      .toFixed(0)
      .padStart(5)} ms`;
  console.log(
    `${streams} streams over 2 instances (${people} people × ${perPerson}), ${events} rounds; load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  console.log(row('commit → every stream (notify → NOTIFY → SSE)', delays));
  console.log(row('commit → last stream of each round', lastPerRound));
  console.log(row('LISTEN/NOTIFY alone (2 listeners)', bare));
  console.log(`target: p95 ≤ 500 ms → ${percentile(delays, 95) <= 500 ? 'met' : 'NOT met'}`);
} finally {
  for (const controller of controllers) controller.abort();
  await bench.close();
  rmSync(dataDir, { recursive: true, force: true });
  await admin(`drop database if exists ${name} with (force)`);
}
