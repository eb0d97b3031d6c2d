// POST /search, GET and PUT /search/{id}, decisions and undo, the account's search history (product.md, Searches).
// `{id}` is a search's numeric id or its uuid (a visitor's search opens by uuid only). Creating and reading are open
// to visitors; renaming, deciding and undoing need a session, and so does the history. Clients may send PUT and
// DELETE as POST with `_method` (the API's method override).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedSchema } from '@vitrina/shared/pagination';
import {
  accountSearchQuerySchema,
  createSearchSchema,
  decisionRequestSchema,
  decisionResponseSchema,
  searchSchema,
  undoRequestSchema,
  updateSearchBodySchema,
} from '@vitrina/shared/searches';
import { requireUser } from '../../../lib/auth';
import { deleteAccountSearch, listAccountSearches } from './account-searches.service';
import { decide, undo } from '../decisions/decisions.service';
import { createSearchPlaceProvider } from '../../map';
import { createSearch, joinSearch, showSearch, updateSearch, type SearchesDeps } from './searches.service';
import { markRecentWriter } from './recent-writers';
import { errorResponses } from '../../../lib/openapi-errors';

const tags = ['búsquedas'];
const security = [{ bearer: [] }];
// A visitor may call it too: the token is optional (an empty requirement in OpenAPI), so no 401.
const visitorOrUser: Record<string, string[]>[] = [{ bearer: [] }, {}];
const searchParams = z.object({ id: z.string() });
const messageResponse = z.object({ message: z.string() });
// Every answer is complete (participants and scope names); `type=complete` is taken for the clients that ask for it.
const showQuery = z.object({ type: z.enum(['complete']).optional() });

export const searchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SearchesDeps = {
    db: app.db,
    clock: app.clock,
    storage: app.storage,
    counters: app.decisionCounters,
    mapProvider: createSearchPlaceProvider(app.db, app.config),
  };
  const listDeps = { ...deps, publicUrl: app.config.publicUrl };

  app.post(
    '/search',
    {
      schema: {
        tags,
        summary: 'Crea una búsqueda (también un visitante: queda sin creador hasta que ingrese)',
        security: visitorOrUser,
        body: createSearchSchema,
        response: { 200: searchSchema, 201: searchSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      // 200 when the same search came again under its uuid (a retry): the one stored answers.
      const { search, created } = await createSearch(deps, request.user, request.body);
      return reply.status(created ? 201 : 200).send(search);
    },
  );

  app.get(
    '/search/:id',
    {
      schema: {
        tags,
        summary: 'Una búsqueda por id o uuid, con sus participantes y el nombre de su alcance',
        security: visitorOrUser,
        params: searchParams,
        querystring: showQuery,
        response: { 200: searchSchema },
      },
    },
    async (request) => showSearch(deps, request.user, request.params.id),
  );

  app.put(
    '/search/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Cambia el nombre de una búsqueda, o si se comparte y su modo (sólo quien la creó)',
        security,
        params: searchParams,
        body: updateSearchBodySchema,
        response: { 200: searchSchema, ...errorResponses(403) },
      },
    },
    async (request) => updateSearch(deps, request.user!, request.params.id, request.body),
  );

  app.post(
    '/search/:id/join',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Sumarse a una búsqueda compartida (o de un grupo propio) como participante',
        security,
        params: searchParams,
        response: { 200: searchSchema, ...errorResponses(403, 409) },
      },
    },
    async (request) => joinSearch(deps, request.user!, request.params.id),
  );

  app.post(
    '/search/:id/decision',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'Me gusta, descarte o SuperLike de una publicación de la búsqueda; repetida, la reemplaza (participantes; ' +
          'un integrante del grupo de la búsqueda, o quien tiene el enlace de una compartida, pasa a participar)',
        security,
        params: searchParams,
        body: decisionRequestSchema,
        response: { 200: decisionResponseSchema },
      },
      config: { opensSearch: true },
    },
    async (request) => {
      // Before it is recorded: from its commit on, this person's search reads come from the primary.
      await markRecentWriter(app, request.user!);
      const prefetched = request.prefetchedSearch;
      return decide({ ...deps, log: request.log, prefetched }, request.user!, request.params.id, request.body);
    },
  );

  app.post(
    '/search/:id/undo',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Deshace la decisión propia sobre una publicación de la búsqueda (participantes)',
        security,
        params: searchParams,
        body: undoRequestSchema,
        response: { 204: z.null() },
      },
      config: { opensSearch: true },
    },
    async (request, reply) => {
      await markRecentWriter(app, request.user!);
      await undo(
        { ...deps, prefetched: request.prefetchedSearch },
        request.user!,
        request.params.id,
        request.body.publication_id,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/account/search',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Mis búsquedas: las que creé y aquellas en las que participo',
        security,
        querystring: accountSearchQuerySchema,
        response: { 200: pagedSchema(searchSchema) },
      },
    },
    async (request) => listAccountSearches(listDeps, request.user!, request.query, request.url),
  );

  app.delete(
    '/account/search/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Elimina una búsqueda (quien la creó) o la quita de mi historial con mis decisiones (participantes)',
        security,
        params: searchParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => deleteAccountSearch(deps, request.user!, request.params.id),
  );
};
