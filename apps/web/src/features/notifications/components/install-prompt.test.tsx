// 'Instalar aplicación' (product.md, The shell): 60 s after start when the app can be installed and is not, retried
// every 5 s behind another panel, the browser's prompt or the iPhone's steps, and 10 days away once dismissed.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { registerOverlay } from '@/lib/overlays';
import { recordCookieWrites } from '@/test/push';
import { renderPage, testConfiguration } from '@/test/render';
import { installPromptStore } from '../install-prompt-event';
import { AppPrompts } from './app-prompts';

await import('./install-panel');

const panel = () => screen.queryByRole('dialog', { name: 'Instalar aplicación' });
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
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile Safari';

/** The browser offering its install prompt, as Chromium does. */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function renderPrompts() {
  return renderPage(<AppPrompts />, testConfiguration({ appName: 'Vitrina' }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  document.cookie = 'permission-install=; max-age=0; path=/';
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  installPromptStore.set(null);
});

describe("the 'Instalar aplicación' panel", () => {
  it("keeps the browser's prompt from its own bar and offers it 60 s after start", async () => {
    renderPrompts();
    const offered = offerInstall();
    expect(offered.defaultPrevented).toBe(true);
    await wait(59_999);
    expect(panel()).not.toBeInTheDocument();
    await wait(1);
    expect(panel()).toBeInTheDocument();
    expect(
      screen.getByText(
        'Instalá Vitrina y abrila desde la pantalla de inicio, como cualquier app: más rápida y también sin conexión.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ahora no' })).toBeInTheDocument();
    expect(screen.queryByText('Tocá Compartir en la barra de Safari.')).not.toBeInTheDocument();
  });

  it("'Instalar' opens the browser's prompt once, closes the panel and forgets the spent prompt", async () => {
    renderPrompts();
    const offered = offerInstall();
    await wait(60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Instalar' }));
    await closing();
    expect(offered.prompt).toHaveBeenCalledOnce();
    expect(panel()).not.toBeInTheDocument();
    expect(installPromptStore.get()).toBeNull();
  });

  it("'Ahora no' keeps it away for 10 days with the permission-install cookie", async () => {
    const cookies = recordCookieWrites();
    const first = renderPrompts();
    const offered = offerInstall();
    await wait(60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    await closing();
    expect(panel()).not.toBeInTheDocument();
    expect(offered.prompt).not.toHaveBeenCalled();
    expect(cookies).toContain('permission-install=1; max-age=864000; path=/; SameSite=Lax');

    first.unmount();
    renderPrompts();
    await wait(300_000);
    expect(panel()).not.toBeInTheDocument();
  });

  it('shows nothing without a prompt on a device that is not an iPhone or iPad, until the browser offers one', async () => {
    renderPrompts();
    await wait(90_000);
    expect(panel()).not.toBeInTheDocument();
    offerInstall();
    await wait(0);
    expect(panel()).toBeInTheDocument();
  });

  it('shows nothing once installed: the prompt is cleared, and an installed app runs standalone', async () => {
    const view = renderPrompts();
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(installPromptStore.get()).toBeNull();
    await wait(120_000);
    expect(panel()).not.toBeInTheDocument();
    view.unmount();

    const desktop = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: query === '(display-mode: standalone)' });
    onTestFinished(() => {
      window.matchMedia = desktop;
    });
    renderPrompts();
    offerInstall();
    await wait(120_000);
    expect(panel()).not.toBeInTheDocument();
  });

  it('waits while another panel is open, looking again every 5 s', async () => {
    renderPrompts();
    offerInstall();
    const closeOther = registerOverlay(() => undefined);
    await wait(60_000);
    expect(panel()).not.toBeInTheDocument();
    await wait(5000);
    expect(panel()).not.toBeInTheDocument();
    await wait(2000);
    closeOther();
    await wait(2999);
    expect(panel()).not.toBeInTheDocument();
    await wait(1);
    expect(panel()).toBeInTheDocument();
  });

  it("on an iPhone shows the steps by hand, and 'Entendido' closes it for 10 days", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iphone);
    const cookies = recordCookieWrites();
    renderPrompts();
    await wait(60_000);
    expect(panel()).toBeInTheDocument();
    expect(screen.getByText('En tu iPhone o iPad se instala desde Safari:')).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(['1.Tocá Compartir en la barra de Safari.', '2.Luego elegí «Agregar a inicio».']);
    expect(screen.queryByRole('button', { name: 'Instalar' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    await closing();
    expect(panel()).not.toBeInTheDocument();
    expect(cookies).toContain('permission-install=1; max-age=864000; path=/; SameSite=Lax');
  });
});
