// The test DOM (happy-dom) lays nothing out and lacks a few browser APIs Mantine relies on; these stand-ins behave like
// a desktop browser at rest.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, vi } from 'vitest';
import { initialSessionState, sessionStore } from '@/lib/session';
import { freshWindow } from './fresh-window';
import { stopRouters } from './routers';

// A full test run keeps both cores busy, and a lazy page or panel loads its code on first use: a screen that
// appears in 3.2 s instead of 0.8 s is not a failure. A screen that never appears still fails, after 6 s.
configure({ asyncUtilTimeout: 6000 });

afterEach(() => {
  cleanup();
  stopRouters();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  // Every test starts as a guest, whatever the last one signed in as.
  sessionStore.set(initialSessionState());
  vi.unstubAllGlobals();
});

// Files share their worker's window and libraries (isolate: false, decision 032); each starts as in a new tab: the
// app's own modules evaluated again, the window as the first file found it. A Mantine transition's timer that ends
// after the file's last test finds the same window, not a torn-down one, so no file waits for it.
afterAll(() => {
  vi.useRealTimers();
  freshWindow();
  vi.resetModules();
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

// happy-dom has an IntersectionObserver that never reports anything in view, so what loads near the viewport would
// never load. Without one, the app's code counts everything as near; a test that pages on scroll stubs its own.
Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: undefined });

// No test reaches a network: a request no test answered fails as a browser's does offline (tests answer with stubApi).
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
Object.defineProperty(window, 'fetch', { configurable: true, writable: true, value: offline });
globalThis.fetch = offline;

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

Element.prototype.scrollIntoView = vi.fn();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
