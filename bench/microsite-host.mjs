#!/usr/bin/env node
// The host resolution's cost per request (limit: at most 1 ms). Writes 20 microsites into
// BENCH_DATABASE_URL's server (its own database, vitrina_bench_hosts; PGlite with BENCH_PGLITE=1), starts two bare
// Fastify servers answering the same tiny route, one with the host resolution, and asks both in turn over HTTP with
// keep-alive, the Host of each request cycling through the microsites' hosts (active and pending), the platform's
// and unknown ones. Reports p50/p95 of both servers, their difference, and the hook's own time. The cache is cold at
// the start (one lookup per host); the TTL of 10 s outlives the run, as it does between a host's requests in use.
// node bench/microsite-host.mjs [seconds]
import { mkdirSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { join } from 'node:path';
import { bundleForBench, root } from './lib.mjs';
import { cache, ensureDatabase, fmt, load, summary } from './search-lib.mjs';

const seconds = Number(process.argv[2] ?? 3);
const count = 20;
const dataDir = join(cache, 'hosts');
mkdirSync(dataDir, { recursive: true });
const databaseUrl = process.env.BENCH_PGLITE
  ? undefined
  : (() => {
      const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrina_bench');
      url.pathname = '/vitrina_bench_hosts';
      return url.toString();
    })();
if (databaseUrl) await ensureDatabase(databaseUrl);
const { openHostBench, benchHost } = await import(
  await bundleForBench('bench/microsite-host-app.mjs', 'microsite-host-app.mjs')
);
const bench = await openHostBench({ databaseUrl, dataDir, migrationsFolder: join(root, 'apps/api/drizzle'), count });

const hosts = [
  ...Array.from({ length: count }, (_, index) => benchHost(index)),
  'vitrina.bench',
  'otro.ejemplo.com',
  'SITIO-1.vitrina.bench:8443',
];
const bareUrl = await bench.bare.listen({ port: 0, host: '127.0.0.1' });
const hookedUrl = await bench.hooked.listen({ port: 0, host: '127.0.0.1' });
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function get(base, host) {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, path: '/api/ping', agent, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(res.statusCode)));
    });
    req.on('error', reject);
    req.end();
  });
}

try {
  console.log(`load before: ${load()} | ${count} microsites, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
  const bare = [];
  const hooked = [];
  // Warm-up: the servers' first requests and one round of hosts (the cache's cold lookups, reported apart).
  for (let i = 0; i < 200; i += 1) await get(bareUrl, hosts[i % hosts.length]);
  const cold = [];
  for (const host of hosts) cold.push(await get(hookedUrl, host));
  bench.hookTimes.length = 0;
  const until = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < until; i += 1) {
    const host = hosts[i % hosts.length];
    // In turn, so both share the machine's moments.
    bare.push(await get(bareUrl, host));
    hooked.push(await get(hookedUrl, host));
  }
  const a = summary(bare);
  const b = summary(hooked);
  const hook = summary(bench.hookTimes);
  const us = (ms) => `${(ms * 1000).toFixed(1).padStart(6)} µs`;
  console.log(`without the hook  p50 ${fmt(a.p50)} p95 ${fmt(a.p95)} (${a.n} requests)`);
  console.log(`with the hook     p50 ${fmt(b.p50)} p95 ${fmt(b.p95)} (${b.n} requests)`);
  console.log(
    `difference        p50 ${((b.p50 - a.p50) * 1000).toFixed(0)} µs, p95 ${((b.p95 - a.p95) * 1000).toFixed(0)} µs`,
  );
  console.log(`the hook itself   p50 ${us(hook.p50)} p95 ${us(hook.p95)} p99 ${us(hook.p99)}`);
  console.log(`a cold host (one lookup) p50 ${fmt(summary(cold).p50)} p95 ${fmt(summary(cold).p95)}`);
  const met = b.p95 - a.p95 <= 1 && hook.p95 <= 1;
  console.log(`limit: at most 1 ms a request: ${met ? 'met' : 'MISSED'} | load after: ${load()}`);
} finally {
  agent.destroy();
  await bench.close();
}
