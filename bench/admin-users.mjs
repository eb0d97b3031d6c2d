#!/usr/bin/env node
// The admin's list of users on PostgreSQL with 100,000 users (target: a page with a search term answers in
// p95 <= 50 ms). Tops up the users of BENCH_DATABASE_URL (the search benches' database; no listings needed) to
// 100,000 with names and addresses drawn from Argentine first and last names, makes one of them an administrator,
// starts the API server bundled from the current sources, and asks for pages: the first page without a term, and
// pages with terms of a name, a last name, a part of an address, and a term nobody matches (the slowest: every row
// is read). Each request is followed by the bare SQL of the same page: every statement the service sent, replayed
// through `pg` alone.
// node bench/admin-users.mjs [requests per shape]
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

const rounds = Number(process.argv[2] ?? 100);
const usersTarget = 100_000;
const port = 3923;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? defaultDatabaseUrl;
const dataDir = join(cache, 'data');
const adminEmail = 'admin.medicion@vitrina.bench';

await ensureDatabase(databaseUrl);
// The search benches' seed (the demo users and listings): the migrations run, and the users table has its shape.
const { bench, tokenOf } = await openSeeded({ databaseUrl, dataDir, target: 0 });
const { recordUserPage } = await import(await bundleForBench('bench/admin-app.mjs', 'admin-app.mjs'));
const sql = new pg.Pool({ connectionString: databaseUrl, max: 4 });

const first = [
  'Valentina',
  'Martín',
  'Lucía',
  'Santiago',
  'Camila',
  'Matías',
  'Sofía',
  'Joaquín',
  'Florencia',
  'Agustina',
  'Nicolás',
  'Julieta',
  'Tomás',
  'Micaela',
  'Facundo',
  'Carolina',
  'Gonzalo',
  'Paula',
  'Lautaro',
  'Rocío',
];
const last = [
  'Gómez',
  'Fernández',
  'Rodríguez',
  'López',
  'Martínez',
  'González',
  'Pérez',
  'Romero',
  'Díaz',
  'Sosa',
  'Álvarez',
  'Torres',
  'Ruiz',
  'Ramírez',
  'Flores',
  'Benítez',
  'Acosta',
  'Medina',
  'Herrera',
  'Suárez',
];

async function prepare() {
  const { rows } = await sql.query('select count(*)::int as n from users');
  const missing = usersTarget - rows[0].n;
  if (missing > 0) {
    const started = performance.now();
    await sql.query(
      `insert into users (name, email, email_verified_at, contact_types, created_at, updated_at)
       select f || ' ' || l, lower(translate(f || '.' || l, 'áéíóúÁÉÍÓÚ', 'aeiouAEIOU')) || '.' || i || '@correo' ||
         (i % 7) || '.com.ar', case when i % 5 = 0 then null else now() end, '{email}',
         now() - (i % 900) * interval '1 day' - (i % 86400) * interval '1 second', now()
       from generate_series(1, $1) as i,
         lateral (select ($2::text[])[1 + i % 20] as f, ($3::text[])[1 + (i / 20) % 20] as l) as n`,
      [missing, first, last],
    );
    await sql.query('vacuum analyze users');
    console.log(
      `users: ${missing.toLocaleString('es-AR')} added in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } else console.log(`users: reused, ${rows[0].n.toLocaleString('es-AR')}`);
  await sql.query(
    `insert into users (name, email, email_verified_at, contact_types, permissions)
     values ('Administradora de la medición', $1, now(), '{email}', '{users,groups,microsites,searches}')
     on conflict (email) do nothing`,
    [adminEmail],
  );
  const admin = await sql.query('select id from users where email = $1', [adminEmail]);
  return Number(admin.rows[0].id);
}

async function replay(statements) {
  const started = performance.now();
  for (const statement of statements) await sql.query(statement);
  return performance.now() - started;
}

const adminId = await prepare();
const token = await tokenOf(bench.db, adminId);
const server = await startApiServer({ databaseUrl, port });
const call = apiClient(port);
const shapes = {
  'sin término': {},
  'un nombre': { search: 'julieta' },
  'un apellido': { search: 'benítez' },
  'parte de un email': { search: 'correo3' },
  'sin resultados': { search: 'zzzzqx' },
};
try {
  console.log(`load before: ${load()}`);
  for (const [name, query] of Object.entries(shapes)) {
    const api = [];
    const bare = [];
    for (let i = 0; i < rounds + 3; i += 1) {
      const page = 1 + (i % 3);
      const params = new URLSearchParams({ ...query, page: String(page) });
      const answer = await call('GET', `/admin/user?${params}`, token);
      if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
      const { statements } = await recordUserPage(sql, { query: { ...query, page: String(page) }, dataDir });
      const took = await replay(statements);
      if (i < 3) continue;
      api.push(answer.ms);
      bare.push(took);
    }
    const a = summary(api);
    const b = summary(bare);
    console.log(
      `${name.padEnd(18)} API p50 ${fmt(a.p50)} p95 ${fmt(a.p95)} | bare SQL p50 ${fmt(b.p50)} p95 ${fmt(b.p95)} | ` +
        `${(a.p95 / b.p95).toFixed(2)}× | target p95 <= 50 ms: ${a.p95 <= 50 ? 'met' : 'MISSED'}`,
    );
  }
  console.log(`load after: ${load()}`);
} finally {
  await server.stop();
  await sql.end();
  await bench.close();
}
