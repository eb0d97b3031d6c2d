// Registering this browser's subscription when permission is already granted (product.md, The shell): sent only when
// the token stored for this site differs, and every failure toasted in the catalogue's words.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Configuration } from '@vitrina/shared/configuration';
import { sessionStore } from '@/lib/session';
import { fakeSubscription, stubPush, testVapidKey, tokenOf, unstubPush, vapidKeyBytes } from '@/test/push';
import { renderPage, stubApi, testConfiguration, type ApiRequest } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { AppPrompts } from './app-prompts';

// Loaded now, as a browser would have it by the time the 5 s are up.
await import('@/lib/push/register-push');

const withPush = testConfiguration({ push: { vapidKey: testVapidKey } });
const onMicrosite: Configuration = {
  ...withPush,
  MICROSITE: { id: 4, name: 'Palermo Norte Propiedades' } as Configuration['MICROSITE'],
};
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const held = fakeSubscription('https://push.example.net/send/held789');
const subscribes = (requests: ApiRequest[]) =>
  requests.filter((request) => request.path === '/auth/user/push/subscribe');

function answering(user = testUser()) {
  return stubApi({ 'POST /auth/user/push/subscribe': { status: 200, body: { user } } });
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  vi.useRealTimers();
  unstubPush();
});

describe('push registration with permission already granted', () => {
  it('shows no panel and, 5 s after start, sends the held subscription the account lacks', async () => {
    signInAs(testUser({ notification_push_identifiers: {} }));
    const { pushManager } = stubPush({ permission: 'granted', existing: held });
    const saved = testUser({ notification_push_identifiers: { 'site-0': tokenOf(held) } });
    const { requests } = answering(saved);
    renderPage(<AppPrompts />, withPush);
    await wait(4999);
    expect(requests).toEqual([]);
    await wait(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(subscribes(requests).map((request) => request.body)).toEqual([{ _method: 'PUT', token: tokenOf(held) }]);
    expect(sessionStore.get().user?.notification_push_identifiers).toEqual({ 'site-0': tokenOf(held) });
  });

  it('sends nothing when the token stored for this site is the same subscription', async () => {
    // Stored by the server re-serialised: other key order, no expirationTime. Still the same subscription.
    const stored = JSON.stringify({ keys: (held.toJSON() as { keys: unknown }).keys, endpoint: held.endpoint });
    signInAs(testUser({ notification_push_identifiers: { 'site-0': stored } }));
    stubPush({ permission: 'granted', existing: held });
    const { requests } = answering();
    renderPage(<AppPrompts />, withPush);
    await wait(60_000);
    expect(requests).toEqual([]);
  });

  it('sends it when the stored token is another subscription', async () => {
    signInAs(testUser({ notification_push_identifiers: { 'site-0': tokenOf(fakeSubscription()) } }));
    stubPush({ permission: 'granted', existing: held });
    const { requests } = answering();
    renderPage(<AppPrompts />, withPush);
    await wait(5000);
    expect(subscribes(requests).map((request) => request.body)).toEqual([{ _method: 'PUT', token: tokenOf(held) }]);
  });

  it("keys the token by site: on microsite 4 the platform's 'site-0' token does not count", async () => {
    signInAs(testUser({ notification_push_identifiers: { 'site-0': tokenOf(held) } }));
    stubPush({ permission: 'granted', existing: held });
    const { requests } = answering();
    renderPage(<AppPrompts />, onMicrosite);
    await wait(5000);
    expect(subscribes(requests)).toHaveLength(1);

    requests.length = 0;
    sessionStore.set({
      status: 'authenticated',
      user: testUser({ notification_push_identifiers: { 'site-4': tokenOf(held) } }),
      searches: [],
    });
    renderPage(<AppPrompts />, onMicrosite);
    await wait(5000);
    expect(subscribes(requests)).toHaveLength(0);
  });

  it("replaces a held subscription made with another key by one with the site's key", async () => {
    signInAs();
    const old = fakeSubscription('https://push.example.net/send/old', `BB${'B'.repeat(85)}`);
    const { pushManager, created } = stubPush({ permission: 'granted', existing: old });
    const { requests } = answering();
    renderPage(<AppPrompts />, withPush);
    await wait(5000);
    expect(old.unsubscribe).toHaveBeenCalledOnce();
    expect([...pushManager.subscribe.mock.calls[0][0].applicationServerKey]).toEqual(vapidKeyBytes());
    expect(subscribes(requests).map((request) => request.body)).toEqual([{ _method: 'PUT', token: tokenOf(created) }]);
  });
});

describe('push errors, word for word', () => {
  async function failing(push: Parameters<typeof stubPush>[0], api: Parameters<typeof stubApi>[0] = {}) {
    signInAs();
    stubPush({ permission: 'granted', ...push });
    const stub = stubApi(api);
    renderPage(<AppPrompts />, withPush);
    await wait(6000);
    return stub;
  }

  it("the browser's failure to subscribe: 'Error al obtener el token: {message}'", async () => {
    const { calls } = await failing({
      subscribe: () => Promise.reject(new DOMException('Registration failed - push service error', 'AbortError')),
    });
    expect(screen.getByText('Error al obtener el token: Registration failed - push service error')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it("a failure without a message: 'Error al obtener el token: desconocido'", async () => {
    await failing({ subscribe: () => Promise.reject(new Error('')) });
    expect(screen.getByText('Error al obtener el token: desconocido')).toBeVisible();
  });

  it("no subscription made: 'No se pudo generar el token de notificaciones.'", async () => {
    const { calls } = await failing({ subscribe: () => Promise.resolve(null) });
    expect(screen.getByText('No se pudo generar el token de notificaciones.')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it("the server refusing the token: 'Error al suscribir: {its message}'", async () => {
    await failing(
      { existing: held },
      {
        'POST /auth/user/push/subscribe': {
          status: 422,
          body: { message: 'La suscripción de notificaciones apunta a una dirección privada o local' },
        },
      },
    );
    expect(
      screen.getByText('Error al suscribir: La suscripción de notificaciones apunta a una dirección privada o local'),
    ).toBeVisible();
    expect(sessionStore.get().user?.notification_push_identifiers).toEqual({});
  });

  it("no answer from the server: 'Error al suscribir: Ocurrió un error con la petición.'", async () => {
    await failing({ existing: held }, { 'POST /auth/user/push/subscribe': 'no-response' });
    expect(screen.getByText('Error al suscribir: Ocurrió un error con la petición.')).toBeVisible();
  });
});
