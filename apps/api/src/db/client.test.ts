import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseBusyError, lockDataDir } from './client';

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
