import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { DatabaseBusyError, lockDataDir, startEmbeddedOpening } from './embedded-open';

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  it('marks the data folder as taken and frees it on release', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'db.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'db.pid'))).toBe(false);
  });

  it('refuses a folder another live process holds, naming it', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'db.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DatabaseBusyError);
    expect(() => lockDataDir(dir)).toThrow(`abierta por otro proceso (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'db.pid'), '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'db.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});

describe('an embedded database opened before the code that uses it loads', () => {
  it('is the database openDatabase answers, its folder held until it closes', async () => {
    const dir = dataDir();
    const embedded = startEmbeddedOpening(dir, { compileInThread: true });
    expect(readFileSync(join(dir, 'db.pid'), 'utf8')).toBe(String(process.pid));

    const handle = await openDatabase({ databaseUrl: null, dataDir: dir }, { embedded });
    const result = await handle.db.execute(sql`select 41 + 1 as answer`);
    expect((result as unknown as { rows: { answer: number }[] }).rows).toEqual([{ answer: 42 }]);
    expect(existsSync(join(dir, 'db', 'PG_VERSION'))).toBe(true);

    await handle.close();
    expect(existsSync(join(dir, 'db.pid'))).toBe(false);
  }, 120_000);
});
