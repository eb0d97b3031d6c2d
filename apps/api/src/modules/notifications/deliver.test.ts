import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications, users } from '../../db/schema/index';
import { startDeliveryFixture, type DeliveryFixture } from './notifications-test-helpers';
import { removePushSubscription } from './notifications.queries';
import { deliverJob, burstWindows, notify, type NotificationEvent } from './notify';
import { pushTopic } from './push-send';

let fx: DeliveryFixture;
beforeAll(async () => {
  fx = await startDeliveryFixture();
});
afterAll(() => fx.close());

// Coincidences wait for their burst to go quiet before they go out.
const coincidenceQuietMs = burstWindows.search_coincidence!.quietMs;

const coincidence = (groupKey: string, title = '¡Coincidencia en «Depto en Palermo»!'): NotificationEvent => ({
  type: 'search_coincidence',
  groupKey,
  title,
  body: 'A Martín y a vos les gusta «2 ambientes con balcón».',
  url: '/account/search/1b2c/filtered',
});

/** Moves past the grouping window and runs the due deliveries. */
async function deliver(): Promise<number> {
  fx.ctx.clock.advance(coincidenceQuietMs);
  return fx.worker().runOnce();
}

const pushesTo = (endpoint: string) => fx.push.received.filter((seen) => endpoint.endsWith(`/${seen.name}`));
// The raw messages, their quoted-printable parts decoded: what a mail client shows.

describe('notify()', () => {
  it('records the event and queues one delivery only for the people who chose its type', async () => {
    const wants = await fx.person();
    const doesNot = await fx.person({ notificationTypes: ['price_drop'] });
    const told = await notify(
      fx.ctx.db,
      fx.ctx.clock,
      [wants.user.id, doesNot.user.id, wants.user.id],
      coincidence('g-types'),
    );
    expect(told).toEqual([wants.user.id]);
    const rows = await fx.ctx.db.select().from(notifications).where(eq(notifications.groupKey, 'g-types'));
    expect(rows.map((row) => row.userId)).toEqual([wants.user.id]);
    const queued = await fx.ctx.db.select().from(jobs).where(eq(jobs.type, deliverJob));
    expect(queued.filter((job) => (job.payload as { groupKey: string }).groupKey === 'g-types')).toHaveLength(1);
    await deliver();
    expect(pushesTo(doesNot.endpoint)).toHaveLength(0);
    expect(pushesTo(wants.endpoint)).toHaveLength(1);
  });
});

describe('the delivery', () => {
  it('reaches the push service signed with VAPID, encrypted for the subscription, with its headers', async () => {
    const person = await fx.person({ name: 'Lucía Pérez' });
    await notify(fx.ctx.db, fx.ctx.clock, [person.user.id], coincidence('search-7-coincidences'));
    // Not before the grouping window ends.
    expect(await fx.worker().runOnce()).toBe(0);
    expect(await deliver()).toBe(1);
    const [push] = pushesTo(person.endpoint);
    expect(push.error).toBeNull();
    expect(push.answered).toBe(201);
    const topic = pushTopic('search-7-coincidences');
    expect(topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(push.payload).toEqual({
      title: '¡Coincidencia en «Depto en Palermo»!',
      body: 'A Martín y a vos les gusta «2 ambientes con balcón».',
      url: '/account/search/1b2c/filtered',
      tag: topic,
    });
    expect(push.headers).toMatchObject({
      ttl: '86400',
      urgency: 'normal',
      topic,
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
    });
    expect(push.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${fx.vapidPublicKey}$`),
    );
    // Both channels by default: the email carries the same words and the link.
    const [mail] = fx.mailsTo(person.user.email);
    expect(mail).toContain('Hola Lucía Pérez,');
    expect(mail).toContain('A Martín y a vos les gusta «2 ambientes con balcón».');
    expect(mail).toContain('http://vitrina.test/account/search/1b2c/filtered');
    expect(mail).toContain('http://vitrina.test/account/setting');
    const rows = await fx.ctx.db.select().from(notifications).where(eq(notifications.userId, person.user.id));
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);
  });

  it('goes only by the channels the person allows', async () => {
    const pushOnly = await fx.person({ notificationChannels: ['push'] });
    const emailOnly = await fx.person({ notificationChannels: ['email'] });
    const neither = await fx.person({ notificationChannels: [] });
    for (const someone of [pushOnly, emailOnly, neither]) {
      await notify(fx.ctx.db, fx.ctx.clock, [someone.user.id], coincidence(`channels-${someone.user.id}`));
    }
    await deliver();
    expect([pushesTo(pushOnly.endpoint).length, fx.mailsTo(pushOnly.user.email).length]).toEqual([1, 0]);
    expect([pushesTo(emailOnly.endpoint).length, fx.mailsTo(emailOnly.user.email).length]).toEqual([0, 1]);
    expect([pushesTo(neither.endpoint).length, fx.mailsTo(neither.user.email).length]).toEqual([0, 0]);
    const [left] = await fx.ctx.db.select().from(notifications).where(eq(notifications.userId, neither.user.id));
    expect(left.sentAt).not.toBeNull();
  });

  it('sends a burst of one group as one notification that counts it, and another group apart', async () => {
    const person = await fx.person({ notificationChannels: ['push'] });
    for (const title of ['Coincidencia 1', 'Coincidencia 2', 'Coincidencia 3']) {
      await notify(fx.ctx.db, fx.ctx.clock, [person.user.id], coincidence('burst', title));
      fx.ctx.clock.advance(200);
    }
    await notify(fx.ctx.db, fx.ctx.clock, [person.user.id], {
      type: 'price_drop',
      groupKey: 'price-drop-9',
      title: 'Bajó de precio «Casa en Tigre»',
      body: 'De USD 250.000 a USD 230.000.',
      url: '/publication/9',
    });
    await deliver();
    const pushes = pushesTo(person.endpoint).map((seen) => seen.payload);
    expect(pushes).toHaveLength(2);
    expect(pushes).toContainEqual({
      title: 'Coincidencia 3',
      body: 'Tenés 3 coincidencias nuevas.',
      url: '/account/search/1b2c/filtered',
      tag: pushTopic('burst'),
    });
    expect(pushes).toContainEqual({
      title: 'Bajó de precio «Casa en Tigre»',
      body: 'De USD 250.000 a USD 230.000.',
      url: '/publication/9',
      tag: pushTopic('price-drop-9'),
    });
  });

  it('removes the subscription the push service says is gone (410), and delivers the rest', async () => {
    const person = await fx.person();
    fx.push.answerNext(410);
    await notify(fx.ctx.db, fx.ctx.clock, [person.user.id], coincidence('gone'));
    await deliver();
    expect(pushesTo(person.endpoint).map((seen) => seen.answered)).toEqual([410]);
    expect(fx.mailsTo(person.user.email)).toHaveLength(1);
    const [row] = await fx.ctx.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row.notificationPushIdentifiers).toEqual({});
    const [job] = await fx.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, deliverJob), eq(jobs.key, `notify:${person.user.id}:gone`)));
    expect(job).toBeUndefined();
  });

  it('keeps a subscription renewed meanwhile: only the token that failed is removed', async () => {
    const person = await fx.person();
    const [before] = await fx.ctx.db.select().from(users).where(eq(users.id, person.user.id));
    const stored = before.notificationPushIdentifiers['site-0'];
    expect(await removePushSubscription(fx.ctx.db, person.user.id, 'site-0', `${stored} `)).toBe(false);
    expect(await removePushSubscription(fx.ctx.db, person.user.id, 'site-1', stored)).toBe(false);
    const [after] = await fx.ctx.db.select().from(users).where(eq(users.id, person.user.id));
    expect(after.notificationPushIdentifiers).toEqual({ 'site-0': stored });
    expect(await removePushSubscription(fx.ctx.db, person.user.id, 'site-0', stored)).toBe(true);
  });

  it('cuts a long text so the encrypted message stays within 4096 bytes', async () => {
    const person = await fx.person({ notificationChannels: ['push'] });
    await notify(fx.ctx.db, fx.ctx.clock, [person.user.id], {
      ...coincidence('long'),
      body: 'Departamento luminoso con «vista abierta» y cochera. '.repeat(200),
    });
    await deliver();
    const [push] = pushesTo(person.endpoint);
    expect(push.error).toBeNull();
    expect(push.size).toBeLessThanOrEqual(4096);
    const body = (push.payload as { body: string }).body;
    expect(body.startsWith('Departamento luminoso')).toBe(true);
    expect(body.endsWith('…')).toBe(true);
  });
});
