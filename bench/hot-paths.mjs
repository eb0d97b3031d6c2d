#!/usr/bin/env node
// The hot paths' throughput beside a bare handler running the same statements (target: the API at 0.8× the bare or
// more). Seeds BENCH_DATABASE_URL as the search benchmarks do, gives 20 participants the property search of the
// figures with 3,000 decisions each, and for each path records, through the app itself (app.inject in this process),
// the statements the API sends to PostgreSQL for each participant's request. Then the real server (bundled from the
// current sources, its own process) and the bare one (hot-paths-bare.mjs: Fastify and `pg` alone, replaying those
// statements for the same request) are loaded in turn by 20 clients, one per participant, with no pause, on kept-alive
// connections. Both servers use 10 database connections; the API logs at `warn`, as the other benchmarks run it.
// Beside the rates, each server's CPU per request (from /proc), which the machine's load moves far less.
// node bench/hot-paths.mjs [listings=50000] [seconds per turn=8] [paths, comma-separated: all]
// (HOT_PATHS_SHOW=1: prints the statements recorded for each path's first request; BENCH_SERVER_NODE_ARGS and
// BENCH_BARE_NODE_ARGS pass flags to the API's and the bare server's node, such as `--cpu-prof --cpu-prof-dir=DIR`
// for both profiles of the same run)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { waitHealthy } from './lib.mjs';
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
  startApiServer,
  summary,
} from './search-lib.mjs';

const target = Number(process.argv[2] ?? 50_000);
const seconds = Number(process.argv[3] ?? 8);
const only = process.argv[4]?.split(',');
const clients = 20;
const apiPort = 3941;
const barePort = 3942;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? defaultDatabaseUrl;
// A view over Buenos Aires, where the seed puts its listings.
const bounds = { north: -34.52, south: -34.71, east: -58.33, west: -58.53 };

/** Each path: the request a participant (`p`, with its search `s` and a group `group`) sends. */
const paths = {
  'deck page': (p, s) => ({
    method: 'POST',
    url: `/search/${s.uuid}/results`,
    token: p.token,
    body: { except: s.except },
  }),
  decision: (p, s) => ({
    method: 'POST',
    url: `/search/${s.uuid}/decision`,
    token: p.token,
    body: { publication_id: s.except[0], like: false, is_super: false },
  }),
  markers: (p, s) => ({ method: 'POST', url: `/search/${s.uuid}/markers`, token: p.token, body: { bounds, zoom: 13 } }),
  'filtered page': (p, s) => ({ method: 'POST', url: `/search/${s.uuid}/filtereds?like=false`, token: p.token }),
  'public listing': (p, s) => ({ method: 'GET', url: `/publication/${s.except[1]}` }),
  'public group': (p, s, group) => ({ method: 'GET', url: `/group/${group}` }),
};

await ensureDatabase(databaseUrl);
const { bench, pageStatement, tokenOf, saveCursor } = await openSeeded({
  databaseUrl,
  dataDir: join(cache, 'data'),
  target,
});
const sql = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const work = mkdtempSync(join(tmpdir(), 'vitrina-hot-paths-'));
let api = null;
let bare = null;

/** What the bare server looks a request's statements up by: its method, address and bearer (hot-paths-bare.mjs). */
const keyOf = (request) => `${request.method} /api${request.url} ${request.token ? `Bearer ${request.token}` : ''}`;

/** The statements `pg` sends while `run` runs, in order, as `pg` takes them ({ text, values, name, rowMode }). */
async function recordStatements(run) {
  const recorded = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function query(config, values, callback) {
    const statement =
      typeof config === 'string'
        ? { text: config, values: Array.isArray(values) ? values : undefined }
        : {
            text: config.text,
            // Drizzle's prepared statements give their parameters apart from the config.
            values: config.values ?? (Array.isArray(values) ? values : undefined),
            name: config.name,
            rowMode: config.rowMode,
          };
    if (statement.text) recorded.push(JSON.parse(JSON.stringify(statement)));
    return original.call(this, config, values, callback);
  };
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return recorded;
}

function startBare(file) {
  const script = fileURLToPath(new URL('./hot-paths-bare.mjs', import.meta.url));
  const nodeArgs = (process.env.BENCH_BARE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, script, file, String(barePort), databaseUrl], {
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The CPU a process has used, in ms (user and system, from /proc): per request, it says what a server's own work
 * costs whatever else shares the cores, where the rate also follows the machine's load. Linux counts in ticks of 10 ms.
 */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `clients` loops, each sending its participant's request to `port` (served by `pid`) with no pause for `seconds`. */
async function closedLoop(port, pid, requests) {
  const call = apiClient(port);
  const times = [];
  const cpuBefore = cpuMs(pid);
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    requests.map(async (request) => {
      while (performance.now() < end) {
        const answer = await call(request.method, request.url, request.token, request.body);
        if (answer.status !== 200) throw new Error(`${request.method} ${request.url}: ${answer.status}`);
        times.push(answer.ms);
      }
    }),
  );
  return { ...summary(times), rate: times.length / seconds, cpu: (cpuMs(pid) - cpuBefore) / times.length };
}

try {
  console.log(`${target.toLocaleString('es-AR')} listings, ${cores} cores, ${clients} clients, ${seconds} s a turn`);
  api = await startApiServer({ databaseUrl, port: apiPort });
  const participants = await prepareParticipants({
    sql,
    call: apiClient(apiPort),
    tokenOf,
    saveCursor,
    db: bench.db,
    pageStatement,
    count: clients,
    decided: 3000,
  });
  const { rows: groups } = await sql.query('select id from groups order by id limit $1', [clients]);
  if (!groups.length) throw new Error('La base de la medición no tiene grupos');

  // The statements of every request, recorded through the app in this process.
  const app = await bench.app();
  const chosen = Object.entries(paths).filter(([name]) => !only || only.includes(name));
  const requestsOf = {};
  const recordings = {};
  try {
    for (const [name, make] of chosen) {
      requestsOf[name] = participants.map((p, i) => make(p, p.searches.property, Number(groups[i % groups.length].id)));
      for (const request of requestsOf[name]) {
        const authorization = request.token ? `Bearer ${request.token}` : '';
        const url = `/api${request.url}`;
        let status = 0;
        const statements = await recordStatements(async () => {
          const response = await app.inject({
            method: request.method,
            url,
            headers: {
              ...(authorization ? { authorization } : {}),
              ...(request.body ? { 'content-type': 'application/json' } : {}),
            },
            payload: request.body ? JSON.stringify(request.body) : undefined,
          });
          status = response.statusCode;
        });
        if (status !== 200) throw new Error(`${name}: ${status} al grabar ${request.method} ${url}`);
        recordings[keyOf(request)] = statements;
      }
      const counts = requestsOf[name].map((request) => recordings[keyOf(request)].length);
      console.log(`${name}: ${Math.min(...counts)}–${Math.max(...counts)} statements a request`);
      // HOT_PATHS_SHOW=1 lists the first participant's statements, each as it begins.
      if (process.env.HOT_PATHS_SHOW) {
        for (const statement of recordings[keyOf(requestsOf[name][0])])
          console.log(
            `  ${statement.name ? `[${statement.name}] ` : ''}${statement.text.replace(/\s+/g, ' ').slice(0, 160)}`,
          );
      }
    }
  } finally {
    await app.close();
  }
  const file = join(work, 'recordings.json');
  writeFileSync(file, JSON.stringify(recordings));
  bare = startBare(file);
  await waitHealthy(barePort);

  console.log(
    '\npath              | API /s  p50 / p95         | bare /s  p50 / p95        | API/bare | CPU a request, API / bare',
  );
  const ratios = [];
  for (const [name] of chosen) {
    // A warm-up turn each, then the API and the bare alternated twice.
    await closedLoop(apiPort, api.pid, requestsOf[name].slice(0, 4));
    await closedLoop(barePort, bare.pid, requestsOf[name].slice(0, 4));
    const turns = { api: [], bare: [] };
    for (let round = 0; round < 2; round++) {
      turns.api.push(await closedLoop(apiPort, api.pid, requestsOf[name]));
      turns.bare.push(await closedLoop(barePort, bare.pid, requestsOf[name]));
    }
    const rate = (list) => list.reduce((sum, turn) => sum + turn.rate, 0) / list.length;
    const [a, b] = [rate(turns.api), rate(turns.bare)];
    const cpu = (list) => list.reduce((sum, turn) => sum + turn.cpu, 0) / list.length;
    const [cpuApi, cpuBare] = [cpu(turns.api), cpu(turns.bare)];
    ratios.push(a / b);
    const cell = (list, r) => `${r.toFixed(0).padStart(6)}  ${fmt(list[1].p50)} / ${fmt(list[1].p95)}`;
    console.log(
      `${name.padEnd(17)} | ${cell(turns.api, a)} | ${cell(turns.bare, b)} | ${(a / b).toFixed(2)}×    | ` +
        `${cpuApi.toFixed(2)} / ${cpuBare.toFixed(2)} ms (${(cpuApi / cpuBare).toFixed(2)}×) | load ${load()}`,
    );
  }
  console.log(`\ntarget: every path at 0.8× the bare or more — ${ratios.every((r) => r >= 0.8) ? 'met' : 'MISSED'}`);
  if (!ratios.every((r) => r >= 0.8)) process.exitCode = 1;
} finally {
  await bare?.stop();
  await api?.stop();
  await removeBenchSearches(sql).catch(() => {});
  await sql.end();
  await bench.close();
  rmSync(work, { recursive: true, force: true });
}
