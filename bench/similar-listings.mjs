#!/usr/bin/env node
// «Parecidas» on PostgreSQL (target: GET /publication/{id}/similar answers in p95 <= 30 ms at 1,000,000
// listings). Seeds `BENCH_DATABASE_URL` up to N listings as bench/portfolio.mjs does (reused once it holds them),
// starts the API server bundled from the current sources and asks, as a visitor, for the similar listings of random
// public listings: flats and houses (with a point), other properties and clothing, in turn. Each request is followed
// by the bare SQL of the same work: the statements the service ran for that listing (recorded once through the app's
// own code, bench/similar-listings-app.mjs), replayed one after another through `pg` alone.
// node bench/similar-listings.mjs [N] [requests]
import { join } from 'node:path';
import pg from 'pg';
import { bundleForBench } from './lib.mjs';
import {
  apiClient,
  cache,
  defaultDatabaseUrl,
  ensureDatabase,
  fmt,
  load,
  openSeeded,
  startApiServer,
  summary,
} from './search-lib.mjs';

const target = Number(process.argv[2] ?? 1_000_000);
const rounds = Number(process.argv[3] ?? 300);
const port = 3941;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? defaultDatabaseUrl;
const dataDir = join(cache, 'similar-data');

await ensureDatabase(databaseUrl);
const { bench } = await openSeeded({ databaseUrl, dataDir, target });
await bench.close();
const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
await sql.query('analyze publications');

/** Random public listings of each shape the service reads differently. */
async function sample(where, size) {
  const { rows } = await sql.query(
    `select id from publications tablesample system (2) where public and ${where} limit ${size}`,
  );
  return rows.map((row) => Number(row.id));
}
const shapes = {
  'flat or house with a point': await sample(
    `type = 'property' and category in ('departamento', 'casa') and lat is not null`,
    400,
  ),
  'other property': await sample(`type = 'property' and category not in ('departamento', 'casa')`, 400),
  clothing: await sample(`type = 'clothing'`, 400),
};

const { statementRecorder } = await import(
  await bundleForBench('bench/similar-listings-app.mjs', 'similar-listings-app.mjs')
);
const recorder = statementRecorder({ databaseUrl, dataDir });

/**
 * The bare SQL of one request: the statements it ran, replayed in order on one connection; then the time PostgreSQL
 * itself says they took (EXPLAIN ANALYZE's execution and planning), which a busy machine's scheduling touches least.
 */
async function bare(statements) {
  const client = await sql.connect();
  try {
    const started = performance.now();
    for (const statement of statements) await client.query(statement.text, statement.values);
    const took = performance.now() - started;
    let inside = 0;
    for (const statement of statements) {
      const { rows } = await client.query(`explain (analyze, format json) ${statement.text}`, statement.values);
      const [plan] = rows[0]['QUERY PLAN'];
      inside += plan['Execution Time'] + plan['Planning Time'];
    }
    return { took, inside };
  } finally {
    client.release();
  }
}

const server = await startApiServer({ databaseUrl, port });
const call = apiClient(port);
try {
  console.log(`load before: ${load()}`);
  const byShape = Object.fromEntries(
    Object.keys(shapes).map((shape) => [shape, { api: [], sql: [], inside: [], found: 0 }]),
  );
  const all = { api: [], sql: [], inside: [] };
  const names = Object.keys(shapes);
  for (let i = 0; i < rounds + 15; i += 1) {
    const shape = names[i % names.length];
    const ids = shapes[shape];
    const id = ids[Math.floor(Math.random() * ids.length)];
    const answer = await call('GET', `/publication/${id}/similar`);
    if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
    const { statements, count } = await recorder.statementsOf(id);
    if (count !== answer.body.data.length) throw new Error(`El servicio y la API no coinciden para ${id}`);
    const { took, inside } = await bare(statements);
    if (i < 15) continue;
    byShape[shape].api.push(answer.ms);
    byShape[shape].sql.push(took);
    byShape[shape].inside.push(inside);
    byShape[shape].found += count;
    all.api.push(answer.ms);
    all.sql.push(took);
    all.inside.push(inside);
  }
  for (const [shape, times] of [...Object.entries(byShape), ['all', all]]) {
    const a = summary(times.api);
    const b = summary(times.sql);
    const c = summary(times.inside);
    const found = times.found === undefined ? '' : ` (${(times.found / a.n).toFixed(1)} found on average)`;
    console.log(
      `${shape.padEnd(27)} n=${String(a.n).padStart(4)} API p50 ${fmt(a.p50)} p95 ${fmt(a.p95)} p99 ${fmt(a.p99)} | ` +
        `bare SQL p50 ${fmt(b.p50)} p95 ${fmt(b.p95)} | in PostgreSQL p50 ${fmt(c.p50)} p95 ${fmt(c.p95)}${found}`,
    );
  }
  const p95 = summary(all.api).p95;
  console.log(`target p95 <= 30 ms: ${p95 <= 30 ? 'met' : 'MISSED'}`);
  console.log(`load after: ${load()}`);
} finally {
  await server.stop();
  await recorder.close();
  await sql.end();
}
