#!/usr/bin/env node
// Search alerts after a sync, on PostgreSQL with a million listings (target: 10,000 alerts checked in at most 30 s
// of worker time after a 1,000-listing sync). Seeds BENCH_DATABASE_URL as bench/portfolio.mjs does (reused once it
// holds the listings), then:
// 1. 2,000 people with 10,000 searches of varied filters (flats, houses, PHs, offices… to buy or rent, with price
//    ceilings, rooms, a neighbourhood or a drawn area; garments by category, gender, size or brand; a tenth in one
//    store's listings), each with its alert on, last checked two minutes ago;
// 2. a sync's 1,000 new listings (copies of random existing ones, listed now, by one seller);
// 3. the check as the worker runs it (search-alerts.job.ts: the alerts, each search's rule, the statements, the
//    windows moved on), timed twice from the same state, beside the same statements through `pg` alone;
// 4. the push that follows (one notify() per alert with news), timed apart.
// Empties its own searches, listings and notifications at the start and the end.
// node bench/search-alerts.mjs [listings] [alerts] [new listings] [--keep]
import { join } from 'node:path';
import pg from 'pg';
import { bundleForBench } from './lib.mjs';
import { cache, cores, defaultDatabaseUrl, ensureDatabase, load, openSeeded } from './search-lib.mjs';

const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
/** `--keep` leaves the run's searches, alerts and listings in place, to EXPLAIN its statements afterwards. */
const keep = process.argv.includes('--keep');
const target = Number(args[0] ?? 1_000_000);
const alertCount = Number(args[1] ?? 10_000);
const newCount = Number(args[2] ?? 1000);
const peopleCount = Math.max(1, Math.round(alertCount / 5));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? defaultDatabaseUrl;
const title = 'Alerta de la medición';
const emailOf = (index) => `alertas-${index}@medicion.vitrina.bench`;
const sellerEmail = 'alertas-vendedor@medicion.vitrina.bench';

await ensureDatabase(databaseUrl);
const { bench } = await openSeeded({ databaseUrl, dataDir: join(cache, 'data'), target });
const app = await import(await bundleForBench('bench/search-alerts-app.mjs', 'search-alerts-app.mjs'));
const sql = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const query = async (text, values = []) => (await sql.query(text, values)).rows;

// A small seeded generator, so every run asks the same questions.
let state = 20_240_806;
/** mulberry32: 32-bit integer steps (a float LCG loses precision and cycles after a few hundred values). */
function random() {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;

const barrios = [
  ['Palermo', -34.5781, -58.4265],
  ['Belgrano', -34.5627, -58.4583],
  ['Recoleta', -34.5875, -58.3974],
  ['Caballito', -34.6189, -58.443],
  ['Villa Crespo', -34.599, -58.438],
  ['Almagro', -34.6094, -58.421],
  ['Villa Urquiza', -34.5733, -58.4871],
  ['Núñez', -34.5453, -58.463],
  ['Flores', -34.628, -58.4636],
  ['San Telmo', -34.6217, -58.3732],
];

function propertyFilter() {
  const category = pick([
    'departamento',
    'departamento',
    'departamento',
    'casa',
    'casa',
    'ph',
    'local',
    'oficina',
    'cochera',
    'terreno',
  ]);
  const operation = pick(['venta', 'venta', 'alquiler']);
  const filter = { type: 'property', category, operation };
  if (operation === 'venta') {
    filter.currency = 'USD';
    if (chance(0.7)) filter.amount = { max: pick([90_000, 120_000, 150_000, 200_000, 250_000, 350_000, 500_000]) };
  } else {
    filter.currency = 'ARS';
    if (chance(0.6)) filter.amount = { max: pick([400_000, 600_000, 800_000, 1_200_000]) };
  }
  const extras = {};
  if (['departamento', 'casa', 'ph'].includes(category) && chance(0.6)) extras.rooms = { total: pick([1, 2, 3, 4, 5]) };
  if (chance(0.2)) extras.areas = { covered: { min: pick([35, 50, 70, 100]) } };
  if (chance(0.15)) extras.parkings = 1;
  if (Object.keys(extras).length) filter.extras = extras;
  return filter;
}

function clothingFilter() {
  const filter = {
    type: 'clothing',
    category: pick(['remeras', 'pantalones', 'buzos', 'calzado', 'camisas', 'vestidos', 'camperas', 'accesorios']),
  };
  const extras = {};
  if (chance(0.5)) extras.gender = pick(['mujer', 'hombre', 'unisex']);
  if (chance(0.4)) extras.stock = { sizes: [pick(['S', 'M', 'L', 'XL', '38', '40', '42'])] };
  if (chance(0.3)) filter.amount = { max: pick([15_000, 25_000, 40_000, 60_000]) };
  if (Object.keys(extras).length) filter.extras = extras;
  return filter;
}

/** A search's filters and places: one to three filters, a neighbourhood for some property searches. */
function searchShape() {
  const property = chance(0.7);
  const filters = Array.from({ length: chance(0.6) ? 1 : chance(0.7) ? 2 : 3 }, () =>
    property ? propertyFilter() : clothingFilter(),
  );
  const places = [];
  if (property && chance(0.45)) {
    const [name, lat, lng] = pick(barrios);
    places.push({
      reference: `bench:${name}`,
      name,
      description: `${name}, CABA`,
      kind: 'barrio',
      lat,
      lng,
      radius_km: 1.5,
    });
  } else if (property && chance(0.15)) {
    const [, lat, lng] = pick(barrios);
    for (const filter of filters)
      filter.area = { south: lat - 0.02, west: lng - 0.025, north: lat + 0.02, east: lng + 0.025 };
  }
  return { filters, places };
}

async function cleanUp() {
  const [seller] = await query('select id from users where email = $1', [sellerEmail]);
  await query('delete from searches where title = $1', [title]);
  await query(
    `delete from notifications where user_id in (select id from users where email like 'alertas-%@medicion.vitrina.bench')`,
  );
  await query(`delete from jobs where type = 'notifications.deliver' and key like 'notify:%:search-alert:%'`);
  if (seller) await query('delete from publications where user_id = $1', [seller.id]);
}

async function prepare() {
  const emails = [...Array.from({ length: peopleCount }, (_, index) => emailOf(index)), sellerEmail];
  await query(
    `insert into users (name, email, notification_types)
     select 'Persona de la medición ' || n, e, '{search_alert}'::text[] from unnest($1::text[]) with ordinality as t(e, n)
     on conflict do nothing`,
    [emails],
  );
  const people = (
    await query(
      `select id from users where email like 'alertas-%@medicion.vitrina.bench' and email <> $1 order by id`,
      [sellerEmail],
    )
  ).map((row) => Number(row.id));
  const [seller] = await query('select id from users where email = $1', [sellerEmail]);
  const stores = (
    await query('select user_id from publications where public group by user_id order by count(*) desc limit 20')
  ).map((row) => Number(row.user_id));
  const rows = Array.from({ length: alertCount }, (_, index) => {
    const { filters, places } = searchShape();
    return {
      owner: people[index % people.length],
      filters,
      places,
      scope_user_id: chance(0.1) ? pick(stores) : null,
    };
  });
  const ids = [];
  for (let index = 0; index < rows.length; index += 2000) {
    const batch = rows.slice(index, index + 2000);
    const inserted = await query(
      `insert into searches (uuid, title, user_id, scope_user_id, filters, "order", places)
       select gen_random_uuid(), $2, r.owner, r.scope_user_id, r.filters, 'relevance', r.places
       from json_to_recordset($1::json) as r(owner bigint, scope_user_id bigint, filters jsonb, places jsonb)
       returning id, user_id`,
      [JSON.stringify(batch), title],
    );
    ids.push(...inserted);
  }
  await query(
    `insert into search_participants (search_id, user_id, owner)
     select unnest($1::bigint[]), unnest($2::bigint[]), true`,
    [ids.map((row) => row.id), ids.map((row) => row.user_id)],
  );
  await query(
    `insert into search_alerts (search_id, user_id, created_at, checked_at)
     select unnest($1::bigint[]), unnest($2::bigint[]), now() - interval '1 day', now() - interval '2 minutes'`,
    [ids.map((row) => row.id), ids.map((row) => row.user_id)],
  );
  return Number(seller.id);
}

/** A sync's new listings: copies of random existing ones, listed now by the seller. */
async function syncListings(sellerId) {
  const columns = (
    await query(
      `select column_name from information_schema.columns
       where table_name = 'publications' and table_schema = current_schema()
         and is_identity = 'NO' and is_generated = 'NEVER'
         and column_name not in ('id', 'user_id', 'listed_at', 'created_at', 'updated_at', 'synchronizer_id', 'code')
       order by ordinal_position`,
    )
  ).map((row) => `"${row.column_name}"`);
  const list = columns.join(', ');
  await query(
    `insert into publications (user_id, listed_at, created_at, updated_at, ${list})
     select $1, now(), now(), now(), ${list} from publications tablesample system (1)
     where user_id <> $1 limit $2`,
    [sellerId, newCount],
  );
}

async function resetChecks() {
  await query('delete from search_alert_matches where search_id in (select id from searches where title = $1)', [
    title,
  ]);
  await query(
    `update search_alerts set checked_at = now() - interval '2 minutes', pushed_at = null
     where search_id in (select id from searches where title = $1)`,
    [title],
  );
}

const seconds = (ms) => `${(ms / 1000).toFixed(2).padStart(6)} s`;
const matchesCount = async () =>
  Number(
    (
      await query(
        'select count(*) from search_alert_matches where search_id in (select id from searches where title = $1)',
        [title],
      )
    )[0].count,
  );

try {
  console.log(
    `${target.toLocaleString('es-AR')} listings, ${alertCount.toLocaleString('es-AR')} alerts of ${people(peopleCount)}, ${newCount.toLocaleString('es-AR')} new listings, ${cores} cores`,
  );
  await cleanUp();
  let started = performance.now();
  const sellerId = await prepare();
  await syncListings(sellerId);
  console.log(`prepared in ${seconds(performance.now() - started)} | load ${load()}`);

  const runs = [];
  for (const round of [1, 2]) {
    await resetChecks();
    started = performance.now();
    await app.runCheck(bench.db);
    runs.push(performance.now() - started);
    console.log(
      `check ${round} (worker):  ${seconds(runs.at(-1))}  matches ${(await matchesCount()).toLocaleString('es-AR')} | load ${load()}`,
    );
  }

  await resetChecks();
  started = performance.now();
  const { statements, rules, advance } = await app.checkStatements(bench.db);
  console.log(`plan (alerts, searches, rules, SQL text): ${seconds(performance.now() - started)}`);
  started = performance.now();
  let bare = 0;
  for (const statement of statements) bare += Number((await sql.query(statement.text, statement.values)).rows[0].count);
  const bareMs = performance.now() - started;
  await advance();
  console.log(
    `bare statements (pg):  ${seconds(bareMs)}  matches ${bare.toLocaleString('es-AR')} | ${rules.toLocaleString('es-AR')} distinct rules in ${statements.length} statements | load ${load()}`,
  );

  // 15:00 in Buenos Aires today: outside the quiet hours whenever the bench runs.
  const afternoon = new Date();
  afternoon.setUTCHours(18, 0, 0, 0);
  started = performance.now();
  const pushed = await app.runPush(bench.db, afternoon);
  console.log(
    `push (one notify() per alert with news): ${seconds(performance.now() - started)}  ${pushed.toLocaleString('es-AR')} alerts told | load ${load()}`,
  );

  const best = Math.min(...runs);
  console.log(
    `worker time of the check: best ${seconds(best)} (target ≤ 30 s), ${(best / bareMs).toFixed(2)}× the bare statements`,
  );
  if (best > 30_000) process.exitCode = 1;
} finally {
  if (!keep) await cleanUp();
  await sql.end();
  await bench.close();
}

function people(count) {
  return `${count.toLocaleString('es-AR')} people`;
}
