// POST /search/{id}/filtereds (product.md, Searches: Filtered results): a search's filtered results. `{id}` is the
// search's numeric id or uuid.
// Needs a session (401 otherwise); participants and, for a group search, the group's members may call it, anyone
// else gets 404 (search-filtered.service.ts). `view=coincidences` lists the listings two or more participants like.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filteredPageSchema, filteredQuerySchema } from '@vitrina/shared/search-filtered';
import { requireUser } from '../../../lib/auth';
import { plainJsonSerializer } from '../../../lib/plain-json';
import { searchReadDb } from '../core/recent-writers';
import { filteredResults, type FilteredDeps } from './search-filtered.service';

const tags = ['búsquedas'];
const security = [{ bearer: [] }];

export const searchFilteredRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: FilteredDeps = { db: app.db, clock: app.clock, storage: app.storage, publicUrl: app.config.publicUrl };

  app.post(
    '/search/:id/filtereds',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'Resultados filtrados: las decisiones de un participante (like, user_id) con las respuestas de todos, o ' +
          'las coincidencias con view=coincidences (participantes e integrantes del grupo de la búsqueda)',
        security,
        params: z.object({ id: z.string() }),
        querystring: filteredQuerySchema,
        response: { 200: filteredPageSchema },
      },
      serializerCompiler: plainJsonSerializer,
      config: { opensSearch: true },
    },
    async (request) =>
      filteredResults(
        { ...deps, db: await searchReadDb(app, request.user), prefetched: request.prefetchedSearch },
        request.user!,
        request.params.id,
        request.query,
        request.url,
      ),
  );
};
