import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
