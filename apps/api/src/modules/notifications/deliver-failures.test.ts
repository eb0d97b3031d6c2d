import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications } from '../../db/schema/index';
import { retryDelayMs } from '../../jobs/queue';
import { startDeliveryFixture, type DeliveryFixture } from './notifications-test-helpers';
import { deliverAttempts, deliverKey, groupWindowMs, notify, type NotificationEvent } from './notify';

let fx: DeliveryFixture;
beforeAll(async () => {
  // A shorter deadline than production's 10 s, so a hanging push service costs the test less.
  fx = await startDeliveryFixture({ config: (config) => ({ push: { ...config.push, timeoutMs: 2000 } }) });
});
afterAll(() => fx.close());

const event = (groupKey: string, title = 'Terminó la sincronización'): NotificationEvent => ({
  type: 'search_finished',
  groupKey,
  title,
  body: 'Martina terminó su selección en «Casas en Nordelta».',
  url: '/account/search/9f/filtered',
});

const jobOf = async (userId: number, groupKey: string) =>
  (await fx.ctx.db.select().from(jobs)).filter(
    (job) =>
      (job.payload as { userId: number; groupKey: string }).groupKey === groupKey && job.payload.userId === userId,
  );
const pushesTo = (endpoint: string) => fx.push.received.filter((seen) => endpoint.endsWith(`/${seen.name}`));

describe('a delivery that fails', () => {
  it('on a 500 is retried after the back-off, and the email that went is not sent again', async () => {
    const person = await fx.person();
    const worker = fx.worker();
    fx.push.answerNext(500);
    await notify(fx.ctx.db, fx.ctx.clock, [person.user.id], event('retry-500'));
    fx.ctx.clock.advance(groupWindowMs);
    expect(await worker.runOnce()).toBe(1);
    const [failed] = await jobOf(person.user.id, 'retry-500');
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    expect(failed.lastError).toContain('push service answered 500');
    expect(failed.payload.done).toEqual(['email']);
    expect(pushesTo(person.endpoint).map((seen) => seen.answered)).toEqual([500]);
    expect(fx.mailsTo(person.user.email)).toHaveLength(1);

    // Not before the back-off.
    expect(await worker.runOnce()).toBe(0);
    fx.ctx.clock.advance(retryDelayMs(1));
    expect(await worker.runOnce()).toBe(1);
    expect(pushesTo(person.endpoint).map((seen) => seen.answered)).toEqual([500, 201]);
    expect(pushesTo(person.endpoint)[1].payload).toMatchObject({ title: 'Terminó la sincronización' });
    expect(fx.mailsTo(person.user.email)).toHaveLength(1);
    const [done] = await jobOf(person.user.id, 'retry-500');
    expect(done.doneAt).not.toBeNull();
  });

  it('on a push service that hangs fails by timeout, is retried, and is given up after the last attempt', async () => {
    const person = await fx.person({ notificationChannels: ['push'] });
    const worker = fx.worker();
    fx.push.answerAll('hang');
    try {
      await notify(fx.ctx.db, fx.ctx.clock, [person.user.id], event('hang'));
      fx.ctx.clock.advance(groupWindowMs);
      for (let attempt = 1; attempt <= deliverAttempts; attempt += 1) {
        const started = performance.now();
        expect(await worker.runOnce(), `attempt ${attempt}`).toBe(1);
        expect(performance.now() - started).toBeGreaterThanOrEqual(1900);
        const [job] = await jobOf(person.user.id, 'hang');
        expect(job.attempts).toBe(attempt);
        expect(job.lastError).toContain('push service did not answer within 2000 ms');
        fx.ctx.clock.advance(retryDelayMs(attempt));
      }
      const [given] = await jobOf(person.user.id, 'hang');
      expect(given.failedAt).not.toBeNull();
      expect(pushesTo(person.endpoint)).toHaveLength(deliverAttempts);
      // Nothing retries it any more, however long one waits.
      fx.ctx.clock.advance(24 * 60 * 60 * 1000);
      expect(await worker.runOnce()).toBe(0);
      const [row] = await fx.ctx.db.select().from(notifications).where(eq(notifications.groupKey, 'hang'));
      expect(row.sentAt).not.toBeNull();
    } finally {
      fx.push.answerAll(201);
    }
    // The next event of the group goes out alone: the given-up one is not sent again with it.
    await notify(fx.ctx.db, fx.ctx.clock, [person.user.id], event('hang', 'Otra selección terminada'));
    fx.ctx.clock.advance(groupWindowMs);
    expect(await worker.runOnce()).toBe(1);
    const last = pushesTo(person.endpoint).at(-1)!;
    expect(last.answered).toBe(201);
    expect(last.payload).toMatchObject({
      title: 'Otra selección terminada',
      body: 'Martina terminó su selección en «Casas en Nordelta».',
    });
  });

  it('keeps events that arrive while a delivery of their group is sending: they get a delivery of their own', async () => {
    const person = await fx.person({ notificationChannels: ['push'] });
    const worker = fx.worker();
    fx.push.answerNext('hang');
    await notify(fx.ctx.db, fx.ctx.clock, [person.user.id], event('during', 'Primera'));
    fx.ctx.clock.advance(groupWindowMs);
    const running = worker.runOnce();
    await fx.push.waitFor(fx.push.received.length + 1);
    // The delivery holds its rows and has released its key: this event queues a new one.
    await notify(fx.ctx.db, fx.ctx.clock, [person.user.id], event('during', 'Segunda'));
    await running;
    const waiting = (await jobOf(person.user.id, 'during')).filter((job) => !job.doneAt && !job.failedAt);
    expect(waiting.map((job) => job.key).sort()).toEqual([deliverKey(person.user.id, 'during'), null]);
    fx.ctx.clock.advance(Math.max(groupWindowMs, retryDelayMs(1)));
    await worker.runOnce();
    const titles = pushesTo(person.endpoint).map((seen) => (seen.payload as { title: string }).title);
    expect(titles.sort()).toEqual(['Primera', 'Primera', 'Segunda']);
  });
});

describe('the loopback push service', () => {
  it('refuses a request whose VAPID token is not signed by the key it names, or is for another origin', async () => {
    const browser = fx.push.subscribe();
    const subscription = JSON.parse(browser.token);
    const real = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    const send = async (headers: Record<string, string>) => {
      const details = webpush.generateRequestDetails(subscription, 'hola', {
        vapidDetails: { subject: 'mailto:push@vitrina.test', ...real },
        contentEncoding: 'aes128gcm',
      });
      const response = await fetch(details.endpoint, {
        method: 'POST',
        headers: { ...(details.headers as Record<string, string>), ...headers },
        body: details.body as Buffer,
      });
      return {
        status: response.status,
        error: fx.push.received.at(-1)!.error,
        payload: fx.push.received.at(-1)!.payload,
      };
    };
    expect(await send({})).toEqual({ status: 201, error: null, payload: 'hola' });
    const signedByOther = webpush.getVapidHeaders(
      fx.push.origin,
      'mailto:push@vitrina.test',
      other.publicKey,
      other.privateKey,
      'aes128gcm',
    ).Authorization as string;
    const forged = signedByOther.replace(/k=.*$/, `k=${real.publicKey}`);
    expect((await send({ Authorization: forged })).status).toBe(400);
    const elsewhere = webpush.getVapidHeaders(
      'https://push.example.net',
      'mailto:push@vitrina.test',
      real.publicKey,
      real.privateKey,
      'aes128gcm',
    ).Authorization as string;
    const wrongAudience = await send({ Authorization: elsewhere });
    expect(wrongAudience.status).toBe(400);
    expect(wrongAudience.error).toMatch(/aud/);
  });
});
