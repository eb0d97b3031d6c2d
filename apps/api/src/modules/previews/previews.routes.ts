// GET /preview/{kind}/{name}.jpg: the image of a page's link preview (product.md, Links), for anyone and for chat
// apps' crawlers: a stable address per page, no expiry, whose picture follows what the page shows
// (previews.service.ts). A page with no preview of its own (private, missing, not shared) answers 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hostVary } from '../../lib/security-headers';
import { notFound } from '../../lib/errors';
import {
  homeContent,
  listingContent,
  micrositeContent,
  searchContent,
  storeContent,
  type PreviewContentDeps,
} from './preview-content.service';
import { previewAsked } from '../storage-sweep';
import { previewImage, type PreviewContent } from './previews.service';

const tags = ['vistas previas'];
const jpeg = z.any().describe('Imagen JPEG de 1200×630');
const idFile = /^([1-9]\d{0,15})\.jpg$/;
const uuidFile = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jpg$/i;
const slugFile = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.jpg$/i;
const params = z.object({ file: z.string() });

/** The name's part before `.jpg`, as `pattern` reads it; a name of another shape is nothing here (404). */
function nameOf(file: string, pattern: RegExp): string {
  const match = pattern.exec(file);
  if (!match) throw notFound();
  return match[1];
}

export const previewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const vary = hostVary(app.config.trustProxy);
  const asked = previewAsked({ db: app.db, clock: app.clock, logger: app.log });
  const depsFor = (request: FastifyRequest): PreviewContentDeps => ({
    db: app.db,
    storage: app.storage,
    clock: app.clock,
    publicUrl: app.config.publicUrl,
    appName: app.config.appName,
    // Read as a visitor of the request's host would: no session, so nothing private can be drawn.
    read: async <T>(path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) => {
      const headers: Record<string, string> = {};
      for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await app.inject({
        method,
        url: `/api${path}`,
        headers,
        payload: body === undefined ? undefined : JSON.stringify(body),
        remoteAddress: request.ip,
      });
      return response.statusCode >= 200 && response.statusCode < 300 ? (response.json() as T) : null;
    },
  });

  /** `page` names the picture's page as its address does (publication/12, search/{uuid}, home). */
  const send = async (
    request: FastifyRequest,
    reply: import('fastify').FastifyReply,
    page: string,
    content: PreviewContent | null,
  ) => {
    const image = await previewImage(app.storage, page, content, asked);
    // Chat apps keep what they fetched; a browser asks again after an hour and gets a 304 while it is the same.
    reply.header('vary', vary).header('etag', image.etag).header('cache-control', 'public, max-age=3600');
    if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
    return reply.type('image/jpeg').send(image.jpeg);
  };
  const schema = (summary: string) => ({
    tags,
    summary,
    params,
    produces: ['image/jpeg'],
    response: { 200: jpeg, 304: z.null().describe('La misma imagen que ya tiene quien pide') },
  });

  app.get(
    '/preview/publication/:file',
    { schema: schema('Vista previa de una publicación pública: su primera foto, su precio y su título ({id}.jpg)') },
    async (request, reply) => {
      const id = Number(nameOf(request.params.file, idFile));
      return send(request, reply, `publication/${id}`, await listingContent(depsFor(request), id, request.microsite));
    },
  );
  app.get(
    '/preview/search/:file',
    {
      schema: schema(
        'Vista previa de una búsqueda compartida: fotos de sus tres primeras publicaciones, su título y cuántas ' +
          'tiene ({uuid}.jpg)',
      ),
    },
    async (request, reply) => {
      const uuid = nameOf(request.params.file, uuidFile).toLowerCase();
      return send(request, reply, `search/${uuid}`, await searchContent(depsFor(request), uuid, request.microsite));
    },
  );
  app.get(
    '/preview/user/:file',
    { schema: schema('Vista previa de una tienda: su foto, su nombre y sus últimas publicaciones ({slug}.jpg)') },
    async (request, reply) => {
      const slug = nameOf(request.params.file, slugFile).toLowerCase();
      return send(request, reply, `user/${slug}`, await storeContent(depsFor(request), slug));
    },
  );
  app.get(
    '/preview/microsite/:file',
    {
      schema: schema(
        'Vista previa de un micrositio activo: su logo, su nombre y las últimas publicaciones de sus usuarios ({id}.jpg)',
      ),
    },
    async (request, reply) => {
      const id = Number(nameOf(request.params.file, idFile));
      return send(request, reply, `microsite/${id}`, await micrositeContent(depsFor(request), id));
    },
  );
  app.get(
    '/preview/home.jpg',
    {
      schema: {
        tags,
        summary: 'Vista previa de la plataforma',
        produces: ['image/jpeg'],
        response: { 200: jpeg, 304: z.null() },
      },
    },
    async (request, reply) => send(request, reply, 'home', homeContent(depsFor(request))),
  );
};
