import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushMessages } from '@vitrina/shared/users';
import { users } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { startPushService, type PushService } from '../../test/push-service';
import { bearer, multipart, signUpViaApi } from '../auth/auth-test-helpers';

let ctx: TestContext;
let loopback: TestContext;
let service: PushService;
beforeAll(async () => {
  ctx = await createTestContext();
  loopback = await createTestContext({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' } });
  service = await startPushService();
});
afterAll(async () => {
  await Promise.all([ctx.close(), loopback.close(), service.close()]);
});

const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 9)]).toString('base64url');
const auth = Buffer.alloc(16, 3).toString('base64url');
const subscription = (changes: Record<string, unknown> = {}, keys: Record<string, unknown> = {}) =>
  JSON.stringify({
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    expirationTime: null,
    keys: { p256dh, auth, ...keys },
    ...changes,
  });

function subscribe(app: TestContext['app'], token: string, pushToken: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/user/push/subscribe',
    headers: bearer(token),
    payload: { _method: 'PUT', token: pushToken },
  });
}

const storedOf = async (c: TestContext, email: string) =>
  (await c.db.select().from(users).where(eq(users.email, email)))[0].notificationPushIdentifiers;

describe('POST /api/auth/user/push/subscribe', () => {
  it('answers 401 to guests, with or without the method override', async () => {
    for (const method of ['PUT', 'POST'] as const) {
      const response = await ctx.app.inject({
        method,
        url: '/api/auth/user/push/subscribe',
        payload: { _method: 'PUT', token: subscription() },
      });
      expect(response.statusCode, method).toBe(401);
    }
  });

  it("keeps a signed-in person's subscription under site-0, normalized, and a new one replaces it", async () => {
    const token = await signUpViaApi(ctx.app, 'suscripta@vitrina.example', 'Suscripta');
    // As a browser may send it: padded keys, an extra field, another key order.
    const sent = JSON.stringify({
      keys: { auth: `${auth}==`, p256dh },
      endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      expirationTime: null,
      extra: 'ignorado',
    });
    const response = await subscribe(ctx.app, token, sent);
    expect(response.statusCode, response.body).toBe(200);
    const normalized = JSON.stringify({
      endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      expirationTime: null,
      keys: { p256dh, auth },
    });
    expect(response.json().user.notification_push_identifiers).toEqual({ 'site-0': normalized });
    const again = await subscribe(ctx.app, token, subscription());
    expect(again.json().user.notification_push_identifiers).toEqual({ 'site-0': subscription() });
  });

  it('refuses what is not a public push subscription, with a Spanish message on token, keeping the stored one', async () => {
    const email = 'rechazos@vitrina.example';
    const token = await signUpViaApi(ctx.app, email, 'Rechazos');
    expect((await subscribe(ctx.app, token, subscription())).statusCode).toBe(200);
    const cases: [string, string][] = [
      ['fcm-token-viejo', pushMessages.notSubscription],
      ['[1,2]', pushMessages.notSubscription],
      [subscription({ endpoint: 'http://push.example.net/abc' }), pushMessages.endpoint],
      [subscription({ endpoint: 'ftp://push.example.net/abc' }), pushMessages.endpoint],
      [subscription({ endpoint: 'no es una url' }), pushMessages.endpoint],
      [subscription({ endpoint: 'https://usuario:clave@push.example.net/abc' }), pushMessages.endpoint],
      [subscription({ endpoint: 'https://127.0.0.1:8443/push' }), pushMessages.privateEndpoint],
      [subscription({ endpoint: 'https://localhost/push' }), pushMessages.privateEndpoint],
      [subscription({ endpoint: 'https://10.1.2.3/push' }), pushMessages.privateEndpoint],
      [subscription({ endpoint: 'https://192.168.0.10/push' }), pushMessages.privateEndpoint],
      [subscription({ endpoint: 'https://169.254.169.254/latest' }), pushMessages.privateEndpoint],
      [subscription({ endpoint: 'https://[::1]/push' }), pushMessages.privateEndpoint],
      [subscription({ endpoint: 'https://[fe80::1]/push' }), pushMessages.privateEndpoint],
      [subscription({}, { p256dh: Buffer.alloc(33, 2).toString('base64url') }), pushMessages.p256dh],
      [subscription({}, { p256dh: Buffer.alloc(65, 5).toString('base64url') }), pushMessages.p256dh],
      [subscription({}, { p256dh: 'no+es/base64url' }), pushMessages.p256dh],
      [subscription({ keys: undefined }), pushMessages.p256dh],
      [subscription({}, { auth: Buffer.alloc(8, 1).toString('base64url') }), pushMessages.auth],
      [subscription({ expirationTime: 'mañana' }), pushMessages.notSubscription],
      [subscription({ endpoint: `https://push.example.net/${'a'.repeat(4100)}` }), pushMessages.tooLarge],
    ];
    for (const [pushToken, message] of cases) {
      const response = await subscribe(ctx.app, token, pushToken);
      expect(response.statusCode, pushToken.slice(0, 80)).toBe(422);
      expect(response.json(), pushToken.slice(0, 80)).toEqual({ message, errors: { token: [message] } });
    }
    expect(await storedOf(ctx, email)).toEqual({ 'site-0': subscription() });
  });

  it('takes a loopback push service over http only where PUSH_ALLOW_PRIVATE_ENDPOINTS is set', async () => {
    const browser = service.subscribe();
    const here = await signUpViaApi(ctx.app, 'loopback@vitrina.example', 'Loopback');
    const refused = await subscribe(ctx.app, here, browser.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.token).toEqual([pushMessages.endpoint]);
    const there = await signUpViaApi(loopback.app, 'loopback@vitrina.example', 'Loopback');
    const accepted = await subscribe(loopback.app, there, browser.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user.notification_push_identifiers).toEqual({ 'site-0': browser.token });
  });
});

describe('notification channels', () => {
  it('are push and email by default, changed with the notification types, kept when not sent', async () => {
    const token = await signUpViaApi(ctx.app, 'canales@vitrina.example', 'Canales');
    const me = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json().user;
    expect((await me()).notification_channels).toEqual(['push', 'email']);
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/user/notificationTypes',
        headers: bearer(token),
        payload: { _method: 'PUT', ...payload },
      });
    const emailOnly = await put({ notification_types: ['search_alert'], notification_channels: ['email'] });
    expect(emailOnly.statusCode, emailOnly.body).toBe(200);
    expect(emailOnly.json().user).toMatchObject({
      notification_types: ['search_alert'],
      notification_channels: ['email'],
    });
    const typesOnly = await put({ notification_types: ['price_drop'] });
    expect(typesOnly.json().user).toMatchObject({
      notification_types: ['price_drop'],
      notification_channels: ['email'],
    });
    const both = await put({ notification_types: [], notification_channels: ['email', 'push', 'email'] });
    expect(both.json().user.notification_channels).toEqual(['push', 'email']);
    const none = await put({ notification_types: [], notification_channels: [] });
    expect(none.json().user.notification_channels).toEqual([]);
    const bad = await put({ notification_types: [], notification_channels: ['sms'] });
    expect(bad.statusCode).toBe(422);
    expect((await me()).notification_channels).toEqual([]);
  });

  it("are saved by 'Mi perfil' (multipart) too", async () => {
    const token = await signUpViaApi(ctx.app, 'perfil.canales@vitrina.example', 'Perfil Canales');
    const save = async (fields: Record<string, string>) => {
      const body = await multipart({ _method: 'PUT', name: 'Perfil Canales', contact_types: 'email', ...fields });
      return ctx.app.inject({
        method: 'POST',
        url: '/api/auth/user',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const pushOnly = await save({ notification_types: 'search_coincidence', notification_channels: 'push' });
    expect(pushOnly.statusCode, pushOnly.body).toBe(200);
    expect(pushOnly.json().user.notification_channels).toEqual(['push']);
    const kept = await save({ notification_types: 'search_coincidence' });
    expect(kept.json().user.notification_channels).toEqual(['push']);
  });

  it('answers 401 to guests', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/user/notificationTypes',
      payload: { notification_types: [], notification_channels: ['email'] },
    });
    expect(response.statusCode).toBe(401);
  });
});
