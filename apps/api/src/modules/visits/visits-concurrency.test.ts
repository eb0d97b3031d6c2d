// Requests and reminders at once: on PostgreSQL (npm run test:pg) the requests really run side by side on a pool of
// connections, so the exclusion constraint and the client's lock must hold under contention; on PGlite the same
// file checks the same outcome with requests interleaved.
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, visits } from '../../db/schema/index';
import { jobHandlers } from '../../jobs/registry';
import { createTestContext, type TestContext } from '../../test/context';
import { jobContext } from '../../test/jobs';
import { actor } from '../groups/groups-test-helpers';
import { visitRemindJob } from './visit-reminders.job';
import { agentWithListing, askVisit, changeVisitAs, wednesdayTen } from './visits-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
});
afterAll(() => ctx.close());

describe('a slot asked for by several people at once', () => {
  it('goes to one: one 201 and the rest 409 with the Spanish message, every round', async () => {
    for (let round = 0; round < 5; round += 1) {
      const listing = await agentWithListing(ctx, await actor(ctx));
      const clients = await Promise.all(Array.from({ length: 6 }, () => actor(ctx)));
      const answers = await Promise.all(
        clients.map((client) => askVisit(ctx, client, listing.id, { starts_at: wednesdayTen })),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
      for (const refused of answers.filter((answer) => answer.statusCode === 409))
        expect(refused.json()).toEqual({ message: 'Ese horario ya no está disponible. Elegí otro.' });
      const [row] = await ctx.db.select({ n: count() }).from(visits).where(eq(visits.publicationId, listing.id));
      expect(row.n).toBe(1);
    }
  });

  it('two listings of one agent share the agent’s time: one of them gets it', async () => {
    const owner = await actor(ctx);
    const first = await agentWithListing(ctx, owner);
    const second = await agentWithListing(ctx, owner);
    const answers = await Promise.all([
      askVisit(ctx, await actor(ctx), first.id, { starts_at: wednesdayTen }),
      askVisit(ctx, await actor(ctx), second.id, { starts_at: wednesdayTen }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('a new time proposed at once by two visits of one agent: one keeps it', async () => {
    const owner = await actor(ctx);
    const listing = await agentWithListing(ctx, owner);
    const a = (await askVisit(ctx, await actor(ctx), listing.id, { starts_at: '2024-08-07T11:00:00-03:00' })).json();
    const b = (await askVisit(ctx, await actor(ctx), listing.id, { starts_at: '2024-08-13T10:00:00-03:00' })).json();
    const answers = await Promise.all([
      changeVisitAs(ctx, owner, a.id, { starts_at: wednesdayTen }),
      changeVisitAs(ctx, owner, b.id, { starts_at: wednesdayTen }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('pending requests at once', () => {
  it('never lets a person hold more than 3, whatever arrives together', async () => {
    const client = await actor(ctx);
    const listings = await Promise.all(Array.from({ length: 6 }, async () => agentWithListing(ctx, await actor(ctx))));
    const answers = await Promise.all(
      listings.map((listing) => askVisit(ctx, client, listing.id, { starts_at: wednesdayTen })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const [row] = await ctx.db.select({ n: count() }).from(visits).where(eq(visits.clientId, client.user.id));
    expect(row.n).toBe(3);
  });
});

/** The reminder job as the worker runs it, and the reminders recorded for a visit. */
function reminderRun(visitId: number) {
  const context = jobContext(ctx);
  const remind = jobHandlers[visitRemindJob];
  return {
    /** Four workers running the job at once. */
    runAtOnce: () => Promise.all(Array.from({ length: 4 }, () => remind({}, context))),
    reminders: () =>
      ctx.db
        .select({ userId: notifications.userId, title: notifications.title })
        .from(notifications)
        .where(
          and(
            eq(notifications.groupKey, `visit:${visitId}`),
            inArray(notifications.title, ['Tu visita es mañana', 'Tu visita es en 2 horas']),
          ),
        ),
  };
}

describe('reminders with several workers', () => {
  it('sends the 24-hour and the 2-hour reminder once each to both people', async () => {
    const owner = await actor(ctx);
    const listing = await agentWithListing(ctx, owner);
    const client = await actor(ctx);
    const visit = (await askVisit(ctx, client, listing.id, { starts_at: wednesdayTen })).json();
    expect((await changeVisitAs(ctx, owner, visit.id, { status: 'confirmed' })).statusCode).toBe(200);
    const { runAtOnce, reminders } = reminderRun(visit.id);
    // Tuesday 09:00 in Argentina, the visit Wednesday 10:00: 25 hours ahead, nothing due.
    await runAtOnce();
    expect(await reminders()).toEqual([]);
    const start = ctx.clock.now().getTime();
    try {
      ctx.clock.advance(90 * 60_000);
      await runAtOnce();
      expect((await reminders()).map((row) => [row.userId, row.title]).sort()).toEqual(
        [
          [owner.user.id, 'Tu visita es mañana'],
          [client.user.id, 'Tu visita es mañana'],
        ].sort(),
      );
      ctx.clock.advance(22 * 3600_000);
      await runAtOnce();
      await runAtOnce();
      const sent = (await reminders()).map((row) => row.title);
      expect(sent.filter((title) => title === 'Tu visita es en 2 horas')).toHaveLength(2);
      expect(sent).toHaveLength(4);
    } finally {
      ctx.clock.advance(start - ctx.clock.now().getTime());
    }
  });

  it('does not repeat a confirmation made inside the 24 hours as «Tu visita es mañana»; the 2-hour one still goes', async () => {
    const owner = await actor(ctx);
    const listing = await agentWithListing(ctx, owner);
    const client = await actor(ctx);
    const start = ctx.clock.now().getTime();
    try {
      // Tuesday 12:00: the visit asked and confirmed 22 hours before it starts.
      ctx.clock.advance(3 * 3600_000);
      const visit = (await askVisit(ctx, client, listing.id, { starts_at: wednesdayTen })).json();
      expect((await changeVisitAs(ctx, owner, visit.id, { status: 'confirmed' })).statusCode).toBe(200);
      const { runAtOnce, reminders } = reminderRun(visit.id);
      await runAtOnce();
      expect(await reminders()).toEqual([]);
      // Wednesday 08:30: an hour and a half before it.
      ctx.clock.advance(20.5 * 3600_000);
      await runAtOnce();
      expect((await reminders()).map((row) => [row.userId, row.title]).sort()).toEqual(
        [
          [owner.user.id, 'Tu visita es en 2 horas'],
          [client.user.id, 'Tu visita es en 2 horas'],
        ].sort(),
      );
    } finally {
      ctx.clock.advance(start - ctx.clock.now().getTime());
    }
  });
});
