// jsdom lacks a few browser APIs Mantine relies on; these stand-ins behave like a desktop browser at rest.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
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
  // Files share a worker's jsdom (vitest.config.ts): the next test starts at the address a fresh one has.
  window.history.replaceState(null, '', '/');
  document.title = '';
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

// Once per jsdom: this file runs again for every test file that shares it.
type ComputedStyle = typeof window.getComputedStyle & { withoutPseudoElement?: true };
if (!(window.getComputedStyle as ComputedStyle).withoutPseudoElement) {
  const { getComputedStyle } = window;
  const withoutPseudoElement: ComputedStyle = (element: Element) => getComputedStyle(element);
  withoutPseudoElement.withoutPseudoElement = true;
  window.getComputedStyle = withoutPseudoElement;
}
