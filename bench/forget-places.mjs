#!/usr/bin/env node
// The end of a sync, where the owner's remembered addresses that no listing uses any more are forgotten
// (map.queries.ts, unusedPlacesStatement). For each size, on a database of its own: one owner with N listings at N
// distinct addresses (written as a sync writes them, with their N remembered places), then
//   - a sync of the same feed, which changes nothing: its time to the final status, and the statements it ran on
//     the remembered places (none);
//   - the statement the sync ran before (every remembered place of the owner against every listing's folded address,
//     without the index; cancelled after --old-limit seconds), after a run that removed 1 % of the listings and moved
//     1 % to other addresses;
//   - the statement it runs now for those 2 % of addresses, through the app's code and through `pg` alone, and the
//     one a synchronizer's removal runs (every place of the owner, on the index).
// Each statement runs in a transaction rolled back, so every figure sees the same rows; the median of 3 runs.
//   node bench/forget-places.mjs [sizes…] [--old-limit seconds] [--embedded]
// BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/vitrina_bench); the benchmark's own
// database there, vitrina_bench_places, is made anew for each size and dropped at the end. --embedded runs on PGlite
// in a temporary folder instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { bundleForBench, root } from './lib.mjs';
import { load } from './search-lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const embedded = args.includes('--embedded');
const oldLimitS = option('old-limit', 300);
const embeddedOldMax = 2000;
const sizes = args.filter((arg, index) => /^\d+$/.test(arg) && !args[index - 1]?.startsWith('--')).map(Number);
if (sizes.length === 0) sizes.push(10_000, 100_000);

const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrina_bench');
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = '/vitrina_bench_places';
  return url.toString();
})();

async function onServer(statement) {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// What the sync ran at its end before: the owner's every place against every listing, folding each address again.
const oldStatement = `delete from map_places
  where user_id = $1 and source = 'used'
    and not exists (
      select 1 from publications as p
      where p.user_id = $2 and p.address_title is not null
        and btrim(regexp_replace(lower(regexp_replace(normalize(p.address_title, NFD), '[\u0300-\u036f]', '', 'g')), '[^a-z0-9]+', ' ', 'g')) = map_places.address_key
    )`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(1)} ms`).padStart(10);

const bench = await import(await bundleForBench('bench/forget-places-app.mjs', 'forget-places-app.mjs'));
console.log(
  `${embedded ? 'PGlite (embedded)' : `PostgreSQL ${serverUrl.host}`} | old statement cancelled after ${oldLimitS} s | load before: ${load()}`,
);

for (const size of sizes) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-places-'));
  if (!embedded) {
    await onServer('drop database if exists vitrina_bench_places with (force)');
    await onServer('create database vitrina_bench_places');
  }
  const feed = Buffer.from(JSON.stringify({ data: Array.from({ length: size }, (_, index) => bench.feedItem(index)) }));
  const feedServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(feed);
  });
  await new Promise((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  const opened = await bench.openPlacesBench({
    databaseUrl: embedded ? undefined : databaseUrl,
    dataDir,
    migrationsFolder: join(root, 'apps/api/drizzle'),
  });
  const client = embedded ? null : new pg.Client({ connectionString: databaseUrl });
  await client?.connect();
  // `pg` alone (or PGlite's own client): the statement without the app's code around it.
  const raw = async (text, values = []) => {
    const result = client ? await client.query(text, values) : await opened.db.$client.query(text, values);
    return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows };
  };
  /** Runs `work` in a transaction that is rolled back; answers its time and rows. */
  async function rolledBack(work) {
    await raw('begin');
    try {
      const started = performance.now();
      const rows = await work();
      return { ms: performance.now() - started, rows };
    } finally {
      await raw('rollback');
    }
  }
  const appStep = async (userId, titles) => {
    const before = await placeCount(userId);
    return opened.db
      .transaction(async (tx) => {
        const started = performance.now();
        await bench.forgetIn(tx, userId, titles);
        const spent = performance.now() - started;
        const after = Number((await tx.execute(placeCountSql(userId))).rows[0].n);
        throw Object.assign(new Error('rollback'), { result: { ms: spent, rows: before - after } });
      })
      .catch((error) => {
        if (!error.result) throw error;
        return error.result;
      });
  };
  const placeCountSql = (userId) => bench.placeCount(userId);
  const placeCount = async (userId) => Number((await opened.db.execute(placeCountSql(userId))).rows[0].n);

  try {
    const started = performance.now();
    for (const table of ['publications', 'map_places'])
      await raw(`alter table ${table} set (autovacuum_enabled = false)`);
    const { userId, synchronizerId } = await opened.seed(size, `http://127.0.0.1:${feedServer.address().port}/feed`, {
      analyze: false,
    });
    console.log(
      `\n${size.toLocaleString('en')} listings at as many addresses, ${(await placeCount(userId)).toLocaleString('en')} remembered places (seeded in ${ms(performance.now() - started)})`,
    );

    // A sync of the same feed: nothing to write, and nothing to forget.
    await raw(`create table bench_place_statements (operation text)`);
    await raw(`create function bench_note_place_statement() returns trigger language plpgsql as $$
      begin insert into bench_place_statements values (tg_op); return null; end $$`);
    await raw(`create trigger bench_place_statements after insert or update or delete on map_places
      for each statement execute function bench_note_place_statement()`);
    const run = await opened.sync(synchronizerId);
    const statements = Number((await raw('select count(*)::int as n from bench_place_statements')).rows[0].n);
    await raw('drop trigger bench_place_statements on map_places');
    console.log(
      `  a sync that changes nothing: ${ms(run.ms)} to its final status (${run.status}, ${run.done}/${run.total}), ${statements} statements on the remembered places`,
    );

    // The run's changes: 1 % of the listings removed, 1 % moved to new addresses (remembered as the sync does).
    const step = 100;
    const removed = [];
    const moved = [];
    for (let index = 0; index < size; index += step) removed.push(index);
    for (let index = step / 2; index < size; index += step) moved.push(index);
    const left = [...removed, ...moved].map((index) => bench.feedItem(index).address.title);
    await raw(`delete from publications where synchronizer_id = $1 and code = any($2)`, [
      synchronizerId,
      removed.map((index) => `P-${index}`),
    ]);
    await raw(
      `update publications set address_title = replace(address_title, 'Calle Medición', 'Calle Nueva')
      where synchronizer_id = $1 and code = any($2)`,
      [synchronizerId, moved.map((index) => `P-${index}`)],
    );
    await bench.remember(
      opened.db,
      moved.map((index) => ({ userId, ...bench.feedItem(index, 'Calle Nueva').address })),
    );
    console.log(
      `  the run's changes: ${removed.length} listings removed, ${moved.length} moved: ${left.length} addresses left`,
    );

    const leftStatement = opened.statement(userId, left);
    const allStatement = opened.statement(userId, undefined);
    const oldRun = async () =>
      rolledBack(async () => {
        await raw(`set local statement_timeout = '${oldLimitS}s'`);
        try {
          return (await raw(oldStatement, [userId, userId])).rowCount;
        } catch (error) {
          if (error.code === '57014') return null;
          throw error;
        }
      });
    const figures = async () => {
      const now = { app: [], bare: [], rows: 0 };
      const all = { app: [], bare: [], rows: 0 };
      for (let round = 0; round < 3; round += 1) {
        now.app.push((await appStep(userId, left)).ms);
        const bare = await rolledBack(async () => (await raw(leftStatement.sql, leftStatement.params)).rowCount);
        now.bare.push(bare.ms);
        now.rows = bare.rows;
        all.app.push((await appStep(userId, undefined)).ms);
        const bareAll = await rolledBack(async () => (await raw(allStatement.sql, allStatement.params)).rowCount);
        all.bare.push(bareAll.ms);
        all.rows = bareAll.rows;
      }
      console.log(
        `    now, the run's ${left.length} addresses:    ${ms(median(now.app))} through the app, ${ms(median(now.bare))} bare SQL, ${now.rows} places forgotten`,
      );
      console.log(
        `    all the owner's places:         ${ms(median(all.app))} through the app, ${ms(median(all.bare))} bare SQL, ${all.rows} places forgotten`,
      );
    };
    const before = (old) =>
      console.log(
        old.rows === null
          ? `    before, every run (all places): over ${oldLimitS} s, cancelled (bare SQL)`
          : `    before, every run (all places): ${ms(old.ms)} bare SQL, ${old.rows} places forgotten`,
      );

    // Right after a sync's writes the tables have no statistics of them yet (the planner is told so by turning
    // autovacuum off on them, so it cannot catch up during the measurement): what the end of a run meets.
    console.log('  statistics as the run leaves them (none of its writes analyzed):');
    await figures();
    await raw('drop index publications_user_id_address_key_index');
    // PGlite runs no statement timeout: there the old statement without statistics is run only at small sizes (it
    // grows with the square of the size: 22 s at 2,000 listings on this machine).
    if (embedded && size > embeddedOldMax)
      console.log(
        `    before, every run (all places): not run on the embedded database above ${embeddedOldMax} listings`,
      );
    else before(await oldRun());
    console.log(`  after ANALYZE:`);
    await raw('analyze publications');
    await raw('analyze map_places');
    before(await oldRun());
    const indexStarted = performance.now();
    await raw(`create index publications_user_id_address_key_index on publications (user_id, address_key(address_title))
      where address_title is not null`);
    await raw('analyze publications');
    await figures();
    console.log(`    building the index (migration 0033): ${ms(performance.now() - indexStarted)}`);
    console.log(`  load: ${load()}`);
  } finally {
    await client?.end();
    await opened.close();
    feedServer.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (!embedded) await onServer('drop database if exists vitrina_bench_places with (force)');
  }
}
