// What this browser offers for Web Push, and how its subscription compares with the token the account keeps for the
// site (product.md, Microsites: tokens are kept per site, 'site-{microsite id}' or 'site-0' on the platform).

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator
  );
}

export function pushSiteKey(microsite: { id: number } | null | undefined): string {
  return `site-${microsite?.id ?? 0}`;
}

/** The VAPID public key as the push service wants it: base64url text to bytes. */
export function decodeVapidKey(key: string): Uint8Array<ArrayBuffer> {
  const base64 = (key + '='.repeat((4 - (key.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

export function sameBytes(left: ArrayBuffer | null | undefined, right: Uint8Array): boolean {
  if (!left) return true; // a browser that does not say which key a subscription has: assume ours
  const view = new Uint8Array(left);
  return view.length === right.length && view.every((byte, index) => byte === right[index]);
}

type SubscriptionJson = { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };

function parse(token: string): SubscriptionJson | null {
  try {
    const value: unknown = JSON.parse(token);
    return typeof value === 'object' && value !== null ? (value as SubscriptionJson) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the stored token names the same subscription as this one: endpoint and keys, so a server that keeps the
 * token re-serialised (another key order, no expirationTime) does not get it sent again at every start.
 */
export function sameSubscription(stored: string | undefined, token: string): boolean {
  if (!stored) return false;
  if (stored === token) return true;
  const a = parse(stored);
  const b = parse(token);
  if (!a || !b || typeof a.endpoint !== 'string') return false;
  return a.endpoint === b.endpoint && a.keys?.p256dh === b.keys?.p256dh && a.keys?.auth === b.keys?.auth;
}

export type PushDeviceStatus = 'unsupported' | 'denied' | 'off' | 'subscribed';

/** Whether this browser receives the account's notifications for this site. */
export async function pushDeviceStatus(storedToken: string | undefined): Promise<PushDeviceStatus> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return 'off';
  return sameSubscription(storedToken, JSON.stringify(subscription)) ? 'subscribed' : 'off';
}
