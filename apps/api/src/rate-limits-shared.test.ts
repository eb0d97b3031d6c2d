// Two API instances on one Redis count a client's requests together: the limit on /api and the per-address limit on
// sending sign-in codes hold however a load balancer spreads the requests. Each test has a key prefix of its own.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { closeRedis, type Redis } from './db/redis';
import { createLogger } from './lib/logger';
import { createTestContext, createUser, type TestContext } from './test/context';
import { connectTestRedis, testRedisPrefix } from './test/redis';

const tooMany = { message: 'Demasiados intentos, aguarde un momento y vuelva a intentar.' };

let ctx: TestContext;
let opened: { apps: App[]; clients: Redis[] } = { apps: [], clients: [] };

beforeAll(async () => {
  ctx = await createTestContext({
    env: { RATE_LIMIT_MAX: '4' },
    config: { codeSendLimit: { perEmail: 100, perIp: 3, windowMs: 15 * 60_000 } },
  });
});
afterEach(async () => {
  await Promise.all(opened.apps.map((app) => app.close()));
  await Promise.all(opened.clients.map((client) => closeRedis(client)));
  opened = { apps: [], clients: [] };
});
afterAll(() => ctx.close());

/** Two instances on the context's database, each with its own Redis client (sharing one prefix), or with none. */
async function twoInstances(withRedis: boolean): Promise<[App, App]> {
  const prefix = testRedisPrefix();
  const apps: App[] = [];
  for (let i = 0; i < 2; i++) {
    const redis = withRedis ? await connectTestRedis(prefix) : null;
    if (redis) opened.clients.push(redis);
    const app = await buildApp({
      config: ctx.config,
      db: ctx.db,
      clock: ctx.clock,
      logger: createLogger('silent'),
      redis,
    });
    await app.ready();
    opened.apps.push(app);
    apps.push(app);
  }
  return [apps[0], apps[1]];
}

const configuration = (app: App, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/configuration', remoteAddress });

const sendCode = (app: App, email: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/recover/send', payload: { email }, remoteAddress });

describe('rate limits on one Redis', () => {
  it("count one client's requests on both instances against one limit", async () => {
    const [first, second] = await twoInstances(true);
    const statuses = [];
    for (const app of [first, second, first, second])
      statuses.push((await configuration(app, '198.51.100.7')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    for (const app of [first, second]) {
      const refused = await configuration(app, '198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooMany);
    }
    // Another client has its own count.
    expect((await configuration(second, '198.51.100.8')).statusCode).toBe(200);
  });

  it('share the per-address limit on sending sign-in codes', async () => {
    const [first, second] = await twoInstances(true);
    const emails = [];
    for (let i = 0; i < 4; i++) emails.push((await createUser(ctx.db)).email);
    expect((await sendCode(first, emails[0], '203.0.113.20')).statusCode).toBe(200);
    expect((await sendCode(second, emails[1], '203.0.113.20')).statusCode).toBe(200);
    expect((await sendCode(first, emails[2], '203.0.113.20')).statusCode).toBe(200);
    for (const app of [second, first]) {
      const refused = await sendCode(app, emails[3], '203.0.113.20');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooMany);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    }
  });

  it('without Redis, each instance counts alone (what the shared store prevents)', async () => {
    const [first, second] = await twoInstances(false);
    for (const app of [first, second, first, second, first, second, first, second])
      expect((await configuration(app, '198.51.100.9')).statusCode).toBe(200);
    expect((await configuration(first, '198.51.100.9')).statusCode).toBe(429);
  });
});
