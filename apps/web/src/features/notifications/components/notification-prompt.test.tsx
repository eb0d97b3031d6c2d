// 'Recibí notificaciones' (product.md, The shell): when it shows, waits and stays away, and what accepting does.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerOverlay } from '@/lib/overlays';
import { sessionStore, setSignedIn } from '@/lib/session';
import { recordCookieWrites, stubPush, testVapidKey, tokenOf, unstubPush, vapidKeyBytes } from '@/test/push';
import { renderPage, stubApi, testConfiguration } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { AppPrompts } from './app-prompts';

// Loaded now, so opening the panel renders it within the same act as the timer that opened it.
await import('./notification-panel');

const withPush = testConfiguration({ push: { vapidKey: testVapidKey } });
const panel = () => screen.queryByRole('dialog', { name: 'Recibí notificaciones' });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets the dialog fade out: its transition starts on an animation frame (real time), then runs on a timeout. */
async function closing() {
  for (let round = 0; round < 20 && panel(); round += 1) {
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await vi.advanceTimersByTimeAsync(500);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  document.cookie = 'permission-notification=; max-age=0; path=/';
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  unstubPush();
});

describe("the 'Recibí notificaciones' panel", () => {
  it('shows 5 s after the app starts to a signed-in user whose browser was not asked yet', async () => {
    signInAs();
    stubPush();
    const { calls } = stubApi({});
    renderPage(<AppPrompts />, withPush);
    await wait(4999);
    expect(panel()).not.toBeInTheDocument();
    await wait(1);
    expect(panel()).toBeInTheDocument();
    expect(screen.getByText(/Te avisamos al instante cuando hay coincidencias en tus búsquedas/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ahora no' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activar' })).toBeInTheDocument();
    // Nothing is asked or sent until the person chooses.
    expect(calls).toEqual([]);
  });

  it('shows 5 s after signing in, not to a guest', async () => {
    stubPush();
    renderPage(<AppPrompts />, withPush);
    await wait(120_000);
    expect(panel()).not.toBeInTheDocument();

    act(() => setSignedIn(testUser(), []));
    await wait(4999);
    expect(panel()).not.toBeInTheDocument();
    await wait(1);
    expect(panel()).toBeInTheDocument();
  });

  it('never shows without push on the site, once the browser answered, or within 10 days of «Ahora no»', async () => {
    signInAs();
    stubPush();
    const noPush = renderPage(<AppPrompts />, testConfiguration());
    await wait(120_000);
    expect(panel()).not.toBeInTheDocument();
    noPush.unmount();

    const { notification } = stubPush({ permission: 'denied' });
    const denied = renderPage(<AppPrompts />, withPush);
    await wait(120_000);
    expect(panel()).not.toBeInTheDocument();
    denied.unmount();

    notification.permission = 'default';
    document.cookie = 'permission-notification=1; path=/';
    renderPage(<AppPrompts />, withPush);
    await wait(120_000);
    expect(panel()).not.toBeInTheDocument();
  });

  it('waits while another panel is open, looking again every 60 s', async () => {
    signInAs();
    stubPush();
    const closeOther = registerOverlay(() => undefined);
    renderPage(<AppPrompts />, withPush);
    await wait(5000);
    expect(panel()).not.toBeInTheDocument();
    await wait(60_000);
    expect(panel()).not.toBeInTheDocument();

    // Closed 10 s later: the panel still waits for its next look, 60 s after the last one.
    await wait(10_000);
    closeOther();
    await wait(49_999);
    expect(panel()).not.toBeInTheDocument();
    await wait(1);
    expect(panel()).toBeInTheDocument();
  });

  it("'Ahora no' closes it and keeps it away for 10 days with the permission-notification cookie", async () => {
    signInAs();
    const { requestPermission } = stubPush();
    const cookies = recordCookieWrites();
    const first = renderPage(<AppPrompts />, withPush);
    await wait(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    await closing();
    expect(panel()).not.toBeInTheDocument();
    expect(cookies).toContain('permission-notification=1; max-age=864000; path=/; SameSite=Lax');
    expect(requestPermission).not.toHaveBeenCalled();

    // The next visit does not ask again.
    first.unmount();
    renderPage(<AppPrompts />, withPush);
    await wait(300_000);
    expect(panel()).not.toBeInTheDocument();
  });

  it("'Activar' asks the browser and, granted, subscribes with the site's key and sends the token", async () => {
    signInAs();
    const { requestPermission, pushManager, created } = stubPush({ answer: 'granted' });
    const saved = testUser({ notification_push_identifiers: { 'site-0': tokenOf(created) } });
    const { requests } = stubApi({ 'POST /auth/user/push/subscribe': { status: 200, body: { user: saved } } });
    renderPage(<AppPrompts />, withPush);
    await wait(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Activar' }));
    await closing();

    expect(requestPermission).toHaveBeenCalledOnce();
    expect(panel()).not.toBeInTheDocument();
    const options = pushManager.subscribe.mock.calls[0][0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...options.applicationServerKey]).toEqual(vapidKeyBytes());
    expect(requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/auth/user/push/subscribe', { _method: 'PUT', token: tokenOf(created) }],
    ]);
    expect(JSON.parse((requests[0].body as { token: string }).token)).toMatchObject({
      endpoint: 'https://push.example.net/send/new456',
      keys: { auth: 'tBHItJI5svbpez7KI4CCXg' },
    });
    expect(sessionStore.get().user?.notification_push_identifiers).toEqual({ 'site-0': tokenOf(created) });
    // Accepting is not dismissing.
    expect(document.cookie).not.toContain('permission-notification');
  });

  it("'Activar' with the permission refused toasts 'Permiso de notificación denegado.' and sends nothing", async () => {
    signInAs();
    const { pushManager } = stubPush({ answer: 'denied' });
    const { calls } = stubApi({});
    renderPage(<AppPrompts />, withPush);
    await wait(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Activar' }));
    await wait(1000);
    expect(screen.getByText('Permiso de notificación denegado.')).toBeInTheDocument();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
