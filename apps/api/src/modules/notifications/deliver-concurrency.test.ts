import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index';
import { enqueue } from '../../jobs/queue';
import { startDeliveryFixture, type DeliveryFixture } from './notifications-test-helpers';
import { deliverAttempts, deliverJob, burstWindows, notify } from './notify';

let fx: DeliveryFixture;
beforeAll(async () => {
  fx = await startDeliveryFixture();
});
afterAll(() => fx.close());

// Coincidences wait for their burst to go quiet before they go out.
const coincidenceQuietMs = burstWindows.search_coincidence!.quietMs;

describe('deliveries side by side', () => {
  it('two workers delivering the same group at the same moment send it once', async () => {
    const person = await fx.person({ notificationChannels: ['push', 'email'] });
    const rounds = 6;
    for (let round = 0; round < rounds; round += 1) {
      const groupKey = `together-${round}`;
      for (const title of ['Uno', 'Dos', 'Tres']) {
        await notify(fx.ctx.db, fx.ctx.clock, [person.user.id], {
          type: 'search_coincidence',
          groupKey,
          title,
          body: 'Una coincidencia nueva.',
          url: '/account/search/aa/filtered',
        });
      }
      // A second delivery of the same group (as when an event arrives while the first one starts).
      await enqueue(
        fx.ctx.db,
        fx.ctx.clock,
        deliverJob,
        { userId: person.user.id, groupKey },
        { runAt: new Date(fx.ctx.clock.now().getTime() + coincidenceQuietMs), maxAttempts: deliverAttempts },
      );
    }
    fx.ctx.clock.advance(coincidenceQuietMs);
    // Each worker takes one job at a time, so the two jobs of a group run in two workers at once.
    const workers = [fx.worker(1), fx.worker(1)];
    let ran = 0;
    for (;;) {
      const counts = await Promise.all(workers.map((worker) => worker.runOnce()));
      const total = counts.reduce((sum, count) => sum + count, 0);
      if (total === 0) break;
      ran += total;
    }
    expect(ran).toBe(rounds * 2);
    const pushes = fx.push.received.filter((seen) => person.endpoint.endsWith(`/${seen.name}`));
    expect(pushes).toHaveLength(rounds);
    expect(pushes.map((seen) => (seen.payload as { body: string }).body)).toEqual(
      Array(rounds).fill('Tenés 3 coincidencias nuevas.'),
    );
    expect(fx.mailsTo(person.user.email)).toHaveLength(rounds);
    const unsent = await fx.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, person.user.id), isNull(notifications.sentAt)));
    expect(unsent).toEqual([]);
  });
});
