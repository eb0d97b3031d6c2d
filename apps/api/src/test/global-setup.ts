// Migrates ONE database per test run (decision 002): PGlite is dumped to a tarball each file loads; on
// PostgreSQL a template database is created that each file copies. Files never migrate.
// On PostgreSQL the uploads go to S3: one s3rver for the run, a bucket per test context (test/context.ts), so the
// upload tests run against the local folder on PGlite and against S3 on PostgreSQL. TEST_STORAGE=s3 or =local
// chooses otherwise.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, openPgliteInMemory } from '../db/client';
import { migrate } from '../db/migrate';
import { startTestS3Server } from '../lib/storage/s3-test-server';
import { databaseUrlFor, withServer } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: paths of the data directory dumps, migrated and new (never migrated). */
    pgliteDump: string | null;
    pgliteEmptyDump: string | null;
    /** PostgreSQL: server URL and the migrated template database's name. */
    postgres: { url: string; template: string } | null;
    /** The S3-compatible server test contexts store uploads on, or null: the local folder. */
    s3: { endpoint: string } | null;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const url = process.env.TEST_DATABASE_URL;
  const stopS3 = await provideStorage(project, (process.env.TEST_STORAGE ?? (url ? 's3' : 'local')) === 's3');
  if (url) {
    const template = `vitrina_test_${randomBytes(4).toString('hex')}_template`;
    await withServer(url, (client) => client.query(`create database "${template}"`));
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(url, template), dataDir: tmpdir() });
    await migrate(handle);
    await handle.close();
    console.log(
      `API tests: PostgreSQL ${new URL(url).host}, plantilla ${template} migrada en ${Date.now() - started} ms`,
    );
    project.provide('pgliteDump', null);
    project.provide('pgliteEmptyDump', null);
    project.provide('postgres', { url, template });
    return async () => {
      await withServer(url, (client) => client.query(`drop database if exists "${template}" with (force)`));
      await stopS3();
    };
  }

  const dir = mkdtempSync(join(tmpdir(), 'vitrina-test-'));
  const handle = await openPgliteInMemory();
  if (handle.driver !== 'pglite') throw new Error('unreachable');
  // Uncompressed: each file loads it, and gunzip would cost more than the bytes save.
  const emptyFile = join(dir, 'empty.tar');
  writeFileSync(emptyFile, Buffer.from(await (await handle.client.dumpDataDir()).arrayBuffer()));
  await migrate(handle);
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await handle.client.dumpDataDir()).arrayBuffer()));
  await handle.close();
  console.log(`API tests: PGlite migrado en ${Date.now() - started} ms`);
  project.provide('pgliteDump', file);
  project.provide('pgliteEmptyDump', emptyFile);
  project.provide('postgres', null);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await stopS3();
  };
}

async function provideStorage(project: TestProject, s3: boolean): Promise<() => Promise<void>> {
  if (!s3) {
    project.provide('s3', null);
    return async () => {};
  }
  const server = await startTestS3Server();
  console.log(`API tests: archivos en S3 (s3rver en ${server.endpoint})`);
  project.provide('s3', { endpoint: server.endpoint });
  return () => server.close();
}
