// The method override (decision 004): a POST carrying `_method` = PUT, PATCH or DELETE is handled as
// that method, because browsers send files only in POST multipart forms.
//
// Fastify picks the route before it reads a body, so the override works in two places:
// - `_method` in the query string: rewriteUrl (which runs before routing) changes the request's method, and the
//   request is routed as the PUT/PATCH/DELETE it stands for. Cheapest; any client may use it.
// - `_method` in a JSON or multipart body (the API reads no other body format): a POST that matched no POST route lands on the catch-all below,
//   which reads the body, finds `_method` and replays the request with that method through app.inject. The
//   replay goes through the whole route (validation, auth, handlers) exactly like a direct call.
// A POST with no usable `_method` gets the 404 of an unknown route. A URL that has a real POST route keeps it:
// the override never reaches a path with its own POST.
// The catch-all reads a body only for a URL some PUT, PATCH or DELETE route serves, within that route's own limit
// (a guest's within the default JSON limit), so an unknown path or a bare POST costs no buffered bytes.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { messages } from '@vitrina/shared/messages';
import { HttpError, notFound } from './errors';
import { routeTakesMultipart } from './request-guards';

const overridable = new Set(['PUT', 'PATCH', 'DELETE']);

/** Marks the replayed request, so it is not counted twice by the rate limit. Random per process: unforgeable. */
export const replayHeader = 'x-vitrina-override-replay';
export const replaySecret = randomBytes(16).toString('hex');

function isApiUrl(url: string): boolean {
  return url.startsWith('/api/');
}

/** For Fastify's rewriteUrl option: applies a query-string `_method` before routing. */
export function rewriteOverriddenMethod(request: IncomingMessage): string {
  const url = request.url ?? '/';
  if (request.method === 'POST' && isApiUrl(url) && url.includes('_method=')) {
    const method = new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('_method')?.trim().toUpperCase();
    if (method && overridable.has(method)) request.method = method;
  }
  return url;
}

/** The `_method` a POST body carries, whatever its encoding; null when there is none. */
function methodFromBody(contentType: string, body: Buffer): string | null {
  let value: string | null | undefined;
  if (contentType.startsWith('application/json')) {
    try {
      const parsed = JSON.parse(body.toString('utf8')) as unknown;
      value =
        parsed && typeof parsed === 'object'
          ? ((parsed as Record<string, unknown>)._method as string | undefined)
          : undefined;
    } catch {
      value = undefined;
    }
  } else if (contentType.startsWith('multipart/form-data')) {
    // The field's value is the line after its headers' blank line; latin1 keeps byte offsets of binary parts.
    const match = /content-disposition:\s*form-data;\s*name="_method"\r\n(?:[^\r\n]+\r\n)*\r\n([^\r\n]*)\r\n/i.exec(
      body.toString('latin1'),
    );
    value = match?.[1];
  }
  const method = typeof value === 'string' ? value.trim().toUpperCase() : null;
  return method && overridable.has(method) ? method : null;
}

const hopByHopHeaders = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/** A route a body `_method` may lead to: where it is, and how large a body it takes. */
export type OverrideTarget = { pattern: RegExp; bodyLimit: number; multipart: boolean };

function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Records every PUT, PATCH and DELETE route registered after this call in `api` (call it before the routes), so the
 * catch-all knows which URLs may be overridden and their body limits.
 */
export function collectOverrideTargets(
  api: FastifyInstance,
  limits: { json: number; multipart: number },
): OverrideTarget[] {
  const targets: OverrideTarget[] = [];
  api.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => overridable.has(method))) return;
    const multipart = routeTakesMultipart(route.schema as { consumes?: string[] } | undefined);
    targets.push({
      pattern: routePattern(route.url),
      bodyLimit: multipart ? limits.multipart : (route.bodyLimit ?? limits.json),
      multipart,
    });
  });
  return targets;
}

/** Passes a body through, failing with 413 once it exceeds `limit` bytes. */
function limitedStream(limit: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limit) callback(new HttpError(413, messages.errors.tooLarge));
      else callback(null, chunk);
    },
  });
}

/**
 * The catch-all `POST /api/*` that replays body-overridden requests. Register inside the /api context, so the
 * outer request counts against the rate limit once (the replay is exempt through `replayHeader`).
 */
export async function methodOverrideRoutes(
  api: FastifyInstance,
  options: { app: () => FastifyInstance; targets: OverrideTarget[]; guestBodyLimit: number },
) {
  const largest = () => Math.max(options.guestBodyLimit, ...options.targets.map((target) => target.bodyLimit));
  // This context reads every body as bytes: the replay must send exactly what the client sent.
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: largest() }, (_request, body, done) =>
    done(null, body),
  );

  const preParsing = async (request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) => {
    const path = request.url.split('?')[0];
    const matching = options.targets.filter((target) => target.pattern.test(path));
    if (matching.length === 0) throw notFound();
    const multipart = /^multipart\//i.test(String(request.headers['content-type'] ?? ''));
    const usable = multipart ? matching.filter((target) => target.multipart) : matching;
    if (usable.length === 0) throw new HttpError(415, messages.errors.unsupportedMediaType);
    // The replay checks the token; until then a guest is owed no more than a small JSON body.
    const routeLimit = Math.max(...usable.map((target) => target.bodyLimit));
    const limit = request.user ? routeLimit : Math.min(routeLimit, options.guestBodyLimit);
    if (Number(request.headers['content-length']) > limit) throw new HttpError(413, messages.errors.tooLarge);
    return payload.pipe(limitedStream(limit));
  };

  api.post(
    '/*',
    { schema: { hide: true }, config: { rawBody: true }, preParsing },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const method = methodFromBody(String(request.headers['content-type'] ?? ''), body);
      if (!method) throw notFound();

      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (value !== undefined && !hopByHopHeaders.has(name)) headers[name] = value;
      }
      headers['x-request-id'] = request.id;
      headers[replayHeader] = replaySecret;

      const response = await options.app().inject({
        method: method as 'PUT' | 'PATCH' | 'DELETE',
        url: request.url,
        headers,
        payload: body,
        remoteAddress: request.socket.remoteAddress,
      });
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined && !hopByHopHeaders.has(name)) reply.header(name, value);
      }
      return reply.status(response.statusCode).send(response.rawPayload);
    },
  );
}
