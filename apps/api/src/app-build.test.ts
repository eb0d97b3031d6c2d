import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger as DrizzleLogger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { buildApp } from './app';
import type { Database } from './db/client';
import * as schema from './db/schema/index';
import { createManualClock } from './lib/clock';
import { createLogger } from './lib/logger';
import { createTestDatabase, testConfig, type TestDatabase } from './test/context';

// The server builds its app while the database opens and migrates (runtime.ts): a statement sent during the build
// could run before the migrations. Only LISTEN may go (the activity feed's), and it goes to the client, not Drizzle.
let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'vitrina-app-build-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the app's build", () => {
  it('sends the database no statement, and one once a request comes', async () => {
    const statements: string[] = [];
    const logger: DrizzleLogger = { logQuery: (query) => statements.push(query) };
    const { handle } = database;
    const db = (handle.driver === 'pglite'
      ? drizzlePglite({ client: handle.client as unknown as PGlite, schema, logger })
      : drizzleNodePg({ client: handle.client, schema, logger })) as unknown as Database;

    const app = await buildApp({
      config: testConfig(dataDir),
      db,
      clock: createManualClock(),
      logger: createLogger('silent'),
    });
    try {
      expect(statements).toEqual([]);
      // The recorder hears what the app sends: the health check asks the database.
      await app.ready();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(statements.length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
