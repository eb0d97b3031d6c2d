// Applies the committed SQL migrations (drizzle/) at start, on either engine.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { loadGazetteer } from './gazetteer';
import { migrationsFolder as defaultFolder } from '../paths';
import type { DatabaseHandle } from './client';

export type MigrationResult = {
  /** True when the database had no migrations before: a new database, where demo data may be loaded. */
  fresh: boolean;
};

export async function migrate(
  handle: DatabaseHandle,
  migrationsFolder: string = defaultFolder,
): Promise<MigrationResult> {
  if (handle.driver === 'pglite') {
    const fresh = !(await hasMigrationTable(handle));
    if (fresh || (await hasPendingMigrations(handle, migrationsFolder))) {
      await migratePglite(handle.typed, { migrationsFolder });
    }
    await loadReferenceData(handle);
    return { fresh };
  }
  // Several instances may start at once on one server: a session advisory lock makes them migrate in turn.
  const lockClient = await handle.client.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [migrationLockKey]);
    const fresh = !(await hasMigrationTable(handle));
    if (fresh || (await hasPendingMigrations(handle, migrationsFolder))) {
      await migratePg(handle.typed, { migrationsFolder });
    }
    await loadReferenceData(handle);
    return { fresh };
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
    lockClient.release();
  }
}

// Data the schema ships with, kept in step with the code after every migration: the map gazetteer (a no-op
// when it already matches). Skipped while the migrations that create its table have not run (a test of an
// older migrations folder).
async function loadReferenceData(handle: DatabaseHandle): Promise<void> {
  const result = await handle.db.execute(sql`select to_regclass('public.map_places') is not null as present`);
  if ((result as unknown as { rows: { present: boolean }[] }).rows[0]?.present) await loadGazetteer(handle.db);
}

// Any constant works as long as every instance uses the same one.
const migrationLockKey = 74_657_201;

/**
 * Whether a committed migration is newer than the last one the database ran: the rule Drizzle's migrator applies.
 * Asked first: the migrator reads every file and creates its schema and table when missing, at each start, which on
 * the embedded database took some 50 ms when there was nothing to run.
 */
async function hasPendingMigrations(handle: DatabaseHandle, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const result = await handle.db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
  const last = (result as unknown as { rows: { last: string | null }[] }).rows[0]?.last;
  return last === null || last === undefined || Number(last) < newest;
}

async function hasMigrationTable(handle: DatabaseHandle): Promise<boolean> {
  const result = await handle.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const rows = (result as unknown as { rows: { present: boolean }[] }).rows;
  return rows[0]?.present === true;
}
