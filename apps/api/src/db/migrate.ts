// Applies the committed SQL migrations (drizzle/) at start, on either engine.
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
    await migratePglite(handle.typed, { migrationsFolder });
    await loadReferenceData(handle);
    return { fresh };
  }
  // Several instances may start at once on one server: a session advisory lock makes them migrate in turn.
  const lockClient = await handle.client.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [migrationLockKey]);
    const fresh = !(await hasMigrationTable(handle));
    await migratePg(handle.typed, { migrationsFolder });
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

async function hasMigrationTable(handle: DatabaseHandle): Promise<boolean> {
  const result = await handle.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const rows = (result as unknown as { rows: { present: boolean }[] }).rows;
  return rows[0]?.present === true;
}
