// Searches done together (product.md, Searches: Publishing, Finishing, Sending the list): PUT /search/{id}/publish (the
// owner of a group search), POST /search/{id}/finish and GET /search/{id}/text (participants), and the group's
// published searches under /account/group/{id}/search (members; deleting: the group's admins and the search's owner).
// `{id}` of a search is its numeric id or its uuid.
// Every route needs a session (401 otherwise).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedSchema } from '@vitrina/shared/pagination';
import { categoryCountSchema } from '@vitrina/shared/publications';
import {
  groupSearchCategoriesQuerySchema,
  groupSearchQuerySchema,
  publishSearchBodySchema,
  publishSearchResponseSchema,
  searchTextSchema,
} from '@vitrina/shared/search-together';
import { searchSchema } from '@vitrina/shared/searches';
import { requireUser } from '../../../lib/auth';
import { toId } from '../../../lib/path-id';
import { deleteFromGroup, listGroupSearchCategories, listGroupSearches } from './group-searches.service';
import { finishSelection } from './search-finish.service';
import { publishSearch } from './search-publish.service';
import { searchText } from './search-text.service';
import type { SearchesDeps } from '../core/searches.service';
import { errorResponses } from '../../../lib/openapi-errors';

const security = [{ bearer: [] }];
const searchParams = z.object({ id: z.string() });
const groupParams = z.object({ id: z.string() });
const messageResponse = z.object({ message: z.string() });

export const searchTogetherRoutes: FastifyPluginAsyncZod = async (app) => {
  const base: SearchesDeps = { db: app.db, clock: app.clock, storage: app.storage, counters: app.decisionCounters };
  const deps = { ...base, publicUrl: app.config.publicUrl };
  app.addHook('onRequest', requireUser);

  app.put(
    '/search/:id/publish',
    {
      schema: {
        tags: ['búsquedas'],
        summary: 'Publica la búsqueda en su grupo, o deja de publicarla (sólo quien la creó)',
        security,
        params: searchParams,
        body: publishSearchBodySchema,
        response: { 200: publishSearchResponseSchema, ...errorResponses(403) },
      },
    },
    async (request) => publishSearch(deps, request.user!, request.params.id, request.body),
  );

  app.post(
    '/search/:id/finish',
    {
      schema: {
        tags: ['búsquedas'],
        summary: 'Finaliza mi selección en la búsqueda y avisa por email a quien la creó (no para quien la creó)',
        security,
        params: searchParams,
        response: { 200: messageResponse, ...errorResponses(409) },
      },
    },
    async (request) => finishSelection({ ...deps, log: request.log }, request.user!, request.params.id),
  );

  app.get(
    '/search/:id/text',
    {
      schema: {
        tags: ['búsquedas'],
        summary: 'Texto para compartir con las publicaciones que me gustan en la búsqueda (participantes)',
        security,
        params: searchParams,
        response: { 200: searchTextSchema },
      },
    },
    async (request) => searchText(deps, request.user!, request.params.id),
  );

  app.get(
    '/account/group/:id/search',
    {
      schema: {
        tags: ['grupos'],
        summary: 'Búsquedas publicadas en el grupo, la más reciente primero (integrantes)',
        security,
        params: groupParams,
        querystring: groupSearchQuerySchema,
        response: { 200: pagedSchema(searchSchema) },
      },
    },
    async (request) => listGroupSearches(deps, request.user!, toId(request.params.id), request.query, request.url),
  );

  app.get(
    '/account/group/:id/search/categories',
    {
      schema: {
        tags: ['grupos'],
        summary: 'Categorías presentes en las búsquedas publicadas del grupo, con su cantidad (integrantes)',
        security,
        params: groupParams,
        querystring: groupSearchCategoriesQuerySchema,
        response: { 200: z.array(categoryCountSchema) },
      },
    },
    async (request) => listGroupSearchCategories(deps, request.user!, toId(request.params.id), request.query),
  );

  app.delete(
    '/account/group/:id/search/:searchId',
    {
      schema: {
        tags: ['grupos'],
        summary: 'Elimina una búsqueda publicada en el grupo (administradores del grupo y quien la creó)',
        security,
        params: z.object({ id: z.string(), searchId: z.string() }),
        response: { 200: messageResponse, ...errorResponses(403) },
      },
    },
    async (request) => deleteFromGroup(deps, request.user!, toId(request.params.id), request.params.searchId),
  );
};
