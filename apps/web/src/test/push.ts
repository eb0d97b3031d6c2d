// A browser's Web Push for component tests: Notification's permission and its question, the service worker container
// (a message target too) and its push manager, with subscriptions that serialise as a real PushSubscription does.
import { onTestFinished, vi } from 'vitest';

/** A P-256 public key's 65 bytes (0x04 then 64 more), in base64url as GET /configuration sends it. */
export const testVapidKey = `BA${'A'.repeat(85)}`;

export function vapidKeyBytes(key = testVapidKey): number[] {
  const text = atob((key + '='.repeat((4 - (key.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/'));
  return [...text].map((char) => char.charCodeAt(0));
}

export type FakeSubscription = {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean };
  toJSON: () => unknown;
  unsubscribe: () => Promise<boolean>;
};

export function fakeSubscription(
  endpoint = 'https://push.example.net/send/abc123',
  key = testVapidKey,
): FakeSubscription {
  return {
    endpoint,
    options: { applicationServerKey: new Uint8Array(vapidKeyBytes(key)).buffer, userVisibleOnly: true },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2w', auth: 'tBHItJI5svbpez7KI4CCXg' },
    }),
    unsubscribe: vi.fn(async () => true),
  };
}

/** The token the app sends for a subscription: JSON.stringify(subscription). */
export const tokenOf = (subscription: FakeSubscription) => JSON.stringify(subscription);

type PushOptions = {
  permission?: NotificationPermission;
  /** What the browser's question answers. */
  answer?: NotificationPermission;
  /** The subscription the browser already holds. */
  existing?: FakeSubscription | null;
  /** What pushManager.subscribe does (a new subscription by default). */
  subscribe?: () => Promise<FakeSubscription | null>;
};

export function stubPush({ permission = 'default', answer = 'granted', existing = null, subscribe }: PushOptions = {}) {
  let current = existing;
  const created = fakeSubscription('https://push.example.net/send/new456');
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      current = subscribe ? await subscribe() : created;
      return current;
    }),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => {
    FakeNotification.permission = answer;
    return answer;
  });
  class FakeNotification {
    static permission: NotificationPermission = permission;
    static requestPermission = requestPermission;
  }
  const container = Object.assign(new EventTarget(), {
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
    startMessages: vi.fn(),
  });
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return { pushManager, requestPermission, container, created, notification: FakeNotification };
}

/** Takes the service worker container away again (vi.unstubAllGlobals does not reach navigator's properties). */
export function unstubPush(): void {
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
}

/** Where the document's `cookie` accessor is defined: on a prototype of its class, whichever the DOM chose. */
function cookieDescriptor(target: object): PropertyDescriptor {
  for (let proto = Object.getPrototypeOf(target); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
    if (descriptor?.get) return descriptor;
  }
  throw new Error('El documento no tiene cookies.');
}

/**
 * Records every cookie the page writes (and still writes it): the DOM's cookie jar does not say how long a cookie
 * lasts, the written line does.
 */
export function recordCookieWrites(): string[] {
  const real = cookieDescriptor(document);
  const written: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => real.get!.call(document) as string,
    set: (line: string) => {
      written.push(line);
      real.set!.call(document, line);
    },
  });
  onTestFinished(() => {
    delete (document as unknown as Record<string, unknown>).cookie;
  });
  return written;
}
