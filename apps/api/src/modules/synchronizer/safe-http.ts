// Fetching what a synchronizer points at: feeds, images and pages of a scraping service. Every request has a
// deadline for the whole transfer, a byte limit counted as the body streams (a 1 GB answer is cut off at the
// limit, never held), redirects followed through the same checks, and private addresses refused (address-guard).
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { guardedLookup, isPrivateAddress, PrivateAddressError } from '../../lib/address-guard';

export type FetchFailure = 'timeout' | 'tooLarge' | 'unreachable' | 'privateHost' | 'status';

export class FetchError extends Error {
  constructor(
    readonly failure: FetchFailure,
    detail: string,
    readonly status?: number,
  ) {
    super(`${failure}: ${detail}`);
    this.name = 'FetchError';
  }
}

export type FetchLimits = { timeoutMs: number; maxBytes: number; allowPrivateHosts: boolean };
export type FetchOptions = { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string | Buffer };
export type FetchResult = { status: number; contentType: string | null };

const maxRedirects = 5;

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

function open(
  url: URL,
  options: FetchOptions,
  allowPrivate: boolean,
): { response: Promise<IncomingMessage>; abort(error: Error): void } {
  const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
    method: options.method ?? 'GET',
    headers: { 'user-agent': 'Vitrina-Sync/1.0', 'accept-encoding': 'gzip, deflate, br', ...options.headers },
    lookup: guardedLookup(allowPrivate),
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  request.end(options.body);
  return { response, abort: (error) => request.destroy(error) };
}

function decoded(response: IncomingMessage): NodeJS.ReadableStream {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  const decoder =
    encoding === 'gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (!decoder) return response;
  response.on('error', (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

/**
 * Streams the body of a 2xx answer into `sink`, chunk by chunk. Counted after decompression, so a small
 * compressed answer cannot unfold past the limit either.
 */
export async function fetchInto(
  target: string,
  limits: FetchLimits,
  sink: (chunk: Buffer) => void | Promise<void>,
  options: FetchOptions = {},
): Promise<FetchResult> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new FetchError('unreachable', 'invalid URL');
  }
  let current: ReturnType<typeof open> | null = null;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    current?.abort(new FetchError('timeout', `${limits.timeoutMs} ms`));
  }, limits.timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new FetchError('unreachable', `protocol ${url.protocol}`);
      // Addresses written as numbers never go through the lookup: check them here.
      if (!limits.allowPrivateHosts && isIP(hostOf(url)) && isPrivateAddress(hostOf(url)))
        throw new FetchError('privateHost', url.host);
      current = open(url, options, limits.allowPrivateHosts);
      const response = await current.response;
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if ([301, 302, 303, 307, 308].includes(status) && location) {
        response.resume();
        if (hop >= maxRedirects) throw new FetchError('unreachable', 'too many redirects');
        url = new URL(location, url);
        if (status === 303) options = { headers: options.headers };
        continue;
      }
      if (status < 200 || status > 299) {
        response.resume();
        throw new FetchError('status', `HTTP ${status}`, status);
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        response.destroy();
        throw new FetchError('tooLarge', `declared ${declared} bytes`);
      }
      let received = 0;
      for await (const chunk of decoded(response)) {
        received += (chunk as Buffer).length;
        if (received > limits.maxBytes) {
          response.destroy();
          throw new FetchError('tooLarge', `over ${limits.maxBytes} bytes`);
        }
        await sink(chunk as Buffer);
      }
      return { status, contentType: (response.headers['content-type'] as string | undefined) ?? null };
    }
  } catch (error) {
    if (timedOut) throw new FetchError('timeout', `${limits.timeoutMs} ms`);
    if (error instanceof FetchError) throw error;
    if (error instanceof PrivateAddressError || (error as { cause?: unknown }).cause instanceof PrivateAddressError) {
      throw new FetchError('privateHost', url.host);
    }
    throw new FetchError('unreachable', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

/** The whole body in memory: for answers the limit keeps small (an image, a page of rows). */
export async function fetchBuffer(
  target: string,
  limits: FetchLimits,
  options: FetchOptions = {},
): Promise<FetchResult & { body: Buffer }> {
  const chunks: Buffer[] = [];
  const result = await fetchInto(target, limits, (chunk) => void chunks.push(chunk), options);
  return { ...result, body: Buffer.concat(chunks) };
}
