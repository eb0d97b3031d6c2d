// The start's migrations: nothing of the migrator runs when the database has every committed migration, and a newer
// one is applied.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { createTestDatabase, type TestDatabase } from '../test/context';
import { migrate } from './migrate';

type Journal = { entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[] };

let folder: string | null = null;
let database: TestDatabase | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = null;
});

/** A copy of the committed migrations to change. */
function copyOfMigrations(): { folder: string; journalPath: string; journal: Journal } {
  folder = mkdtempSync(join(tmpdir(), 'vitrina-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  return { folder, journalPath, journal: JSON.parse(readFileSync(journalPath, 'utf8')) as Journal };
}

describe('migrate', () => {
  it('leaves the migrator alone on a database that has every migration', async () => {
    database = await createTestDatabase();
    // The migrator reads every migration's file: with the first one missing it fails, if it runs at all.
    const copy = copyOfMigrations();
    rmSync(join(copy.folder, `${copy.journal.entries[0].tag}.sql`));

    await expect(migrate(database.handle, copy.folder)).resolves.toEqual({ fresh: false });
  }, 60_000);

  it('applies a migration newer than the last one the database ran', async () => {
    database = await createTestDatabase();
    const copy = copyOfMigrations();
    const last = copy.journal.entries.at(-1)!;
    const tag = '9999_probe';
    copy.journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
    writeFileSync(copy.journalPath, JSON.stringify(copy.journal));
    writeFileSync(join(copy.folder, `${tag}.sql`), 'create table migration_probe (id integer primary key);');

    await expect(migrate(database.handle, copy.folder)).resolves.toEqual({ fresh: false });
    const result = await database.db.execute(sql`select to_regclass('public.migration_probe') is not null as present`);
    expect((result as unknown as { rows: { present: boolean }[] }).rows[0].present).toBe(true);
  }, 60_000);
});
