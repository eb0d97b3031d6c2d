#!/usr/bin/env node
// A listing's free visit slots on PostgreSQL (target: GET /publication/{id}/visit-slot for 14 days answers
// in p95 <= 20 ms with 2,000 agents holding 50 open visits each). Creates (or reuses) its own database, migrated by
// the current sources, tops it up to 2,000 agents with weekday hours (09:00–13:00 and 15:00–19:00, 30-minute visits),
// one listing each and 50 requested or confirmed visits each over the next weeks (100,000 visits), starts the API
// server bundled from the current sources and asks for random agents' listings' slots. Each request is followed by
// the bare SQL of the same work (the listing, its agent's hours and open visits in the window, one statement as the
// API sends it), through `pg` alone.
// node bench/visit-slots.mjs [requests]
import { join } from 'node:path';
import pg from 'pg';
import { apiClient, cache, ensureDatabase, fmt, load, openSeeded, startApiServer, summary } from './search-lib.mjs';

const rounds = Number(process.argv[2] ?? 300);
const agentsTarget = 2_000;
const visitsEach = 50;
const port = 3938;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrina_bench_visits';
const dataDir = join(cache, 'visits-data');

await ensureDatabase(databaseUrl);
const { bench } = await openSeeded({ databaseUrl, dataDir, target: 0 });
const sql = new pg.Pool({ connectionString: databaseUrl, max: 4 });

const weekly = JSON.stringify(
  [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, from: '09:00', to: '13:00' },
    { weekday, from: '15:00', to: '19:00' },
  ]),
);

async function prepare() {
  const { rows } = await sql.query(`select count(*)::int as n from users where email like 'agente.%@visitas.bench'`);
  const missing = agentsTarget - rows[0].n;
  if (missing > 0) {
    const started = performance.now();
    await sql.query(
      `insert into users (name, email, email_verified_at, contact_types)
       select 'Agente ' || i, 'agente.' || i || '@visitas.bench', now(), '{email}'
       from generate_series($1::int + 1, $1::int + $2::int) as i`,
      [rows[0].n, missing],
    );
    await sql.query(
      `insert into visit_availability (user_id, weekly, slot_minutes, notice_hours)
       select id, $1::jsonb, 30, 2 from users where email like 'agente.%@visitas.bench'
       on conflict (user_id) do nothing`,
      [weekly],
    );
    await sql.query(
      `insert into publications (user_id, title, type, category, operation)
       select u.id, 'Departamento de ' || u.name, 'property', 'departamento', 'venta' from users u
       where u.email like 'agente.%@visitas.bench'
         and not exists (select 1 from publications p where p.user_id = u.id)`,
    );
    await sql.query(
      `insert into users (name, email, email_verified_at) values ('Cliente de la medición', 'cliente@visitas.bench', now())
       on conflict (email) do nothing`,
    );
    // 50 visits per agent, 30 minutes each, on the half hours of their weekday hours, from tomorrow on.
    await sql.query(
      `insert into visits (publication_id, agent_id, client_id, status, starts_at, ends_at)
       select p.id, p.user_id, c.id, case when k % 2 = 0 then 'confirmed' else 'requested' end,
         slot, slot + interval '30 minutes'
       from publications p
       join users u on u.id = p.user_id and u.email like 'agente.%@visitas.bench'
       cross join (select id from users where email = 'cliente@visitas.bench') c
       cross join lateral (
         select row_number() over () as k, s as slot from (
           select s from generate_series(date_trunc('day', now()) + interval '1 day 12 hours',
                                         date_trunc('day', now()) + interval '30 days', interval '30 minutes') s
           where extract(isodow from s - interval '3 hours') between 1 and 5
             and ((s - interval '3 hours')::time >= '09:00' and (s - interval '3 hours')::time < '13:00'
               or (s - interval '3 hours')::time >= '15:00' and (s - interval '3 hours')::time < '19:00')
             and (extract(epoch from s)::bigint / 1800 + p.id) % 3 = 0
           order by s limit ${visitsEach}
         ) t
       ) v
       where not exists (select 1 from visits x where x.agent_id = p.user_id)`,
    );
    await sql.query('vacuum analyze users, publications, visits, visit_availability');
    console.log(`agents and visits: added in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } else console.log('agents and visits: reused');
  const counts = await sql.query(
    `select (select count(*)::int from visits) as visits, (select count(distinct agent_id)::int from visits) as agents`,
  );
  console.log(`visits: ${counts.rows[0].visits.toLocaleString('es-AR')} of ${counts.rows[0].agents} agents`);
  const listings = await sql.query(
    `select p.id, p.user_id from publications p join users u on u.id = p.user_id
     where u.email like 'agente.%@visitas.bench'`,
  );
  return listings.rows.map((row) => ({ id: Number(row.id), agentId: Number(row.user_id) }));
}

/** The bare SQL of the same work, in the one statement the API sends: the listing, its agent's hours and open visits. */
async function bare(listingId) {
  const started = performance.now();
  await sql.query(
    `select p.id, p.user_id, p.public, p.visits, a.weekly, a.slot_minutes, a.notice_hours, a.days_off,
       (select json_agg(json_build_array(v.starts_at, v.ends_at)) from visits v where v.agent_id = p.user_id
          and v.starts_at > now() - interval '1 hour' and v.starts_at < now() + interval '14 days'
          and v.ends_at > now() and v.status in ('requested', 'confirmed')) as busy
     from publications p left join visit_availability a on a.user_id = p.user_id where p.id = $1`,
    [listingId],
  );
  return performance.now() - started;
}

const listings = await prepare();
const server = await startApiServer({ databaseUrl, port });
const call = apiClient(port);
try {
  console.log(`load before: ${load()}`);
  const api = [];
  const sqlTimes = [];
  let slots = 0;
  for (let i = 0; i < rounds + 10; i += 1) {
    const listing = listings[Math.floor(Math.random() * listings.length)];
    const answer = await call('GET', `/publication/${listing.id}/visit-slot?days=14`);
    if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
    const took = await bare(listing.id);
    if (i < 10) continue;
    slots += answer.body.data.length;
    api.push(answer.ms);
    sqlTimes.push(took);
  }
  const a = summary(api);
  const b = summary(sqlTimes);
  console.log(
    `slots of 14 days (${Math.round(slots / rounds)} free on average) API p50 ${fmt(a.p50)} p95 ${fmt(a.p95)} | ` +
      `bare SQL p50 ${fmt(b.p50)} p95 ${fmt(b.p95)} | target p95 <= 20 ms: ${a.p95 <= 20 ? 'met' : 'MISSED'}`,
  );
  console.log(`load after: ${load()}`);
} finally {
  await server.stop();
  await sql.end();
  await bench.close();
}
