// Every page the web app answers (not /api, not a file): the shell, rendered on the server with the answers it opens
// with when the page is one the web app renders for visitors (app/ssr/page-queries.ts). The answers come from this
// same API, asked as the visitor would ask (their host, their address, no session), so a render shows nothing the
// visitor could not read. A render is kept 10 s per host and address, compressed, so a link opened by many at once
// is rendered once. Anything that fails on the way leaves the page as the plain shell, which renders in the browser.
// Every page, rendered or not, signed in or not, carries its link preview in the head (page-preview.ts).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withAssetTags } from './page-assets';
import { withPreview } from './page-head';
import { pageHtml } from './page-html';
import type { PreviewSource } from './page-preview';
import type { BootQuery, PageRenderer } from './page-renderer';

/** The cookie the web app keeps while someone is signed in (lib/session.ts): their pages render in the browser. */
export const SIGNED_IN_COOKIE = 'vitrina-session';
const keptMs = 10_000;
const keptPages = 200;

type Kept = { at: number; html: string; etag: string; br?: Buffer; gzip?: Buffer };

/** A page's validator: a revisit whose copy is still the page gets a 304 and no body. */
function etagOf(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;
}

export type PageServer = {
  /** Sends the page; `shell` is the app's page for the request's host. */
  send(request: FastifyRequest, reply: FastifyReply, shell: string): Promise<FastifyReply>;
};

function signedIn(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export function createPageServer(
  app: FastifyInstance,
  renderer: () => Promise<PageRenderer | null>,
  now: () => number = Date.now,
  preview?: PreviewSource,
  /** The head tags with the stylesheets of a page's code (page-assets.ts). */
  assets?: (module: string) => string,
): PageServer {
  const kept = new Map<string, Kept>();
  const shellTags = new Map<string, string>();

  /** The answers the page needs, asked of this API as the visitor; null when one of them is not a success. */
  async function answers(request: FastifyRequest, queries: NonNullable<ReturnType<PageRenderer['pageQueries']>>) {
    const headers: Record<string, string> = {};
    for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto', 'accept-language']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answered = await Promise.all(
      queries.map(async (query): Promise<BootQuery | null> => {
        const response = await app.inject({
          method: query.method,
          url: `/api${query.path}`,
          headers: query.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          payload: query.body === undefined ? undefined : JSON.stringify(query.body),
          remoteAddress: request.ip,
        });
        if (response.statusCode < 200 || response.statusCode >= 300) return null;
        return { key: query.key, data: response.json() };
      }),
    );
    return answered.every((answer) => answer !== null) ? (answered as BootQuery[]) : null;
  }

  const hostOf = (request: FastifyRequest) =>
    String(request.headers['x-forwarded-host'] ?? request.headers.host ?? 'localhost');

  function keep(key: string, html: string): Kept {
    const page: Kept = { at: now(), html, etag: etagOf(html) };
    if (kept.size >= keptPages) kept.delete(kept.keys().next().value!);
    kept.set(key, page);
    return page;
  }

  function fresh(key: string): Kept | null {
    const hit = kept.get(key);
    return hit && now() - hit.at < keptMs ? hit : null;
  }

  async function previewed(request: FastifyRequest, html: string, pathname: string): Promise<string> {
    return preview ? withPreview(html, await preview(request, pathname)) : html;
  }

  async function rendered(request: FastifyRequest, shell: string): Promise<Kept | null> {
    const key = `${hostOf(request)} ${request.url}`;
    const hit = fresh(key);
    if (hit) return hit;
    const render = await renderer();
    const url = new URL(request.url, `http://${hostOf(request)}`);
    const queries = render?.pageQueries(url.pathname);
    if (!render || !queries) return null;
    const data = await answers(request, queries);
    if (!data) return null;
    const markup = await render.render(url, data);
    const drawn = markup === null ? null : pageHtml(shell, markup, data);
    if (drawn === null) return null;
    const module = assets ? render.pageModule(url.pathname) : null;
    const html = module && assets ? withAssetTags(drawn, assets(module)) : drawn;
    return keep(key, await previewed(request, html, url.pathname));
  }

  /** The plain shell with the page's preview (kept apart from renders: a signed-in person's shell is no render). */
  async function shellWithPreview(request: FastifyRequest, shell: string): Promise<Kept | null> {
    if (!preview) return null;
    const key = `shell ${hostOf(request)} ${request.url}`;
    const hit = fresh(key);
    if (hit) return hit;
    const url = new URL(request.url, `http://${hostOf(request)}`);
    return keep(key, await previewed(request, shell, url.pathname));
  }

  return {
    async send(request, reply, shell) {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      let page: Kept | null = null;
      if (!signedIn(request)) {
        try {
          page = await rendered(request, shell);
        } catch (error) {
          request.log.warn({ err: error }, 'page render failed: the plain shell is served');
        }
      }
      if (!page) {
        try {
          page = await shellWithPreview(request, shell);
        } catch (error) {
          request.log.warn({ err: error }, 'page preview failed: the plain shell is served');
        }
      }
      const html = page?.html ?? shell;
      const etag = page?.etag ?? shellTags.get(shell) ?? shellTags.set(shell, etagOf(shell)).get(shell)!;
      reply.header('vary', 'Accept-Encoding').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const encoding = encodingFor(request);
      if (encoding === 'br') {
        const body = page ? (page.br ??= brotli(html)) : brotli(html);
        return reply.header('content-encoding', 'br').send(body);
      }
      if (encoding === 'gzip') {
        const body = page ? (page.gzip ??= gzipSync(html, { level: 6 })) : gzipSync(html, { level: 6 });
        return reply.header('content-encoding', 'gzip').send(body);
      }
      return reply.send(html);
    },
  };
}

function brotli(html: string): Buffer {
  return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
}
