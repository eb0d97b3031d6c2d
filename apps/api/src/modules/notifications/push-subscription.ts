// What a browser's PushSubscription must look like before we keep it (product.md, Notifications and the installable
// app: Push): the JSON of PushSubscription.toJSON(), an https endpoint on a public host, and the keys RFC 8291 encrypts
// with. Kept normalized (only the fields we use, in one order), so two saves of one subscription store the same text.
import { isIP } from 'node:net';
import { pushMessages } from '@vitrina/shared/users';
import { isPrivateAddress } from '../../lib/address-guard';

export type PushSubscriptionJson = {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
};

export type ParsedSubscription =
  { ok: true; subscription: PushSubscriptionJson; token: string } | { ok: false; message: string };

/** The largest subscription we keep: endpoints are a few hundred characters, the keys 130 more. */
export const maxSubscriptionLength = 4096;
const maxEndpointLength = 2048;

function decodeKey(value: unknown, bytes: number): boolean {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return false;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url').length === bytes;
}

function hostIsPrivate(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  // A name is checked again when it is resolved at send time (the guarded lookup); a literal address here.
  return isIP(host) !== 0 && isPrivateAddress(host);
}

export function parsePushSubscription(token: string, options: { allowPrivate: boolean }): ParsedSubscription {
  const fail = (message: string): ParsedSubscription => ({ ok: false, message });
  if (token.length > maxSubscriptionLength) return fail(pushMessages.tooLarge);
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    return fail(pushMessages.notSubscription);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(pushMessages.notSubscription);
  const { endpoint, expirationTime, keys } = value as Record<string, unknown>;

  if (typeof endpoint !== 'string' || endpoint.length > maxEndpointLength) return fail(pushMessages.endpoint);
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return fail(pushMessages.endpoint);
  }
  const isPrivate = hostIsPrivate(url);
  const secure = url.protocol === 'https:' || (options.allowPrivate && isPrivate && url.protocol === 'http:');
  if (!secure || url.username || url.password) return fail(pushMessages.endpoint);
  if (isPrivate && !options.allowPrivate) return fail(pushMessages.privateEndpoint);

  if (typeof keys !== 'object' || keys === null) return fail(pushMessages.p256dh);
  const { p256dh, auth } = keys as Record<string, unknown>;
  // An uncompressed P-256 point: 65 bytes starting with 0x04.
  if (!decodeKey(p256dh, 65) || Buffer.from(String(p256dh), 'base64url')[0] !== 4) return fail(pushMessages.p256dh);
  if (!decodeKey(auth, 16)) return fail(pushMessages.auth);
  if (expirationTime !== undefined && expirationTime !== null && !Number.isFinite(expirationTime)) {
    return fail(pushMessages.notSubscription);
  }

  const subscription: PushSubscriptionJson = {
    endpoint: url.href,
    expirationTime: typeof expirationTime === 'number' ? expirationTime : null,
    keys: { p256dh: String(p256dh).replace(/=+$/, ''), auth: String(auth).replace(/=+$/, '') },
  };
  return { ok: true, subscription, token: JSON.stringify(subscription) };
}

/** A stored token read back; null for what is not a subscription (a token kept before subscriptions were checked). */
export function readStoredSubscription(token: string): PushSubscriptionJson | null {
  const parsed = parsePushSubscription(token, { allowPrivate: true });
  return parsed.ok ? parsed.subscription : null;
}
