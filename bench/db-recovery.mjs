// How long writes fail after PostgreSQL drops every connection of the app (pg_terminate_backend, as a restart or a
// failover would). Starts the built server on a new database, keeps a stream of writes going (groups created by a
// signed-up user, 8 at a time), terminates the server's backends a few times and prints, per round, the seconds
// from the termination until every write succeeds again, how many writes failed and with which status, and whether
// the server process survived.
//
//   node bench/db-recovery.mjs [rounds]        (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer, stop, waitHealthy } from './lib.mjs';

const rounds = Number(process.argv[2] ?? 3);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `vitrina_db_recovery_${process.pid}`;
const port = 4390 + (process.pid % 50);
const concurrency = 8;

function urlFor(name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await onServer(`create database "${database}"`);
const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-db-recovery-'));
const server = startServer({
  port,
  dataDir,
  env: { DATABASE_URL: urlFor(database), WORKER: '0', RATE_LIMIT_MAX: '1000000' },
});
let exitCode = null;
server.child.on('exit', (code, signal) => (exitCode = code ?? signal));
const base = `http://127.0.0.1:${port}`;

try {
  await waitHealthy(port);
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `recuperacion.${process.pid}@vitrina.example`,
      name: 'Prueba Recuperación',
      searches: [],
    }),
  });
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const { access_token: token } = await signup.json();

  // Every write: when it started and ended, and its status (0: no answer at all).
  const writes = [];
  let running = true;
  let counter = 0;
  async function writer() {
    while (running) {
      const started = performance.now();
      let status = 0;
      try {
        const response = await fetch(`${base}/api/account/group`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name: `Grupo ${++counter}`, description: 'Escritura de prueba', public: '' }),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = 0;
      }
      writes.push({ started, ended: performance.now(), status });
    }
  }
  const writers = Array.from({ length: concurrency }, writer);

  const admin = new pg.Client({ connectionString: urlFor(database) });
  await admin.connect();
  const results = [];
  for (let round = 1; round <= rounds; round++) {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const from = writes.length;
    const terminatedAt = performance.now();
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = writes.slice(from).filter((write) => write.ended >= terminatedAt);
    const failed = after.filter((write) => write.status !== 201);
    // Recovered once the last failing write ended: every write after it succeeded.
    const lastFailure = failed.reduce((latest, write) => Math.max(latest, write.ended), terminatedAt);
    const statuses = [...new Set(failed.map((write) => write.status))].join(', ') || '-';
    results.push({
      round,
      backends: rowCount,
      failed: failed.length,
      statuses,
      seconds: (lastFailure - terminatedAt) / 1000,
    });
  }
  running = false;
  await Promise.all(writers);
  await admin.end();

  for (const result of results) {
    console.log(
      `ronda ${result.round}: ${result.backends} conexiones terminadas, ${result.failed} escrituras fallidas (estado ${result.statuses}), ` +
        `escrituras correctas de nuevo a los ${result.seconds.toFixed(3)} s`,
    );
  }
  const worst = Math.max(...results.map((result) => result.seconds));
  console.log(
    `peor recuperación: ${worst.toFixed(3)} s; ${writes.length} escrituras en total; servidor ${exitCode === null ? 'vivo' : `terminado (${exitCode})`}`,
  );
  if (exitCode !== null) process.exitCode = 1;
} finally {
  if (exitCode === null) await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
  await onServer(`drop database if exists "${database}" with (force)`);
}
