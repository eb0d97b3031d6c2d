#!/usr/bin/env node
// A group's statistics over 365 days on PostgreSQL (target: POST /account/stat/general answers in p95 <=
// 150 ms for a group whose members hold 160,000 of 1,000,000 listings and 2,000,000 decisions). Seeds
// BENCH_DATABASE_URL as bench/portfolio.mjs does, starts the API server bundled from the current sources, and makes:
// - a group of the users with the most listings, enough of them to hold about 160,000 listings, its first member
//   its admin;
// - 400 searches in the group's scope made by its members over the last year, half of them shared with a client;
// - 2,000,000 decisions on the members' listings spread over the year (30% likes, 2% superlikes), written set-based
//   with the triggers off and then counted into the daily aggregate by the same statement the statistics migration
//   uses to fill it, and into the listings' counters.
// Then the admin asks for the 365-day report, and ranges of 30 days and a month, again and again: each request is
// followed by the bare SQL of the same work, every statement the report's service sent for it replayed through `pg`.
// node bench/stats-report.mjs [requests per range]
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

const rounds = Number(process.argv[2] ?? 60);
const target = 1_000_000;
const memberListings = 160_000;
const decisionsTarget = 2_000_000;
const searchesCount = 400;
const port = 3921;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? defaultDatabaseUrl;
const dataDir = join(cache, 'data');
const groupName = 'Grupo de la medición de estadísticas';

await ensureDatabase(databaseUrl);
const { bench, tokenOf } = await openSeeded({ databaseUrl, dataDir, target });
const { recordReport } = await import(await bundleForBench('bench/stats-app.mjs', 'stats-app.mjs'));
const sql = new pg.Pool({ connectionString: databaseUrl, max: 10 });

/** Argentina's day `back` days before today, as AAAA-MM-DD. */
function dayBefore(back) {
  const now = new Date(Date.now() - 3 * 3_600_000 - back * 86_400_000);
  return now.toISOString().slice(0, 10);
}

/** The group, its members, searches and decisions; reused when an earlier run left them. Answers the admin and group. */
async function prepare() {
  const existing = await sql.query('select id from groups where name = $1', [groupName]);
  if (existing.rowCount) {
    const groupId = Number(existing.rows[0].id);
    const admin = await sql.query('select user_id from group_users where group_id = $1 and admin', [groupId]);
    console.log('group: reused');
    return { groupId, adminId: Number(admin.rows[0].user_id) };
  }
  console.log('preparing the group, its searches and 2,000,000 decisions…');
  const started = performance.now();
  const { rows: owners } = await sql.query(
    'select user_id, count(*)::int as n from publications group by user_id order by n desc, user_id',
  );
  const members = [];
  let held = 0;
  for (const owner of owners) {
    if (held >= memberListings) break;
    members.push(Number(owner.user_id));
    held += owner.n;
  }
  const client = await sql.connect();
  try {
    await client.query('begin');
    const group = await client.query(
      'insert into groups (name, public, created_by) values ($1, null, $2) returning id',
      [groupName, members[0]],
    );
    const groupId = Number(group.rows[0].id);
    await client.query(
      `insert into group_users (group_id, user_id, admin, owner, creator)
       select $1, m, m = $2, m = $2, m = $2 from unnest($3::bigint[]) as m`,
      [groupId, members[0], members],
    );
    // Clients: users who are not members, one per shared search.
    const { rows: clients } = await client.query(
      'select id from users where id <> all($1::bigint[]) order by id limit $2',
      [members, searchesCount / 2],
    );
    await client.query(
      `insert into searches (uuid, title, user_id, group_id, filters, shareable, published_at, created_at, updated_at)
       select gen_random_uuid(), 'Búsqueda ' || i, ($2::bigint[])[1 + i % cardinality($2::bigint[])], $1,
         '[{"type":"property","category":"departamento"}]'::jsonb, i % 2 = 0,
         case when i % 5 = 0 then now() - (i % 365) * interval '1 day' end,
         now() - (i % 365) * interval '1 day' - interval '1 hour', now()
       from generate_series(0, $3 - 1) as i`,
      [groupId, members, searchesCount],
    );
    const { rows: made } = await client.query(
      'select id, user_id, shareable from searches where group_id = $1 order by id',
      [groupId],
    );
    await client.query(
      `insert into search_participants (search_id, user_id, owner, joined_at)
       select id, user_id, true, created_at from searches where group_id = $1`,
      [groupId],
    );
    const shared = made.filter((row) => row.shareable);
    await client.query(
      `insert into search_participants (search_id, user_id, owner, joined_at)
       select s, c, false, now() - (ord % 365) * interval '1 day'
       from unnest($1::bigint[], $2::bigint[]) with ordinality as x(s, c, ord)`,
      [shared.map((row) => row.id), shared.map((_, i) => clients[i % clients.length].id)],
    );
    // The members' listings, numbered; each search's deciders take a window of them: 5,000 decisions per search,
    // by its owner and, in a shared search, as many by its client on the next window. The decisions copy the listing's
    // title themselves: the triggers that would are off for the bulk insert (decision 018).
    await client.query(
      `create temporary table member_listings on commit drop as
       select row_number() over (order by id) - 1 as n, id, title from publications where user_id = any($1::bigint[])`,
      [members],
    );
    const { rows: counted } = await client.query('select count(*)::int as n from member_listings');
    const listings = counted[0].n;
    await client.query("set local session_replication_role = 'replica'");
    const perSearch = decisionsTarget / (searchesCount + shared.length);
    const deciders = made.flatMap((row) => {
      const owner = { search: row.id, user: row.user_id };
      if (!row.shareable) return [owner];
      const client = clients[shared.indexOf(row) % clients.length].id;
      return [owner, { search: row.id, user: client }];
    });
    await client.query(
      `insert into search_decisions (search_id, user_id, publication_id, "like", title, is_super, created_at, updated_at)
       select s, u, id, r < 0.3, title, r < 0.02, t, t
       from (select d.s, d.u, l.id, l.title, random() as r, now() - random() * interval '365 days' as t
             from unnest($1::bigint[], $2::bigint[]) with ordinality as d(s, u, k)
             cross join lateral generate_series(0, $3 - 1) as j
             join member_listings l on l.n = ((d.k * 7919 + j) % $4)) as drawn`,
      [deciders.map((d) => d.search), deciders.map((d) => d.user), Math.floor(perSearch), listings],
    );
    await client.query(`
      update publications p set decisions_count = c.decisions, like_count = c.likes
      from (select publication_id, count(*)::int as decisions, count(*) filter (where "like")::int as likes
            from search_decisions group by publication_id) c
      where p.id = c.publication_id`);
    await client.query(
      `insert into search_listing_likes (search_id, publication_id, likes, liked_at)
       select search_id, publication_id, count(*), max(created_at) from search_decisions
       where "like" and search_id in (select id from searches where group_id = $1)
       group by search_id, publication_id`,
      [groupId],
    );
    await client.query(`
      update searches s set decisions_true_count = c.likes, decisions_false_count = c.decisions - c.likes
      from (select search_id, count(*)::int as decisions, count(*) filter (where "like")::int as likes
            from search_decisions group by search_id) c
      where s.id = c.search_id`);
    await client.query('delete from stat_user_days');
    await client.query(fillStatUserDays);
    await client.query('commit');
    const total = await sql.query('select count(*)::int as n from search_decisions');
    console.log(
      `prepared: ${members.length} members, ${listings.toLocaleString('es-AR')} listings, ` +
        `${total.rows[0].n.toLocaleString('es-AR')} decisions in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    for (const table of ['search_decisions', 'publications', 'searches', 'search_participants', 'stat_user_days'])
      await sql.query(`vacuum analyze ${table}`);
    return { groupId, adminId: members[0] };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** The statement of the statistics migration that fills the daily aggregate from the decisions. */
const fillStatUserDays = `
  insert into stat_user_days (user_id, day, decisions, likes, superlikes)
  select p.user_id, (d.created_at at time zone 'America/Argentina/Buenos_Aires')::date, count(*)::int,
    count(*) filter (where d."like")::int, count(*) filter (where d."like" and d.is_super)::int
  from search_decisions d join publications p on p.id = d.publication_id
  where not d.predicted and p.user_id is not null
  group by 1, 2`;

const { groupId, adminId } = await prepare();
const token = await tokenOf(bench.db, adminId);
const server = await startApiServer({ databaseUrl, port });
const call = apiClient(port);

const ranges = {
  '365 días': [dayBefore(364), dayBefore(0)],
  '30 días': [dayBefore(29), dayBefore(0)],
  'mes anterior': (() => {
    const today = dayBefore(0);
    const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    const last = new Date(first.getTime() - 86_400_000);
    return [`${last.toISOString().slice(0, 7)}-01`, last.toISOString().slice(0, 10)];
  })(),
};

/**
 * Runs the recorded statements through `pg`, all at once on the pool (the service runs its independent reads
 * together, then the listings' views): the floor of what the SQL allows. Answers the time taken.
 */
async function replay(statements) {
  const started = performance.now();
  await Promise.all(statements.map((statement) => sql.query(statement)));
  return performance.now() - started;
}

try {
  console.log(`load before: ${load()}`);
  for (const [name, dates] of Object.entries(ranges)) {
    const body = { source: { type: 'group', id: groupId }, dates };
    const { statements } = await recordReport(sql, { userId: adminId, body, dataDir });
    const api = [];
    const bare = [];
    for (let i = 0; i < rounds + 3; i += 1) {
      const answer = await call('POST', '/account/stat/general', token, body);
      if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
      const took = await replay(statements);
      if (i < 3) continue; // warm-up
      api.push(answer.ms);
      bare.push(took);
    }
    const a = summary(api);
    const b = summary(bare);
    console.log(
      `${name.padEnd(13)} API p50 ${fmt(a.p50)} p95 ${fmt(a.p95)} | bare SQL (${statements.length} statements) ` +
        `p50 ${fmt(b.p50)} p95 ${fmt(b.p95)} | ${(a.p95 / b.p95).toFixed(2)}× | target p95 <= 150 ms: ` +
        (name === '365 días' ? (a.p95 <= 150 ? 'met' : 'MISSED') : 'n/a'),
    );
  }
  console.log(`load after: ${load()}`);
} finally {
  await server.stop();
  await sql.end();
  await bench.close();
}
