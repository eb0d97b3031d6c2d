// What an API test starts from: its own copy of the migrated database, a config whose DATA_DIR is a fresh temp
// folder, a clock it can move, and the app built on them (not listening; use app.inject).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, openPgliteFromDump, type Database, type DatabaseHandle } from '../db/client';
import { users, type NewUserRow, type UserRow } from '../db/schema/index';
import { createManualClock, type ManualClock } from '../lib/clock';
import { createLogger, type Logger } from '../lib/logger';
import { createTestBucket, testS3Env } from '../lib/storage/s3-test-server';
import { databaseUrlFor, withServer } from './postgres';

export type TestDatabase = { handle: DatabaseHandle; db: Database; close(): Promise<void> };

/** A private copy of the migrated database (or, with `empty`, a database never migrated), dropped by close(). */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const postgres = inject('postgres');
  if (postgres) {
    const name = `vitrina_test_${randomBytes(6).toString('hex')}`;
    const template = options.empty ? 'template0' : postgres.template;
    await withServer(postgres.url, (client) => client.query(`create database "${name}" template "${template}"`));
    const handle = await openDatabase(
      { databaseUrl: databaseUrlFor(postgres.url, name), dataDir: tmpdir() },
      { poolSize: 4 },
    );
    return {
      handle,
      db: handle.db,
      async close() {
        await handle.close();
        await withServer(postgres.url, (client) => client.query(`drop database if exists "${name}" with (force)`));
      },
    };
  }
  const dump = options.empty ? inject('pgliteEmptyDump') : inject('pgliteDump');
  if (!dump) throw new Error('The API global setup did not run');
  const handle = await openPgliteFromDump(new Blob([readFileSync(dump)]));
  return { handle, db: handle.db, close: () => handle.close() };
}

export type TestContextOptions = {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Config fields to override after parsing (limits the environment does not expose). */
  config?: Partial<Config>;
  extraApiRoutes?: FastifyPluginAsync;
  /** Reuse a database (several apps in one file); default: a new copy, closed with the context. */
  database?: TestDatabase;
  logger?: Logger;
};

export type TestContext = {
  app: App;
  db: Database;
  database: TestDatabase;
  config: Config;
  clock: ManualClock;
  dataDir: string;
  close(): Promise<void>;
};

export function testConfig(dataDir: string, env: Record<string, string> = {}, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://vitrina.test',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dataDir, 'web-dist-missing'),
      CONTACT_EMAIL: 'hola@vitrina.test',
      ...env,
    }),
    ...overrides,
  };
}

/**
 * The S3 variables of a new bucket when the run stores uploads on S3 (the PostgreSQL suite), else none: the local
 * folder in DATA_DIR.
 */
export async function testStorageEnv(): Promise<Record<string, string>> {
  const s3 = inject('s3');
  return s3 ? testS3Env(s3.endpoint, await createTestBucket(s3.endpoint)) : {};
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-api-test-'));
  const config = testConfig(dataDir, { ...(await testStorageEnv()), ...options.env }, options.config);
  const database = options.database ?? (await createTestDatabase());
  const clock = createManualClock();
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    logger: options.logger ?? createLogger('silent'),
    extraApiRoutes: options.extraApiRoutes,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    clock,
    dataDir,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

/** Inserts a user with sensible defaults; tests override what they look at. */
export async function createUser(db: Database, values: Partial<NewUserRow> = {}): Promise<UserRow> {
  userCounter += 1;
  const suffix = `${Date.now().toString(36)}${userCounter}`;
  const [user] = await db
    .insert(users)
    .values({ name: `Usuario ${suffix}`, email: `usuario.${suffix}@vitrina.example`, ...values })
    .returning();
  return user;
}
