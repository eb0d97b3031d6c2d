// Which site a request is for, from its host (product.md, Microsites: At run time): every request's Host
// (X-Forwarded-Host only behind a trusted proxy, as Fastify's `request.host` decides) is normalised and looked up among
// the microsites, through a memory of recent answers (host-cache.ts) that a change clears at once: one made here
// through this process's bus, one made through another instance through PostgreSQL's NOTIFY
// (microsite-changes-feed.ts); entries expire after 10 s anyway.
//
// - `request.microsite`: the ACTIVE microsite of the host, or null. Everything the API does per site reads this one,
//   so a pending or suspended microsite's host is the platform for API calls.
// - `request.hostMicrosite`: the host's microsite whatever its status; its pages (what the web app's fallback would
//   answer, and /) get a status page instead of the app while it is pending or suspended.
// - On an active microsite's host, /manifest.webmanifest is the microsite's (microsite-manifest.ts), and its pages are
//   the web app's page dressed as the microsite (microsite-shell.ts); both link its files on that host.
// The platform's own host (PUBLIC_URL's) and names that are no host name are never looked up.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { normalizeHost } from '@vitrina/shared/microsites';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { MicrositeRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { hostVary } from '../../lib/security-headers';
import { isApiPath, looksLikeFile } from '../../lib/static-files';
import type { Storage } from '../../lib/storage';
import { HostCache } from './host-cache';
import { unavailablePage } from './host-status-page';
import { processMicrositeChanges, type MicrositeChanges } from './microsite-changes';
import { connectMicrositeChanges } from './microsite-changes-feed';
import { sameHostFileUrl } from './microsite-files';
import { findMicrositeByHost } from './microsite-host.queries';
import { micrositeManifest, readBaseManifest, type WebManifest } from './microsite-manifest';
import { micrositeShell, readShell } from './microsite-shell';

declare module 'fastify' {
  interface FastifyRequest {
    /** The active microsite this request's host names, or null (the platform). */
    microsite: MicrositeRow | null;
    /** The microsite this request's host names, whatever its status, or null. */
    hostMicrosite: MicrositeRow | null;
    /** On an active microsite's host, the web app's page dressed as it (the page server renders into it), or null. */
    pageShell: string | null;
  }
}

export type HostResolutionDeps = {
  db: Database;
  clock: Clock;
  storage: Storage;
  config: Pick<Config, 'publicUrl' | 'trustProxy' | 'webDist'>;
  /** This process's bus of microsite changes; a test gives another to stand for a second process. */
  changes?: MicrositeChanges;
};

/** How long a host's answer is kept: the last resort when another instance's change was not heard (LISTEN down). */
export const hostCacheTtlMs = 10_000;
const manifestPath = '/manifest.webmanifest';

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/** A request the web app's page would answer (the single-page fallback, / and /index.html). */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request.url);
  return path === '/index.html' || (!isApiPath(path) && !looksLikeFile(path));
}

export function registerHostResolution(app: FastifyInstance, deps: HostResolutionDeps): void {
  const platformHost = normalizeHost(new URL(deps.config.publicUrl).host);
  const vary = hostVary(deps.config.trustProxy);
  const cache = new HostCache<MicrositeRow | null>({
    load: (host) => findMicrositeByHost(deps.db, host),
    now: () => deps.clock.now().getTime(),
    ttlMs: hostCacheTtlMs,
    maxHosts: 1_000,
  });
  const changes = deps.changes ?? processMicrositeChanges;
  const stopListening = changes.on(() => cache.clear());
  const feed = connectMicrositeChanges(changes, deps.db, app.log);
  // Listening before the first request, so no change committed after start-up goes unheard.
  if (feed) app.addHook('onReady', () => feed.ready);
  app.addHook('onClose', async () => {
    stopListening();
    await feed?.close();
  });

  const baseManifest = readBaseManifest(deps.config.webDist);
  const shell = readShell(deps.config.webDist);
  const fileUrl = sameHostFileUrl(deps.storage, deps.config.publicUrl);
  // One manifest and one page per cached row: a changed microsite is a new row object, so its entries follow it out.
  const manifests = new WeakMap<MicrositeRow, string>();
  const manifestOf = (microsite: MicrositeRow): string => {
    let text = manifests.get(microsite);
    if (text === undefined) {
      const manifest: WebManifest = micrositeManifest(baseManifest, microsite, fileUrl);
      text = JSON.stringify(manifest);
      manifests.set(microsite, text);
    }
    return text;
  };
  const shells = new WeakMap<MicrositeRow, string>();
  const shellOf = (microsite: MicrositeRow, page: string): string => {
    let html = shells.get(microsite);
    if (html === undefined) shells.set(microsite, (html = micrositeShell(page, microsite, fileUrl)));
    return html;
  };

  app.decorateRequest('microsite', null);
  app.decorateRequest('hostMicrosite', null);
  app.decorateRequest('pageShell', null);

  const isManifest = (request: FastifyRequest) =>
    (request.method === 'GET' || request.method === 'HEAD') && pathOf(request.url) === manifestPath;

  function settle(
    request: FastifyRequest,
    reply: FastifyReply,
    row: MicrositeRow | null,
    done: HookHandlerDoneFunction,
  ): void {
    request.hostMicrosite = row;
    request.microsite = row?.status === 'active' ? row : null;
    if (row !== null && isPageRequest(request)) {
      if (row.status !== 'active') {
        const page = unavailablePage(row.status);
        reply.status(page.status).header('cache-control', 'no-store').header('vary', vary);
        if (row.status === 'pending') reply.header('retry-after', '3600');
        reply.type('text/html; charset=utf-8').send(page.html);
        return;
      }
      // The page server (modules/pages) answers with it, rendered or not.
      if (shell !== null) request.pageShell = shellOf(row, shell);
    }
    if (isManifest(request)) {
      // The platform's static manifest and a microsite's share the path: a shared cache must keep them apart.
      reply.header('vary', vary);
      if (request.microsite) {
        reply
          .header('cache-control', 'no-cache')
          .type('application/manifest+json; charset=utf-8')
          .send(manifestOf(request.microsite));
        return;
      }
    }
    done();
  }

  // Callback style, so a cached answer (the usual case) goes on synchronously, without a promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    const host = normalizeHost(request.host);
    if (host === null || host === platformHost) return settle(request, reply, null, done);
    const cached = cache.peek(host);
    if (cached !== undefined) return settle(request, reply, cached, done);
    cache.get(host).then(
      (row) => settle(request, reply, row, done),
      (error: unknown) => done(error as Error),
    );
  });
}
