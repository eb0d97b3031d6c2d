// What clients see when PostgreSQL drops connections (pg_terminate_backend, a restart, a failover): the request
// in flight fails with 503 and the spec's Spanish text, nothing ends the process, the next request works, and the
// worker keeps working. On PGlite there are no backends to terminate: the same file checks that the errors the
// drivers raise for a lost connection answer 503 and the app keeps serving; `npm run test:pg` runs the rest.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyPluginAsync } from 'fastify';
import { createWorker } from '../jobs/worker';
import { enqueue } from '../jobs/queue';
import { findJob } from '../jobs/jobs.queries';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mail';
import { actor, type Actor } from '../modules/groups/groups-test-helpers';
import { createTestContext, type TestContext } from '../test/context';
import { groups } from './schema/index';

const unavailable = { message: 'No se pudo procesar su solicitud, por favor intente en unos momentos.' };
const postgres = inject('postgres');

// A write that holds its connection in a transaction for a while, so a termination lands in the middle of it.
const slowWrite: FastifyPluginAsync = async (api) => {
  api.post('/probe/slow-write', async (request, reply) => {
    await api.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(0.4)`);
      await tx.insert(groups).values({ name: `Grupo ${request.id}`, public: false });
    });
    return reply.status(201).send({ ok: true });
  });
  // The errors node-postgres and Drizzle raise for a lost connection, as a route meets them.
  api.get('/probe/lost/:kind', async (request) => {
    const kind = (request.params as { kind: string }).kind;
    const driverErrors: Record<string, Error> = {
      terminated: Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
        severity: 'FATAL',
      }),
      unexpected: new Error('Connection terminated unexpectedly'),
      reset: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      'cannot-connect': Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    };
    // Drizzle wraps the driver's error with the failed query.
    throw new Error('Failed query: insert into "groups" ...', { cause: driverErrors[kind] });
  });
};

let ctx: TestContext;
let owner: Actor;
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => void uncaught.push(error);

beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  ctx = await createTestContext({ extraApiRoutes: slowWrite });
  owner = await actor(ctx);
});
afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUncaught);
  await ctx.close();
});
afterEach(() => {
  expect(uncaught, 'nothing the database did may reach the process').toEqual([]);
});

const createGroup = (name: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/group',
    headers: owner.headers,
    payload: { name, description: 'Propiedades del barrio', public: '' },
  });

describe('a lost database connection', () => {
  it('answers 503 with the Spanish text for every error the drivers raise for it, and the next request works', async () => {
    for (const kind of ['terminated', 'unexpected', 'reset', 'cannot-connect']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/probe/lost/${kind}` });
      expect(response.statusCode, kind).toBe(503);
      expect(response.json()).toEqual(unavailable);
    }
    expect((await createGroup('Después del corte')).statusCode).toBe(201);
  });

  it(
    postgres
      ? 'on PostgreSQL: backends terminated during a burst of writes fail those writes with 503, and writes work again at once'
      : 'on PGlite there are no backends to terminate: run `npm run test:pg` for the termination test',
    async () => {
      if (!postgres) {
        // The embedded database runs inside this process; the mapping above is what this engine can show.
        expect(ctx.database.handle.driver).toBe('pglite');
        return;
      }
      if (ctx.database.handle.driver !== 'pg') throw new Error('The PostgreSQL suite must run on node-postgres');
      const admin = new pg.Client({ connectionString: ctx.database.handle.client.options.connectionString });
      await admin.connect();
      const terminate = () =>
        admin.query(
          // Only the backend running the slow job: killing the pool's idle connections too would race the
          // test's own next query against the pool noticing they are gone.
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like '%pg_sleep%'",
        );
      try {
        // A write certain to be cut: its transaction is asleep when the backends go.
        const slow = ctx.app.inject({ method: 'POST', url: '/api/probe/slow-write' });
        await new Promise((resolve) => setTimeout(resolve, 150));
        await terminate();
        const cut = await slow;
        expect(cut.statusCode).toBe(503);
        expect(cut.json()).toEqual(unavailable);

        // A burst of real writes with terminations among them: each answers 201 or 503, never anything else.
        const burst = Array.from({ length: 40 }, (_, index) => createGroup(`Ráfaga ${index}`));
        const terminations = Array.from({ length: 4 }, (_, index) =>
          new Promise((resolve) => setTimeout(resolve, index * 20)).then(terminate),
        );
        const [responses] = await Promise.all([Promise.all(burst), Promise.all(terminations)]);
        for (const response of responses) {
          expect([201, 503], response.body).toContain(response.statusCode);
          if (response.statusCode === 503) expect(response.json()).toEqual(unavailable);
        }
        // The next request works.
        expect((await createGroup('Después de la ráfaga')).statusCode).toBe(201);
      } finally {
        await admin.end();
      }
    },
  );

  it(
    postgres
      ? 'on PostgreSQL: the worker survives its backend terminated mid-job and runs the next job'
      : 'on PGlite: the worker survives a round whose queries fail with a lost connection',
    async () => {
      const logger = createLogger('silent');
      let failNextClaim = !postgres;
      const db = postgres
        ? ctx.db
        : // PGlite cannot lose its connection: a database whose first claim throws what node-postgres would.
          (new Proxy(ctx.db, {
            get(target, property, receiver) {
              if (property === 'update' && failNextClaim) {
                failNextClaim = false;
                return () => {
                  throw new Error('Connection terminated unexpectedly');
                };
              }
              return Reflect.get(target, property, receiver);
            },
          }) as typeof ctx.db);
      const done: string[] = [];
      const worker = createWorker({
        context: {
          db,
          config: ctx.config,
          clock: ctx.clock,
          logger,
          mailer: createMailer({
            smtpUrl: null,
            from: 'x@vitrina.example',
            dataDir: ctx.dataDir,
            clock: ctx.clock,
            logger,
          }),
        },
        handlers: {
          'probe.slow': async (_payload, context) => {
            await context.db.transaction(async (tx) => void (await tx.execute(sql`select pg_sleep(0.4)`)));
            done.push('slow');
          },
          'probe.fast': async () => void done.push('fast'),
        },
        pollMs: 20,
      });
      await enqueue(ctx.db, ctx.clock, 'probe.slow', {});
      worker.start();
      try {
        if (postgres && ctx.database.handle.driver === 'pg') {
          const admin = new pg.Client({ connectionString: ctx.database.handle.client.options.connectionString });
          await admin.connect();
          try {
            // Only the backend running the slow job: killing the pool's idle connections too would race the
            // test's own next query against the pool noticing they are gone. Asked until the job is running (a
            // busy machine claims it later than an idle one), for up to 10 s.
            let killed = 0;
            const until = Date.now() + 10_000;
            while (!killed && Date.now() < until) {
              const result = await admin.query(
                "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like '%pg_sleep%'",
              );
              killed = result.rowCount ?? 0;
              if (!killed) await new Promise((resolve) => setTimeout(resolve, 20));
            }
            expect(killed).toBe(1);
          } finally {
            await admin.end();
          }
        }
        const fast = (await enqueue(ctx.db, ctx.clock, 'probe.fast', {}))!;
        const deadline = Date.now() + 10_000;
        while (!(await findJob(ctx.db, fast))?.doneAt && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect((await findJob(ctx.db, fast))?.doneAt).toBeInstanceOf(Date);
        expect(worker.isRunning()).toBe(true);
        expect(done).toContain('fast');
      } finally {
        await worker.stop();
      }
    },
    20_000,
  );
});
