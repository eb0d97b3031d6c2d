import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { users } from './db/schema/index';
import { createLogger } from './lib/logger';
import { startServer, type Runtime } from './runtime';
import { createTestDatabase, testConfig, type TestDatabase } from './test/context';

// A request the test holds open, to shut the server down while it is in flight.
let release: () => void = () => {};
let entered: () => void = () => {};
const slowRoutes: FastifyPluginAsync = async (api) => {
  api.get('/probe/slow', async () => {
    entered();
    await new Promise<void>((resolve) => (release = resolve));
    return { finished: true };
  });
};

let database: TestDatabase;
let dataDir: string;
let runtime: Runtime;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'vitrina-runtime-'));
  runtime = await startServer({
    config: testConfig(dataDir, { PORT: '0', HOST: '127.0.0.1', WORKER: '1' }),
    database: database.handle,
    logger: createLogger('silent'),
    extraApiRoutes: slowRoutes,
  });
});
afterAll(async () => {
  await runtime.close();
  await database.close().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, stops the worker and closes the database', async () => {
    const address = runtime.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(runtime.worker?.isRunning()).toBe(true);

    const inside = new Promise<void>((resolve) => (entered = resolve));
    const inFlight = fetch(`${base}/api/probe/slow`);
    await inside;

    const closing = runtime.close();
    // Closing waits for the request: the database is still open meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(runtime.database.db.execute(sql`select 1`)).resolves.toBeDefined();
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });

    await closing;
    expect(runtime.worker?.isRunning()).toBe(false);
    await expect(runtime.database.db.execute(sql`select 1`)).rejects.toThrow();
  });
});

describe('draining before the shutdown', () => {
  it('answers readiness with 503 at once while it still serves, and finishes the request in flight', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrina-runtime-'));
    const own = await createTestDatabase();
    const draining = await startServer({
      config: testConfig(dir, { PORT: '0', HOST: '127.0.0.1', WORKER: '0' }),
      database: own.handle,
      logger: createLogger('silent'),
      extraApiRoutes: slowRoutes,
      // Long enough for the requests below; close() waits it out before it stops accepting.
      drainMs: 3000,
    });
    try {
      const address = draining.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      const base = `http://127.0.0.1:${address.port}`;
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off', storage: 'ok' });

      const inside = new Promise<void>((resolve) => (entered = resolve));
      const inFlight = fetch(`${base}/api/probe/slow`);
      await inside;
      const closing = draining.close();

      const notReady = await fetch(`${base}/api/health/ready`);
      expect(notReady.status).toBe(503);
      expect(notReady.headers.get('cache-control')).toBe('no-store');
      expect(await notReady.json()).toEqual({
        message: 'El servicio se está deteniendo. Probá de nuevo en unos momentos.',
      });
      // Still serving meanwhile: the load balancer moves traffic away, nothing is refused.
      expect((await fetch(`${base}/api/health`)).status).toBe(200);

      release();
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ finished: true });
      await closing;
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    } finally {
      await draining.close();
      await own.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('start-up', () => {
  async function startOn(database: TestDatabase, env: Record<string, string> = {}) {
    const dir = mkdtempSync(join(tmpdir(), 'vitrina-runtime-'));
    const started = await startServer({
      config: testConfig(dir, { PORT: '0', HOST: '127.0.0.1', WORKER: '0', ...env }),
      database: database.handle,
      logger: createLogger('silent'),
    });
    const count = await started.database.db.$count(users);
    const migrated = await started.database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    await started.close();
    rmSync(dir, { recursive: true, force: true });
    return { users: count, migrations: (migrated as unknown as { rows: { n: number }[] }).rows[0].n };
  }

  // The demo data set draws a few hundred pictures: on a busy shared machine that is well over the default 20 s.
  it('migrates a new database and loads the demo data into it', { timeout: 120_000 }, async () => {
    const empty = await createTestDatabase({ empty: true });
    try {
      const result = await startOn(empty);
      expect(result.migrations).toBeGreaterThan(0);
      expect(result.users).toBeGreaterThanOrEqual(10);
    } finally {
      await empty.close().catch(() => {});
    }
  });

  it('leaves an existing database without demo data as it is', async () => {
    const existing = await createTestDatabase();
    try {
      expect((await startOn(existing)).users).toBe(0);
    } finally {
      await existing.close().catch(() => {});
    }
  });

  it('skips the demo data on a new database when DEMO_DATA=0', async () => {
    const empty = await createTestDatabase({ empty: true });
    try {
      const result = await startOn(empty, { DEMO_DATA: '0' });
      expect(result.migrations).toBeGreaterThan(0);
      expect(result.users).toBe(0);
    } finally {
      await empty.close().catch(() => {});
    }
  });
});
