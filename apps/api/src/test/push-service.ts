// A push service on loopback for tests and the latency bench: what a browser vendor's server does with a Web Push
// request, for real. It checks the VAPID Authorization header (RFC 8292: an ES256 JWT signed by the key it names,
// for this origin, not expired), decrypts the aes128gcm body (RFC 8291 on RFC 8188) with the private key and auth
// secret of the subscription it handed out, and records both. Tests play the browser: subscribe() makes a P-256 key
// pair and an auth secret and returns the PushSubscription JSON a browser would send us.
import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

/** What the service answers: a status, or 'hang' (never answers, as a stuck push service). */
export type PushAnswer = 201 | 400 | 404 | 410 | 413 | 500 | 503 | 'hang';

export type ReceivedPush = {
  /** The subscription's name (the endpoint's last path segment). */
  name: string;
  headers: IncomingHttpHeaders;
  /** The encrypted body's size in bytes. */
  size: number;
  answered: PushAnswer;
  /** Why the request was refused (bad VAPID, undecryptable body); null when it was a proper Web Push request. */
  error: string | null;
  /** The decrypted payload, parsed as JSON when it is JSON. */
  payload: unknown;
  /** performance.now() when the request's body was in. */
  at: number;
};

export type BrowserSubscription = {
  endpoint: string;
  /** PushSubscription.toJSON() as the browser gives it, in text: what POST /auth/user/push/subscribe receives. */
  token: string;
};

export type PushService = {
  origin: string;
  received: ReceivedPush[];
  /** A new subscription on this service, as a browser would make it. */
  subscribe(name?: string): BrowserSubscription;
  /** How the next requests are answered, in order; after the list, `answerAll`'s (201 by default). */
  answerNext(...answers: PushAnswer[]): void;
  answerAll(answer: PushAnswer): void;
  /** Resolves once `count` requests have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
};

type Keys = { ecdh: ECDH; publicKey: Buffer; auth: Buffer };

/** RFC 8291 §3.4 and RFC 8188 §2: one record, key id = the sender's ephemeral public key. */
export function decryptAes128gcm(body: Buffer, keys: Keys): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`key id of ${idLength} bytes, expected 65`);
  if (records.length > recordSize) throw new Error('more than one record');
  const secret = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT is ES256 by that key, for `origin`, expiring within 24 h. */
export async function checkVapid(authorization: string | undefined, origin: string): Promise<string | null> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return `Authorization is not VAPID: ${authorization ?? '(none)'}`;
  const [, token, key] = match;
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 point';
  if (decodeProtectedHeader(token).alg !== 'ES256') return 'JWT is not ES256';
  const publicKey = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  try {
    const { payload } = await jwtVerify(token, publicKey, { audience: origin, algorithms: ['ES256'] });
    if (typeof payload.exp !== 'number') return 'JWT without exp';
    if (payload.exp > Date.now() / 1000 + 24 * 60 * 60 + 60) return 'JWT exp more than 24 h away';
    if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub))
      return 'JWT sub is not mailto: or https:';
    return null;
  } catch (error) {
    return `JWT refused: ${(error as Error).message}`;
  }
}

export async function startPushService(): Promise<PushService> {
  const subscriptions = new Map<string, Keys>();
  const received: ReceivedPush[] = [];
  const planned: PushAnswer[] = [];
  let standing: PushAnswer = 201;
  const waiters = new Set<() => void>();
  const hanging = new Set<ServerResponse>();
  let origin = '';
  let counter = 0;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const at = performance.now();
      const name = decodeURIComponent((request.url ?? '').split('/').pop() ?? '');
      void (async () => {
        const keys = subscriptions.get(name);
        let error: string | null = null;
        let payload: unknown = null;
        if (request.method !== 'POST') error = `method ${request.method}`;
        else if (!keys) error = `no subscription ${name}`;
        else if (request.headers['content-encoding'] !== 'aes128gcm') error = 'Content-Encoding is not aes128gcm';
        else error = await checkVapid(request.headers.authorization, origin);
        if (!error && keys) {
          try {
            const text = decryptAes128gcm(body, keys).toString('utf8');
            try {
              payload = JSON.parse(text);
            } catch {
              payload = text;
            }
          } catch (failure) {
            error = `cannot decrypt: ${(failure as Error).message}`;
          }
        }
        // A proper request gets the planned answer; a malformed one the status a push service gives it.
        const answered: PushAnswer = error
          ? error.startsWith('no subscription')
            ? 404
            : 400
          : (planned.shift() ?? standing);
        received.push({ name, headers: request.headers, size: body.length, answered, error, payload, at });
        for (const wake of [...waiters]) wake();
        if (answered === 'hang') {
          hanging.add(response);
          return;
        }
        response.writeHead(answered, { 'content-length': '0' });
        response.end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    subscribe(name = `s${(counter += 1)}-${randomBytes(4).toString('hex')}`) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      subscriptions.set(name, { ecdh, publicKey, auth });
      const endpoint = `${origin}/push/${encodeURIComponent(name)}`;
      const token = JSON.stringify({
        endpoint,
        expirationTime: null,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      });
      return { endpoint, token };
    },
    answerNext(...answers) {
      planned.push(...answers);
    },
    answerAll(answer) {
      standing = answer;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`push service: ${received.length} of ${count} requests after ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
