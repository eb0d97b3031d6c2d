#!/usr/bin/env node
// The group portfolio on PostgreSQL with a million listings (target: p95 at most 20 ms for a page). Seeds the
// database BENCH_DATABASE_URL (default vitrina_bench on the local server, created when missing, reused once it
// holds the listings), then requests the portfolio through the real app (app.inject: routing, auth, validation,
// queries, serialization) as members of the demo groups, and prints p50/p95/p99 per request shape.
// node bench/portfolio.mjs [listings] [requests per shape]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { bundleForBench, percentile, root } from './lib.mjs';

const target = Number(process.argv[2] ?? 1_000_000);
const runs = Number(process.argv[3] ?? 200);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrina_bench';
const cache = join(root, 'node_modules/.cache/vitrina-bench');

async function ensureDatabase(url) {
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

await ensureDatabase(databaseUrl);
const { openBench } = await import(await bundleForBench('bench/portfolio-app.mjs', 'portfolio-app.mjs'));
const dataDir = join(cache, 'data');
mkdirSync(dataDir, { recursive: true });
const bench = await openBench({ databaseUrl, dataDir, migrationsFolder: join(root, 'apps/api/drizzle') });

try {
  const before = await bench.count();
  if (before >= target) {
    console.log(`seed: reused, the database already holds ${before.toLocaleString('es-AR')} listings`);
  } else {
    const started = performance.now();
    let shown = 0;
    await bench.seed(target, (done) => {
      if (done - shown < target / 10 && done < target) return;
      shown = done;
      console.log(`  ${done.toLocaleString('es-AR')} listings, ${Math.round((performance.now() - started) / 1000)} s`);
    });
    console.log(
      `seed: ${(target - before).toLocaleString('es-AR')} listings in ${((performance.now() - started) / 1000).toFixed(1)} s (target <= 600 s)`,
    );
  }

  const app = await bench.app();
  const ids = await bench.groupIds(['Inmobiliaria Palermo Norte', 'Showroom Villa Crespo', 'Tasaciones Zona Norte']);
  const mariana = await bench.headersOf('Mariana Sosa');
  const sofia = await bench.headersOf('Sofía Pérez');
  const palermo = `/api/account/group/${ids['Inmobiliaria Palermo Norte']}/publication`;
  const showroom = `/api/account/group/${ids['Showroom Villa Crespo']}/publication`;
  const zonaNorte = `/api/account/group/${ids['Tasaciones Zona Norte']}/publication`;
  // [label, url, headers, whether the 20 ms target applies]
  const shapes = [
    ['all listings, page 1', palermo, mariana, true],
    ['all listings, page 2', `${palermo}?page=2`, mariana, true],
    ['all listings, page 10', `${palermo}?page=10`, mariana, true],
    ['all listings, page 50', `${palermo}?page=50`, mariana, true],
    ['all listings, oldest first', `${palermo}?orderMethod=asc`, mariana, true],
    ['all listings, departamento', `${palermo}?category=departamento`, mariana, true],
    ['all listings, cochera, page 5', `${palermo}?category=cochera&page=5`, mariana, true],
    ['all listings, last day', `${palermo}?time=day`, mariana, true],
    ['all listings, last week, casa', `${palermo}?time=week&category=casa`, mariana, true],
    ['categories (all listings)', `${palermo}/categories`, mariana, true],
    ['public only, page 1', showroom, mariana, true],
    ['public only, page 10', `${showroom}?page=10`, mariana, true],
    ['public only, remeras, last week', `${showroom}?category=remeras&time=week`, mariana, true],
    ['private only, page 1', zonaNorte, sofia, true],
    ['private only, casa', `${zonaNorte}?category=casa`, sofia, true],
    ['search "saavedra" (rare)', `${palermo}?search=saavedra`, mariana, false],
    ['search "balcón" (common), page 3', `${palermo}?search=${encodeURIComponent('balcón')}&page=3`, mariana, false],
    ['search "jean", public only', `${showroom}?search=jean`, mariana, false],
  ];

  const fmt = (ms) => `${ms.toFixed(1).padStart(6)} ms`;
  console.log(`\n${runs} sequential requests per shape after 10 warm-up ones; total = listings matching`);
  console.log(`${'shape'.padEnd(36)} ${'total'.padStart(8)}    p50        p95        p99`);
  let missed = false;
  for (const [label, url, headers, targeted] of shapes) {
    const request = () => app.inject({ method: 'GET', url, headers });
    let last;
    for (let i = 0; i < 10; i++) last = await request();
    if (last.statusCode !== 200) throw new Error(`${label}: ${last.statusCode} ${last.body}`);
    const times = [];
    for (let i = 0; i < (targeted ? runs : Math.max(10, Math.round(runs / 10))); i++) {
      const started = performance.now();
      await request();
      times.push(performance.now() - started);
    }
    const body = last.json();
    const total = Array.isArray(body) ? body.reduce((sum, item) => sum + item.count, 0) : body.total;
    const p95 = percentile(times, 95);
    if (targeted && p95 > 20) missed = true;
    console.log(
      `${label.padEnd(36)} ${String(total).padStart(8)} ${fmt(percentile(times, 50))} ${fmt(p95)} ${fmt(percentile(times, 99))}${targeted ? '' : '   (no target)'}`,
    );
  }
  console.log(`\npages and categories: p95 target <= 20 ms${missed ? ' — MISSED' : ' — met'}`);
  if (missed) process.exitCode = 1;
  await app.close();
} finally {
  await bench.close();
}
