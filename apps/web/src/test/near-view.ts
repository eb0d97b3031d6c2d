// A stand-in for IntersectionObserver that a test drives. The setup removes happy-dom's, which never reports anything
// in view; a test of what starts near the screen installs this one and says when the element comes near.
import { vi } from 'vitest';

export type NearViewStub = {
  /** Reports every observed element as near the screen (as scrolling to them would); set once something is observed. */
  report?: () => void;
};

/** Installs the stand-in for this test (the setup restores the globals after each test). */
export function stubNearView(): NearViewStub {
  const stub: NearViewStub = {};
  const observers: (() => void)[] = [];
  class ObserverStub {
    constructor(callback: IntersectionObserverCallback) {
      observers.push(() =>
        callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
      );
      stub.report = () => observers.forEach((report) => report());
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', ObserverStub);
  return stub;
}
