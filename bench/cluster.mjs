#!/usr/bin/env node
// Vitrina beyond one machine, under load and faults: PostgreSQL, Redis, an S3-compatible store (s3rver),
// two API instances and one worker from apps/api/dist, and Debian's nginx in front. N clients (default 100) sign in
// with emailed codes, publish listings with photos, start searches and decide on cards through nginx for S seconds
// (default 60) while one instance is killed (SIGKILL) and started again and the worker is restarted. Prints the
// requests, errors and p50/p95/p99 per kind beside the bare statements, then checks that everything acknowledged is
// stored once, every photo reads through both instances, no object is orphaned, no job is left claimed and a client's
// own X-Forwarded-Host does not choose the site.
//
//   node bench/cluster.mjs [seconds=60] [clients=100]
//   (BENCH_DATABASE_URL: the PostgreSQL server, default postgres://postgres@127.0.0.1:5432/postgres; BENCH_REDIS_URL:
//   default redis://127.0.0.1:6379. Run `npm run build -w apps/api` first.)
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import webpush from 'web-push';
import { bareFigures, printBare } from './cluster/bare.mjs';
import * as checks from './cluster/checks.mjs';
import { createClient, createStats } from './cluster/client.mjs';
import { injectFaults } from './cluster/faults.mjs';
import { makePhotos, runClient } from './cluster/load.mjs';
import { startMailbox } from './cluster/mail.mjs';
import { nginxMissing, startNginx } from './cluster/nginx.mjs';
import { noOrphans } from './cluster/orphans.mjs';
import { loggedErrors, sleep, stopAll, stopChild, waitReady } from './cluster/processes.mjs';
import { printErrors, printSummary, summarize } from './cluster/report.mjs';
import { probeIdempotency, seed } from './cluster/seed.mjs';
import * as services from './cluster/services.mjs';

const seconds = Number(process.argv[2] ?? 60);
const clients = Math.min(Number(process.argv[3] ?? 100), 250);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const missing = nginxMissing();
if (missing) {
  console.error(missing);
  process.exit(1);
}
if (!existsSync(join(services.dist, 'server.js')) || !existsSync(join(services.dist, 'worker.js'))) {
  console.error('Falta el build del API (apps/api/dist): corré `npm run build -w apps/api` primero.');
  process.exit(1);
}

// BENCH_CLUSTER_STORAGE=local runs both instances on one shared uploads folder instead (no S3 needed).
const withS3 = process.env.BENCH_CLUSTER_STORAGE !== 'local' && services.builtWithS3();
const tag = randomBytes(4).toString('hex');
const runDir = mkdtempSync(join(tmpdir(), 'vitrina-cluster-'));
const held = { mailbox: null, database: null, sql: null, agents: [] };
let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    for (const agent of held.agents) agent.close();
    await held.mailbox?.close().catch(() => {});
    await held.sql?.end().catch(() => {});
    await stopAll();
    if (process.env.BENCH_KEEP) console.log(`kept: database ${held.database?.url}, folder ${runDir}`);
    else await held.database?.drop().catch((error) => console.error(`no se pudo borrar la base: ${error.message}`));
    if (!process.env.BENCH_KEEP) rmSync(runDir, { recursive: true, force: true });
  })();
  return cleaning;
}
/** A check that could not be made is a failed one, and the others still run. */
const failed = (name, checking) =>
  checking.catch((error) => checks.check(name, false, `no se pudo comprobar: ${error.message}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().finally(() => process.exit(130)));

console.log(
  `${clients} clients, ${seconds} s, ${cpus().length} cores, load ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}; ` +
    `storage ${withS3 ? 's3rver' : 'local (one shared folder: this build has no S3 storage)'}, ` +
    'Idempotency-Key sent on every listing creation',
);
console.log(
  `Redis ${redisUrl}: nothing is flushed; each run's clients use loopback addresses of their own for its rate limits`,
);

try {
  held.mailbox = await startMailbox();
  held.database = await services.createDatabase(serverUrl, `vitrina_cluster_${tag}`);
  const s3 = withS3 ? await services.startS3({ runDir, bucket: `vitrina-cluster-${tag}` }) : null;
  const sharedDataDir = s3 ? null : join(runDir, 'data-shared');
  const nginxPort = await services.freePort();
  const env = services.sharedEnv({
    databaseUrl: held.database.url,
    redisUrl,
    smtpUrl: held.mailbox.url,
    publicUrl: `http://127.0.0.1:${nginxPort}`,
    s3Env: s3?.env,
    vapid: webpush.generateVAPIDKeys(),
    runDir,
  });
  const apis = [];
  let readyPath = '/api/health';
  for (const name of ['api-1', 'api-2']) {
    const port = await services.freePort();
    const start = () => services.startApi({ name, port, env, runDir, dataDir: sharedDataDir });
    apis.push({ name, port, start, started: start() });
    // The first one migrates the new database; the second starts once it has.
    await waitReady(`http://127.0.0.1:${port}/api/health`, { started: apis.at(-1).started, timeoutMs: 120_000 });
    if (name === 'api-1') readyPath = await services.readinessPath(port);
    await waitReady(`http://127.0.0.1:${port}${readyPath}`, { started: apis.at(-1).started });
  }
  const startWorker = () => services.startWorker({ name: 'worker', env, runDir, dataDir: sharedDataDir });
  const worker = { start: startWorker, started: startWorker() };
  const nginx = startNginx({ runDir, port: nginxPort, upstreams: apis.map((api) => `127.0.0.1:${api.port}`) });
  await waitReady(`http://127.0.0.1:${nginxPort}/api/health`, { started: nginx });
  held.sql = new pg.Pool({ connectionString: held.database.url, max: 4 });
  held.sql.on('error', () => {});
  const sql = held.sql;

  const seedStats = createStats(performance.now());
  const seedClient = createClient({ host: '127.0.0.1', port: nginxPort, stats: seedStats, maxSockets: 8 });
  held.agents.push(seedClient);
  const started = performance.now();
  const people = await seed({ client: seedClient, sql, tag, clients, listings: 3000 });
  const photos = await makePhotos(40);
  const idempotent = await probeIdempotency(seedClient, people[0][0].token);
  console.log(
    `the API ${idempotent ? 'honours' : 'IGNORES'} Idempotency-Key on listing creation; readiness at ${readyPath}`,
  );
  console.log(
    `seed: ${clients * people[0].length} accounts, 3.000 listings, 40 photos in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // Each client its own loopback address, different in every run (the rate limits in Redis outlive a run).
  const [a, b] = [1 + Math.floor(Math.random() * 250), Math.floor(Math.random() * 256)];
  const stats = createStats(performance.now());
  const loadStartedAt = Date.now();
  const acknowledged = { decisions: [], listings: [], attemptedTitles: [], signIns: 0, signInsAgain: 0 };
  const run = { mailbox: held.mailbox, photos, stats, acknowledged, tag };
  const deadline = stats.origin + seconds * 1000;
  console.log('faults:');
  const loadClients = people.map((accounts, index) => {
    const client = createClient({
      host: '127.0.0.1',
      port: nginxPort,
      localAddress: `127.${a}.${b}.${index + 1}`,
      stats,
    });
    held.agents.push(client);
    return runClient({ index, client, people: accounts, run, deadline });
  });
  const cluster = { apis, worker, readyPath, sql };
  const [faults] = await Promise.all([injectFaults({ stats, seconds, cluster }), ...loadClients]);
  const loadSeconds = stats.now() / 1000;

  const summary = summarize(stats, { seconds: loadSeconds, windows: faults.windows });
  printSummary(summary, { seconds: loadSeconds, clients });
  console.log(
    `acknowledged: ${acknowledged.signIns} sign-ins (${acknowledged.signInsAgain} asked a new code after a retry), ` +
      `${acknowledged.listings.length} listings, ${acknowledged.decisions.length} decisions; mails captured ${held.mailbox.received}`,
  );
  printErrors(stats);

  // Let the worker finish what is due, then stop it: nothing may stay claimed or pending.
  const drainFrom = new Date();
  for (let waited = 0; waited < 30_000 && (await checks.stuckJobs(sql, new Date())).n > 0; waited += 250)
    await sleep(250);
  const stuck = await checks.stuckJobs(sql, new Date(Date.now() - 5000));
  // Before the photos are read: the sweep must not have taken any object a row points at.
  const store = { s3Env: s3?.env, uploadsDir: sharedDataDir && join(sharedDataDir, 'uploads') };
  const orphans = await failed('ningún objeto huérfano', noOrphans(sql, store, loadStartedAt, acknowledged.listings));
  await stopChild(worker.started, { graceMs: 20_000 });
  const claimedAtEnd = await checks.claimedJobs(sql);
  const jobs = await checks.jobCounts(sql);
  const ports = apis.map((api) => api.port);
  const results = [
    checks.check(
      'ningún error final tras los reintentos',
      summary.total.finalErrors === 0,
      `${summary.total.finalErrors} errores finales`,
    ),
    checks.check(
      'errores de primer intento sólo en la ventana de la instancia matada',
      summary.total.firstErrorsOutside === 0,
      `${summary.total.firstErrors} errores de primer intento, ${summary.total.firstErrorsOutside} fuera de ${faults.windows
        .map((w) => `${(w.from / 1000).toFixed(1)}–${(w.to / 1000).toFixed(1)} s`)
        .join(', ')}`,
    ),
    await failed('decisiones guardadas', checks.decisionsStoredOnce(sql, acknowledged.decisions)),
    await failed('publicaciones guardadas', checks.listingsStoredOnce(sql, acknowledged)),
    await failed('fotos legibles', checks.imagesReadable(sql, ports)),
    await failed('el host lo elige nginx', checks.hostChosenByProxy(sql, { port: nginxPort, tag })),
    orphans,
    checks.check(
      'el worker detenido no deja trabajos tomados',
      faults.claimedAfterStop === 0 && claimedAtEnd === 0,
      `${faults.claimedAfterStop} tomados al detener el worker durante la carga (salió con ${faults.workerExit}), ${claimedAtEnd} al final`,
    ),
    checks.check(
      'ningún trabajo trabado tras los reinicios',
      stuck.n === 0,
      `${stuck.n} pendientes vencidos hace más de 5 s${stuck.types ? ` (${stuck.types})` : ''}; trabajos: ${jobs.total}, ` +
        `${jobs.done} hechos, ${jobs.failed} fallidos, ${jobs.retried} con más de un intento; desde ${drainFrom.toISOString()}`,
    ),
  ];

  const connections = 20;
  const bareSeconds = Math.min(10, Math.max(5, Math.round(seconds / 6)));
  const pairs = [...new Map(acknowledged.decisions.map((d) => [`${d.uuid}|${d.email}`, d])).values()];
  try {
    const bare = await bareFigures({
      databaseUrl: held.database.url,
      runDir,
      pairs,
      clients,
      seconds: bareSeconds,
      connections,
    });
    printBare(bare, summary, { clients, seconds: bareSeconds, connections });
  } catch (error) {
    console.log(`\nbare: not measured (${error.message})`);
  }

  for (const logged of loggedErrors(runDir, ['api-1', 'api-2', 'worker', 'nginx', 's3rver'])) {
    if (logged.count) console.log(`${logged.name} logged ${logged.count} errors; the first: ${logged.first}`);
  }
  console.log('\nchecks:');
  for (const result of results) console.log(`${result.ok ? 'ok    ' : 'FAILED'}  ${result.name}: ${result.detail}`);
  if (results.some((result) => !result.ok)) process.exitCode = 1;
} catch (error) {
  console.error(error.stack ?? error.message);
  process.exitCode = 1;
} finally {
  await cleanup();
}
process.exit();
