// The built web app and the uploads, from the same port as the API (decision 001), plus the one
// not-found handler: unknown /api paths get the JSON 404; any other GET for a page (no file extension) gets
// index.html, so deep links like /legal/terms load the app and its router takes over.
// Uploads at /uploads/: the local folder as files; an S3 bucket streamed through the API, unless S3_PUBLIC_URL
// sends browsers to the bucket itself (lib/storage/s3-storage.ts says why through the API is the default).
import { existsSync, mkdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@vitrina/shared/messages';
import { uploadsCacheControl, uploadsDirectory, type Storage } from './storage';
import { registerUploadStreaming } from './storage/serve-uploads';

// Vite names files under assets/ by content hash: a changed file is a new URL, so they may be cached for good.
// Everything else (index.html, the service worker, the manifest, icons) must be revalidated.
const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Whether the path names a file: its last segment ends in an extension of 1 to 12 letters and digits (`.js`,
 * `.webmanifest`). A page's parameter may hold dots and still be a page: a digest's unsubscribe token
 * (`/alert/unsubscribe/12.34.{32-character signature}`) once got the JSON 404 instead of the app.
 */
export function looksLikeFile(url: string): boolean {
  const path = url.split('?')[0];
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,12}$/.test(last);
}

/** Answers a page of the web app (modules/pages/pages.ts): the shell, rendered on the server when it can be. */
export type PageAnswer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export async function registerStaticFiles(
  app: FastifyInstance,
  options: { webDist: string; dataDir: string; storage: Storage; page?: PageAnswer | null },
) {
  const hasWebApp = existsSync(join(options.webDist, 'index.html'));
  if (!hasWebApp) {
    app.log.warn({ webDist: options.webDist }, 'web app not built: only the API is served (run `npm run build`)');
  } else {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      wildcard: true,
      // The page itself (/, /index.html and every path the app routes) is the page server's: see the handler below.
      index: false,
      // The build writes .br and .gz copies of its text files (apps/web/vite/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      // The build's manifest (.vite/) is the server's own reading (modules/pages/page-assets.ts), not a page's.
      allowedPath: (pathName) =>
        !isApiPath(pathName) && !pathName.startsWith('/.vite/') && !(options.page && pathName === '/index.html'),
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? immutable : revalidate);
      },
    });
  }

  // The home is the page server's too: the static files' wildcard would answer the folder itself.
  const page = options.page;
  if (hasWebApp && page) app.get('/', { schema: { hide: true } }, (request, reply) => page(request, reply));

  if (options.storage.kind === 'local') {
    const uploads = uploadsDirectory(options.dataDir);
    mkdirSync(uploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', uploadsCacheControl);
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  } else if (!bucketPublicUrl(app)) {
    registerUploadStreaming(app, options.storage);
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !looksLikeFile(request.url);
    const isIndex =
      (request.method === 'GET' || request.method === 'HEAD') && request.url.split('?')[0] === '/index.html';
    if ((isPage || isIndex) && hasWebApp && options.page) return options.page(request, reply);
    if (isPage && hasWebApp) {
      reply.header('cache-control', revalidate);
      return reply.type('text/html; charset=utf-8').sendFile('index.html', options.webDist);
    }
    return reply.status(404).type('application/json; charset=utf-8').send({ message: messages.errors.notFound });
  });
}

/** S3_PUBLIC_URL: browsers fetch uploads there, and /uploads/ is not served. */
function bucketPublicUrl(app: FastifyInstance): string | null {
  const storage = app.config.storage;
  return storage.kind === 's3' ? storage.publicUrl : null;
}
