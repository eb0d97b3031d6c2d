// GET /api/health/ready: what a load balancer reads to send an instance traffic or not. Anyone may call it (it shows
// no secret), it is never rate limited nor cached, and it answers 503 with a Spanish message while the instance shuts
// down or when the database, Redis (if configured) or the file storage does not answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { closeRedis, createRedis, redisSettled, type Redis } from '../../db/redis';
import { createLogger } from '../../lib/logger';
import type { Storage } from '../../lib/storage';
import { actor } from '../groups/groups-test-helpers';
import { createTestContext, createTestDatabase, type TestContext } from '../../test/context';
import { connectTestRedis } from '../../test/redis';

const ready = { status: 'ok', database: 'ok', redis: 'off', storage: 'ok' };
const stopping = { message: 'El servicio se está deteniendo. Probá de nuevo en unos momentos.' };
const databaseDown = { message: 'La base de datos no está disponible en este momento.' };
const redisDown = { message: 'Redis no está disponible en este momento.' };
const storageDown = { message: 'El almacenamiento de archivos no está disponible en este momento.' };

const probe = (app: App, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/health/ready', headers });

/** The store with its check failing as `error` says; everything else as it is. */
function failingCheck(storage: Storage, error: Error): Storage {
  return new Proxy(storage, {
    get(target, property) {
      if (property === 'check') return () => Promise.reject(error);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** An app on the context's database with what a case changes. */
async function appWith(ctx: TestContext, options: { redis?: Redis | null; storage?: Storage }): Promise<App> {
  const app = await buildApp({
    config: ctx.config,
    db: ctx.db,
    clock: ctx.clock,
    logger: createLogger('silent'),
    ...options,
  });
  await app.ready();
  return app;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_MAX: '2' } });
});
afterAll(() => ctx.close());

describe('GET /api/health/ready', () => {
  it('answers ok to anyone, signed in or not, without secrets, never cached nor rate limited', async () => {
    const someone = await actor(ctx);
    for (const headers of [{}, someone.headers, { authorization: 'Bearer no-es-un-token' }]) {
      const response = await probe(ctx.app, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(ready);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // RATE_LIMIT_MAX is 2 here: a probe every few seconds from one address is never throttled.
    for (let i = 0; i < 5; i++) expect((await probe(ctx.app)).statusCode).toBe(200);
    const configuration = () => ctx.app.inject({ method: 'GET', url: '/api/configuration' });
    expect([(await configuration()).statusCode, (await configuration()).statusCode]).toEqual([200, 200]);
    expect((await configuration()).statusCode).toBe(429);
  });

  it('answers 503 while the instance shuts down, and the liveness check still answers ok', async () => {
    const app = await appWith(ctx, {});
    try {
      app.lifecycle.draining = true;
      const response = await probe(app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(stopping);
      expect(response.headers['cache-control']).toBe('no-store');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
        status: 'ok',
        database: 'ok',
      });
    } finally {
      await app.close();
    }
  });

  it('answers 503 when the file storage fails its check, without its reason', async () => {
    const failing = failingCheck(ctx.app.storage, new Error('NoSuchBucket: vitrina-archivos (clave AKIA-secreta)'));
    const app = await appWith(ctx, { storage: failing });
    try {
      const response = await probe(app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(storageDown);
      expect(response.body).not.toContain('AKIA');
    } finally {
      await app.close();
    }
  });

  it('reports Redis as ok when it answers, and 503 when it is configured but does not', async () => {
    const redis = await connectTestRedis();
    const gone = await createRedis('redis://127.0.0.1:1', createLogger('silent'));
    await redisSettled(gone);
    const up = await appWith(ctx, { redis });
    const down = await appWith(ctx, { redis: gone });
    try {
      const answer = await probe(up);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ ...ready, redis: 'ok' });
      const refused = await probe(down);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual(redisDown);
      // The rest of the API goes on without Redis: its rate limit is skipped, not failed.
      expect((await down.inject({ method: 'GET', url: '/api/configuration' })).statusCode).toBe(200);
    } finally {
      await Promise.all([up.close(), down.close()]);
      await Promise.all([closeRedis(redis), closeRedis(gone)]);
    }
  });

  it('answers 503 when the database does not answer, naming every part that fails', async () => {
    const database = await createTestDatabase();
    const lost = await createTestContext({ database });
    await database.close();
    const failing = failingCheck(lost.app.storage, new Error('timeout'));
    const app = await buildApp({
      config: lost.config,
      db: lost.db,
      clock: lost.clock,
      logger: createLogger('silent'),
      storage: failing,
    });
    try {
      expect((await probe(lost.app)).json()).toEqual(databaseDown);
      const both = await probe(app);
      expect(both.statusCode).toBe(503);
      expect(both.json()).toEqual({ message: `${databaseDown.message} ${storageDown.message}` });
    } finally {
      await app.close();
      await lost.close();
    }
  });
});
