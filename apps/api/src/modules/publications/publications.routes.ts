// /account/publication: the signed-in user's listings (product.md, Listings). Create and edit take multipart forms with
// bracket-named fields and image files `medias[]` (JSON without files works too). The edit is
// `POST /account/publication/{id}` with `_method=PUT`, served here directly rather than by the generic method
// override, which would buffer the whole upload a second time within a smaller body limit; a real PUT works too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema, pagedSchema } from '@vitrina/shared/pagination';
import {
  fieldSuggestionRequestSchema,
  fieldSuggestionResponseSchema,
  priorityUpdateSchema,
  publicationLimits,
  ownPublicationSchema,
  publicationSchema,
} from '@vitrina/shared/publications';
import { idempotencyKeyHeader, idempotencyKeyPattern, idempotentReplayedHeader } from '@vitrina/shared/idempotency';
import { requireUser } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { toId } from '../../lib/path-id';
import { readIdempotencyKey } from './publication-idempotency';
import { createPublication, updatePublication } from './publication-write.service';
import {
  deletePublication,
  listOwnPublications,
  setPublicationPriority,
  showOwnPublication,
  suggestFieldValues,
  type PublicationsDeps,
} from './publications.service';
import { errorResponses } from '../../lib/openapi-errors';

const tags = ['publicaciones'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string() });
const messageResponse = z.object({ message: z.string() });
const listQuery = listQuerySchema(['title', 'listed_at', 'created_at'], { orderBy: 'title', orderMethod: 'asc' });
const consumes = ['multipart/form-data', 'application/json'];
// Folded and validated against publicationInputSchema by the service: bracket names cannot be checked before.
const formBody = z
  .record(z.string(), z.unknown())
  .describe(
    'Campos de publicationInputSchema con nombres entre corchetes (extras[areas][total], extras[tags][], agents[], ' +
      'address[title], address[lat], address[lng], extras[stock][0][color], order[]); booleanos como 1/0; ' +
      'imágenes JPG o PNG como archivos medias[], en orden. order[] (edición): ids de imágenes existentes y new:<n> ' +
      'para la n-ésima imagen subida; las existentes que no figuran se eliminan. Una lista vacía se envía como ' +
      'un campo sin corchetes y sin valor (order=, agents=, extras[tags]=).',
  );
// A listing's form has more fields than the API's default (stock varieties) and up to maxImages files. One file
// over the maximum still parses, so the answer names the limit; beyond that the upload is refused unread (413).
const multipartOptions = {
  limits: { files: publicationLimits.maxImages + 1, fields: 800, parts: 800 + publicationLimits.maxImages + 1 },
};
const overridable = new Set(['PUT', 'PATCH', 'DELETE']);
const idempotencyHeaderName = idempotencyKeyHeader.toLowerCase();
const creationHeaders = z.looseObject({
  [idempotencyHeaderName]: z
    .string()
    .regex(idempotencyKeyPattern)
    .optional()
    .describe('Opcional: 8 a 100 caracteres A-Z, a-z, 0-9, - o _ (un UUID sirve). Mal formada: 400.'),
});
const creationDescription =
  `Con el encabezado ${idempotencyKeyHeader}, repetir la solicitud (por ejemplo, tras perder la respuesta) no ` +
  'crea otra publicación: durante 24 horas, la misma clave de la misma persona responde 201 con la publicación ' +
  `que creó la primera solicitud, tal como está ahora, y el encabezado ${idempotentReplayedHeader}: true; no ` +
  'guarda imágenes de nuevo. La repetición responde esa publicación aunque su cuerpo sea otro. Si dos ' +
  'solicitudes con la misma clave llegan a la vez, una crea la publicación y la otra espera y responde la misma. ' +
  'La clave es de cada persona: la misma clave de otra persona es otra solicitud.';

export const publicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PublicationsDeps = {
    db: app.db,
    clock: app.clock,
    storage: app.storage,
    publicUrl: app.config.publicUrl,
    storageQuotaMb: app.config.storageQuotaMb,
    priceDropMinPercent: app.config.priceDropMinPercent,
  };
  // Before the body is read: a guest's upload is refused without being parsed.
  app.addHook('onRequest', requireUser);

  app.get(
    '/account/publication',
    {
      schema: {
        tags,
        summary: 'Mis publicaciones',
        security,
        querystring: listQuery,
        response: { 200: pagedSchema(ownPublicationSchema) },
      },
    },
    async (request) => listOwnPublications(deps, request.user!, request.query, request.url),
  );

  app.post(
    '/account/publication/field',
    {
      schema: {
        tags,
        summary: 'Valores ya usados en un campo (sugerencias del formulario)',
        security,
        body: fieldSuggestionRequestSchema,
        response: { 200: fieldSuggestionResponseSchema },
      },
    },
    async (request) => suggestFieldValues(deps, request.user!, request.body),
  );

  app.get(
    '/account/publication/:id',
    { schema: { tags, summary: 'Una publicación propia', security, params, response: { 200: publicationSchema } } },
    async (request) => showOwnPublication(deps, request.user!, toId(request.params.id)),
  );

  app.post(
    '/account/publication',
    {
      config: { multipartOptions },
      // Before the body is read: a malformed key refuses the upload unread.
      onRequest: async (request) => void readIdempotencyKey(request.headers[idempotencyHeaderName]),
      schema: {
        tags,
        summary: 'Crea una publicación',
        description: creationDescription,
        security,
        consumes,
        headers: creationHeaders,
        body: formBody,
        response: { 201: publicationSchema },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers[idempotencyHeaderName]);
      const { publication, replayed } = await createPublication(deps, request.user!, request.body, key);
      if (replayed) reply.header(idempotentReplayedHeader, 'true');
      return reply.status(201).send(publication);
    },
  );

  const updateSchema = {
    tags,
    security,
    consumes,
    params,
    body: formBody,
    response: { 200: publicationSchema, ...errorResponses(403) },
  };
  app.put(
    '/account/publication/:id',
    {
      config: { multipartOptions },
      schema: { ...updateSchema, summary: 'Edita una publicación propia creada a mano' },
    },
    async (request) =>
      updatePublication({ ...deps, log: request.log }, request.user!, toId(request.params.id), request.body),
  );

  app.post(
    '/account/publication/:id',
    {
      config: { multipartOptions },
      schema: {
        ...updateSchema,
        summary: 'Edita (_method=PUT) o elimina (_method=DELETE) una publicación propia',
        response: { 200: z.union([publicationSchema, messageResponse]), ...errorResponses(403) },
      },
    },
    async (request) => {
      const method = String(request.body._method ?? '')
        .trim()
        .toUpperCase();
      // As the generic override: a POST without a usable `_method` is no route at all.
      if (!overridable.has(method)) throw notFound();
      const id = toId(request.params.id);
      if (method === 'DELETE') return deletePublication(deps, request.user!, id);
      return updatePublication({ ...deps, log: request.log }, request.user!, id, request.body);
    },
  );

  app.delete(
    '/account/publication/:id',
    {
      schema: {
        tags,
        summary: 'Elimina una publicación propia creada a mano',
        security,
        params,
        response: { 200: messageResponse, ...errorResponses(403) },
      },
    },
    async (request) => deletePublication(deps, request.user!, toId(request.params.id)),
  );

  app.put(
    '/account/publication/:id/priority',
    {
      schema: {
        tags,
        summary:
          'Define o quita (null) la prioridad: el dueño, o integrantes de un grupo del dueño que ven la publicación',
        security,
        params,
        body: priorityUpdateSchema,
        response: { 200: publicationSchema },
      },
    },
    async (request) => setPublicationPriority(deps, request.user!, toId(request.params.id), request.body),
  );
};
