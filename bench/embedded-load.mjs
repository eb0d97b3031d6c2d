#!/usr/bin/env node
// A hundred people searching at once on the embedded database (PGlite), beside the same server on PostgreSQL under the
// same load, on a catalogue of N listings seeded by the app's own code (bench/search-lib.mjs; PGlite's folder is kept
// in node_modules/.cache/vitrina-bench/load-N and copied for each run, PostgreSQL's database is vitrina_bench_load_N
// on BENCH_DATABASE_URL's server, made once and reused). Each client opens its own connection, makes a visitor's
// search (two property filters), then asks one after another for the next page of its results, the count of what is
// left, and the home page drawn by the server. Per connection: the wait from the start to its first answer; per
// request: the time to the whole answer; answers a second. Target: no connection waits more than 2 s for its first
// answer on PGlite. Run `npm run build` first.
// node bench/embedded-load.mjs [clients=100] [seconds=20] [listings=20000]
import http from 'node:http';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, startServer, stop, waitHealthy } from './lib.mjs';
import { cache, ensureDatabase, openSeeded, propertyFilters } from './search-lib.mjs';

const clients = Number(process.argv[2] ?? 100);
const seconds = Number(process.argv[3] ?? 20);
const listings = Number(process.argv[4] ?? 20_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = 4396;
const base = `http://127.0.0.1:${port}`;
const env = { RATE_LIMIT_MAX: '1000000', DEMO_DATA: '0', WORKER: '0', PUBLIC_URL: base };

/** `path` (GET, or POST with a JSON `body`) on `agent`'s connection: its status and, for JSON, its parsed body. */
function send(agent, [path, body]) {
  return new Promise((resolve, reject) => {
    const json = body === undefined ? null : JSON.stringify(body);
    const headers = json ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) } : {};
    const request = http.request(
      { host: '127.0.0.1', port, path, agent, method: json ? 'POST' : 'GET', headers },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const isJson = response.headers['content-type']?.startsWith('application/json');
          resolve({ status: response.statusCode, body: isJson ? JSON.parse(Buffer.concat(chunks)) : null });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(json ?? undefined);
  });
}

/** The load against the running server: every client starts at once and loops until the time is up. */
async function load() {
  const firstAnswers = [];
  const latencies = [];
  const byKind = new Map();
  const failures = new Map();
  const started = performance.now();
  const until = started + seconds * 1000;
  const note = (kind, sent, status) => {
    const now = performance.now();
    latencies.push(now - sent);
    if (!byKind.has(kind)) byKind.set(kind, []);
    byKind.get(kind).push(now - sent);
    if (status !== 200 && status !== 201)
      failures.set(`${kind} ${status}`, (failures.get(`${kind} ${status}`) ?? 0) + 1);
    return now;
  };
  await Promise.all(
    Array.from({ length: clients }, async () => {
      // One connection a person: a browser keeps its connection between requests.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const uuid = crypto.randomUUID();
      const call = (path, body) =>
        send(agent, [path, body]).catch((error) => ({ status: error.code ?? error.message }));
      try {
        let sent = performance.now();
        const created = await call('/api/search', { uuid, filters: propertyFilters });
        firstAnswers.push(note('new search', sent, created.status) - started);
        let seen = [];
        for (let turn = 0; performance.now() < until; turn += 1) {
          sent = performance.now();
          if (turn % 3 === 0) {
            const page = await call(`/api/search/${uuid}/results`, { except: seen });
            note('results', sent, page.status);
            if (Array.isArray(page.body)) seen = page.body.map((card) => card.id).slice(0, 50);
          } else if (turn % 3 === 1) note('count', sent, (await call(`/api/search/${uuid}/count`)).status);
          else note('home page', sent, (await call('/')).status);
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    firstP50: percentile(firstAnswers, 50),
    firstMax: Math.max(...firstAnswers),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    perSecond: latencies.length / elapsed,
    byKind: [...byKind].map(([kind, values]) => `${kind} ${ms(percentile(values, 50))}/${ms(percentile(values, 99))}`),
    failures,
  };
}

const ms = (value) => `${Math.round(value)} ms`;

/** Starts the built server with `extraEnv` and `dataDir`, loads it, prints the figures and stops it. */
async function run(name, dataDir, extraEnv) {
  const server = startServer({ port, dataDir, env: { ...env, ...extraEnv } });
  try {
    await waitHealthy(port, { timeoutMs: 120_000 });
    // The home page once first, as its code is warm on a server that has been up a while.
    await fetch(`${base}/`).then((response) => response.text());
    const result = await load();
    console.log(
      `${name.padEnd(11)} first answer p50 ${ms(result.firstP50)}, max ${ms(result.firstMax)} | request p50 ` +
        `${ms(result.p50)}, p99 ${ms(result.p99)}, max ${ms(result.max)} | ${result.perSecond.toFixed(0)} a second`,
    );
    console.log(`  p50/p99 by request: ${result.byKind.join(', ')}`);
    for (const [what, count] of result.failures) console.log(`  not 200: ${what} (${count})`);
    return result;
  } finally {
    await stop(server);
  }
}

console.log(`${clients} clients at once for ${seconds} s, each on its own connection, ${listings} listings`);
// The catalogue, seeded once per engine by the app's own code and reused.
const seededFolder = join(cache, `load-${listings}`);
await (await openSeeded({ databaseUrl: null, dataDir: seededFolder, target: listings })).bench.close();
const postgresUrl = new URL(serverUrl);
postgresUrl.pathname = `/vitrina_bench_load_${listings}`;
await ensureDatabase(postgresUrl.toString());
const scratch = mkdtempSync(join(tmpdir(), 'vitrina-bench-load-'));
await (await openSeeded({ databaseUrl: postgresUrl.toString(), dataDir: scratch, target: listings })).bench.close();

let embedded;
const copy = mkdtempSync(join(tmpdir(), 'vitrina-bench-load-'));
try {
  // A copy: the run's searches stay out of the kept folder.
  cpSync(seededFolder, copy, { recursive: true });
  rmSync(join(copy, 'db.pid'), { force: true });
  embedded = await run('PGlite', copy, {});
  await run('PostgreSQL', scratch, { DATABASE_URL: postgresUrl.toString() });
} finally {
  rmSync(copy, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
}
console.log(
  `load average: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} (1, 5, 15 min)`,
);
const met = embedded.firstMax <= 2000;
console.log(
  `PGlite: longest wait for a first answer ${ms(embedded.firstMax)}, target <= 2000 ms: ${met ? 'met' : 'MISSED'}`,
);
if (!met) process.exitCode = 1;
