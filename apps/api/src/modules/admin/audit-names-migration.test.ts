// Migration 0032 on a database that already has an audit log: each entry takes its actor's name, so the entries keep
// saying who acted once that account is deleted; an entry whose actor was deleted before stays without a name.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { migrationsFolder } from '../../paths';
import { createTestDatabase, type TestDatabase } from '../../test/context';

const migration = '0032_admin_rules';
let database: TestDatabase;
let before: string;
beforeAll(async () => {
  // The migrations as they were before this one: it and every later one left out (the migrator applies only those
  // newer than the last applied, so a later one applied first would make it skip this one).
  before = mkdtempSync(join(tmpdir(), 'vitrina-migrations-'));
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const from = journal.entries.find((entry) => entry.tag === migration)!.idx;
  for (const entry of journal.entries.filter((each) => each.idx >= from)) rmSync(join(before, `${entry.tag}.sql`));
  journal.entries = journal.entries.filter((entry) => entry.idx < from);
  writeFileSync(journalPath, JSON.stringify(journal));
  database = await createTestDatabase({ empty: true });
}, 180_000);
afterAll(async () => {
  await database?.close();
  rmSync(before, { recursive: true, force: true });
});

describe(`migration ${migration}`, () => {
  it("names every entry's actor that still exists", async () => {
    await migrate(database.handle, before);
    await database.db.execute(sql`
      insert into users (id, name, email) overriding system value
      values (501, 'Ana Administradora', 'ana.migracion@vitrina.example')`);
    await database.db.execute(sql`
      insert into admin_audit_entries (actor_id, action, subject_type, subject_id)
      values (501, 'user.update', 'user', 7), (null, 'group.delete', 'group', 8)`);

    await migrate(database.handle);

    const result = await database.db.execute(sql`
      select actor_id::int as actor_id, actor_name, impersonated_id::int as impersonated_id, impersonated_name
      from admin_audit_entries order by subject_id`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { actor_id: 501, actor_name: 'Ana Administradora', impersonated_id: null, impersonated_name: null },
      { actor_id: null, actor_name: null, impersonated_id: null, impersonated_name: null },
    ]);
  }, 180_000);
});
