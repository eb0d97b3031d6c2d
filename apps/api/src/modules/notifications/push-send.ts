// One Web Push request: web-push encrypts the message (RFC 8291, aes128gcm) and signs the VAPID header; we send it
// ourselves, so the request has a deadline for the whole exchange, goes only to public addresses (the synchronizer's
// guarded lookup, checked again here because a subscription's host may resolve anywhere) and its outcome is one of
// three: delivered, gone (404/410: the subscription is dead), or a failure worth retrying.
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { VapidKeys } from '../../config';
import { guardedLookup, isPrivateAddress } from '../../lib/address-guard';
import { loadWebPush } from './load-web-push';
import type { PushSubscriptionJson } from './push-subscription';

/** What the service worker (apps/web/public/push-sw.js) shows. */
export type PushMessage = { title: string; body: string; url: string; tag: string };

export type PushSendOptions = {
  keys: VapidKeys;
  subject: string;
  timeoutMs: number;
  allowPrivate: boolean;
  /** Push services drop what they could not deliver within this many seconds. */
  ttlSeconds: number;
  /** RFC 8030 Topic: a newer message of one topic replaces an undelivered older one. */
  topic: string;
};

export class PushSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushSendError';
  }
}

/** A day: a notification older than that is news no more. */
export const pushTtlSeconds = 24 * 60 * 60;

/** RFC 8030 §5.4: at most 32 characters of the URL-safe base64 alphabet. */
export function pushTopic(groupKey: string): string {
  return createHash('sha256').update(groupKey).digest('base64url').slice(0, 32);
}

// RFC 8291 §4: a push service must take 4096 bytes of body; aes128gcm spends 86 on its header, 16 on the tag and
// 1 on the padding delimiter, which leaves 3993 for the message.
export const maxPlaintextBytes = 4096 - 86 - 16 - 1;
const ellipsis = '…';

/** The message as JSON, its body (then title) cut so the encrypted request stays within 4096 bytes. */
export function pushPayload(message: PushMessage): string {
  const size = (value: PushMessage) => Buffer.byteLength(JSON.stringify(value));
  let fitted = { ...message, title: cut(message.title, 120) };
  if (size(fitted) <= maxPlaintextBytes) return JSON.stringify(fitted);
  const fixed = size({ ...fitted, body: '' });
  // Escapes can make one character several bytes of JSON; shorten until it fits.
  let chars = Math.max(0, maxPlaintextBytes - fixed - 8);
  do {
    fitted = { ...fitted, body: cut(message.body, chars) };
    chars = Math.floor(chars * 0.9);
  } while (size(fitted) > maxPlaintextBytes && chars > 0);
  if (size(fitted) > maxPlaintextBytes) fitted = { ...fitted, body: '', url: '/' };
  return JSON.stringify(fitted);
}

function cut(text: string, chars: number): string {
  const letters = [...text];
  if (letters.length <= chars) return text;
  return chars <= 1
    ? ''
    : `${letters
        .slice(0, chars - 1)
        .join('')
        .trimEnd()}${ellipsis}`;
}

/** Sends; 'sent' on 2xx, 'gone' on 404/410. Anything else (another status, a timeout, no connection) throws. */
export async function sendPush(
  subscription: PushSubscriptionJson,
  message: PushMessage,
  options: PushSendOptions,
): Promise<'sent' | 'gone'> {
  const webpush = await loadWebPush();
  const details = webpush.generateRequestDetails(subscription, pushPayload(message), {
    vapidDetails: { subject: options.subject, publicKey: options.keys.publicKey, privateKey: options.keys.privateKey },
    TTL: options.ttlSeconds,
    urgency: 'normal',
    topic: options.topic,
    contentEncoding: 'aes128gcm',
  });
  const url = new URL(details.endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address skips the lookup, so it is judged here.
  if (!options.allowPrivate && (url.protocol !== 'https:' || (isIP(host) !== 0 && isPrivateAddress(host)))) {
    throw new PushSendError(`push endpoint refused: ${url.origin}`);
  }
  const status = await new Promise<number>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: details.method,
      headers: details.headers as Record<string, string | number>,
      lookup: guardedLookup(options.allowPrivate),
    });
    const timer = setTimeout(
      () => request.destroy(new PushSendError(`push service did not answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.once('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof PushSendError ? error : new PushSendError(`push request failed: ${error.message}`));
    });
    request.once('response', (response) => {
      // The answer's body says nothing we act on; read it off so the socket is freed.
      response.resume();
      response.once('end', () => {
        clearTimeout(timer);
        resolve(response.statusCode ?? 0);
      });
      response.once('error', (error) => {
        clearTimeout(timer);
        reject(new PushSendError(`push answer failed: ${error.message}`));
      });
    });
    request.end(details.body ?? undefined);
  });
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  throw new PushSendError(`push service answered ${status}`);
}
