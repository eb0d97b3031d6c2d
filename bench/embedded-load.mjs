#!/usr/bin/env node
// A hundred people opening what an agent sent, all at once, on the embedded database (PGlite), beside the same server
// on PostgreSQL under the same load. Each client opens its own connection and, for the whole run, asks one after
// another what a visitor opens: the store's page, a listing's page and the shared search's deck (each drawn by the
// server with its reads), and the deck's next page from the API. Per connection: the wait from its start to its first
// answer; per request: the time to the whole answer; and answers a second. Target: no connection waits more than 2 s
// for its first answer on PGlite. Run `npm run build` first.
// node bench/embedded-load.mjs [clients=100] [seconds=20]
// (BENCH_DATABASE_URL names the PostgreSQL server, default postgres://postgres@127.0.0.1:5432/postgres.)
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { percentile, startServer, stop, waitHealthy } from './lib.mjs';
import { makeStore } from './store-data.mjs';

const clients = Number(process.argv[2] ?? 100);
const seconds = Number(process.argv[3] ?? 20);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = 4396;
const base = `http://127.0.0.1:${port}`;
const env = { RATE_LIMIT_MAX: '1000000', DEMO_DATA: '0', WORKER: '0', PUBLIC_URL: base };

/** `path` (GET, or POST with a JSON `body`) on `agent`'s connection; resolves with the status once all has arrived. */
function send(agent, [path, body]) {
  return new Promise((resolve, reject) => {
    const json = body === undefined ? null : JSON.stringify(body);
    const headers = json ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) } : {};
    const request = http.request(
      { host: '127.0.0.1', port, path, agent, method: json ? 'POST' : 'GET', headers },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(json ?? undefined);
  });
}

/** The load against the running server: every client starts at once and loops until the time is up. */
async function load(data) {
  const requests = [
    [`/${data.slug}`],
    [`/publication/${data.publicationId}`],
    [`/search/${data.search.uuid}`],
    [`/api/search/${data.search.uuid}/results`, { except: [] }],
  ];
  const firstAnswers = [];
  const latencies = [];
  const failures = new Map();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      // One connection a person: a browser keeps its connection between requests.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let turn = 0; performance.now() < until || turn === 0; turn += 1) {
          const request = requests[(client + turn) % requests.length];
          const sent = performance.now();
          const status = await send(agent, request).catch((error) => error.code ?? error.message);
          const now = performance.now();
          if (turn === 0) firstAnswers.push(now - started);
          latencies.push(now - sent);
          const failed = `${request[0].split('/').slice(0, 3).join('/')} ${status}`;
          if (status !== 200) failures.set(failed, (failures.get(failed) ?? 0) + 1);
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
    failures,
  };
}

async function run(name, extraEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-load-'));
  const server = startServer({ port, dataDir, env: { ...env, ...extraEnv } });
  try {
    await waitHealthy(port);
    const data = await makeStore(base);
    // One visit each first, as the pages' code and images are warm on a server that has been up a while.
    for (const path of [`/${data.slug}`, `/publication/${data.publicationId}`, `/search/${data.search.uuid}`])
      await fetch(`${base}${path}`).then((response) => response.text());
    const result = await load(data);
    const ms = (value) => `${Math.round(value).toLocaleString('es-AR')} ms`;
    console.log(
      `${name.padEnd(11)} first answer p50 ${ms(result.firstP50)}, max ${ms(result.firstMax)} | request p50 ` +
        `${ms(result.p50)}, p99 ${ms(result.p99)}, max ${ms(result.max)} | ${result.perSecond.toFixed(0)} a second`,
    );
    for (const [what, count] of result.failures) console.log(`  not 200: ${what} (${count})`);
    return result;
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`${clients} clients at once for ${seconds} s, each on its own connection`);
const embedded = await run('PGlite', {});

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const database = `vitrina_bench_load_${Date.now()}`;
await admin.query(`create database "${database}"`);
try {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  await run('PostgreSQL', { DATABASE_URL: url.toString() });
} finally {
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.end();
}
console.log(
  `load average: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} (1, 5, 15 min)`,
);
const met = embedded.firstMax <= 2000;
console.log(
  `PGlite: longest wait for a first answer ${Math.round(embedded.firstMax)} ms, target <= 2,000 ms: ${met ? 'met' : 'MISSED'}`,
);
if (!met) process.exitCode = 1;
