// jsdom lacks a few browser APIs Mantine relies on; these stand-ins behave like a desktop browser at rest.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, vi } from 'vitest';
import { initialSessionState, sessionStore } from '@/lib/session';

// A full test run keeps both cores busy, and a lazy page or panel loads its code on first use: a screen that
// appears in 3.2 s instead of 0.8 s is not a failure. A screen that never appears still fails, after 6 s.
configure({ asyncUtilTimeout: 6000 });

afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  // Every test starts as a guest, whatever the last one signed in as.
  sessionStore.set(initialSessionState());
  vi.unstubAllGlobals();
});

// Mantine's transitions end on a timer that still runs after the last test unmounted its modal: on a busy machine it
// could fire once jsdom's window is gone and fail the run with an uncaught error. The file waits for them instead.
afterAll(async () => {
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 500));
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

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

Element.prototype.scrollIntoView = vi.fn();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
