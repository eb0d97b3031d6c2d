// Coincidences arrive at the pace of someone swiping: four likes a second and a half apart are one mail and one push,
// sent once the burst has been quiet for its window, and a burst that never quiets still goes out by its cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../../test/outbox';
import { startDeliveryFixture, type DeliveryFixture } from './notifications-test-helpers';
import { burstWindows, notify, type NotificationEvent } from './notify';

let fx: DeliveryFixture;
beforeAll(async () => {
  fx = await startDeliveryFixture();
});
afterAll(() => fx.close());

const { quietMs, maxMs } = burstWindows.search_coincidence!;

const coincidence = (searchId: number, n: number): NotificationEvent => ({
  type: 'search_coincidence',
  groupKey: `search:${searchId}:coincidence`,
  title: '¡Coincidencia en «Departamento en venta»!',
  body: `A Rocío Díaz también le gusta «Departamento ${n}».`,
  url: '/account/search/aa/filtered?view=coincidences',
});

async function runDeliveries() {
  const worker = fx.worker(2);
  let ran: number;
  do ran = await worker.runOnce();
  while (ran > 0);
}

describe('a burst of coincidences', () => {
  it('is one mail and one push however the likes are spread, once the burst goes quiet', async () => {
    const agent = await fx.person({ notificationChannels: ['push', 'email'] });
    for (let n = 1; n <= 4; n++) {
      await fx.ctx.db.transaction((tx) => notify(tx, fx.ctx.clock, [agent.user.id], coincidence(1, n)));
      fx.ctx.clock.advance(1500);
      await runDeliveries();
    }
    const queued = (await deliveries(fx.ctx)).filter((job) => job.userId === agent.user.id);
    expect(queued).toHaveLength(1);
    expect(fx.mailsTo(agent.user.email)).toEqual([]);

    fx.ctx.clock.advance(quietMs);
    await runDeliveries();
    const mails = fx.mailsTo(agent.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Tenés 4 coincidencias nuevas.');
    const name = decodeURIComponent(agent.endpoint.split('/').pop()!);
    expect(fx.push.received.filter((message) => message.name === name)).toHaveLength(1);
  });

  it('goes out by its cap when the likes never stop', async () => {
    const agent = await fx.person({ notificationChannels: ['email'] });
    const started = fx.ctx.clock.now().getTime();
    let n = 0;
    while (fx.ctx.clock.now().getTime() - started < maxMs + 5000) {
      await notify(fx.ctx.db, fx.ctx.clock, [agent.user.id], coincidence(2, ++n));
      fx.ctx.clock.advance(5000);
      await runDeliveries();
    }
    const mails = fx.mailsTo(agent.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Tenés ${Math.floor(maxMs / 5000)} coincidencias nuevas.`);
  });
});
