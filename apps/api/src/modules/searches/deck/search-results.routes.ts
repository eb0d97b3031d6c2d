// A search's results: a page of cards, one card in the search's context, the count (product.md, Searches). A
// session is optional: a visitor's search opens by its uuid, anyone else's for its participants (search-access.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  resultRequestSchema,
  resultsRequestSchema,
  searchCardSchema,
  searchCountSchema,
} from '@vitrina/shared/searches';
import { plainJsonSerializer } from '../../../lib/plain-json';
import { searchReadDb } from '../core/recent-writers';
import { searchCount, searchResult, searchResults, type SearchResultsDeps } from './search-results.service';

const tags = ['búsquedas'];
const params = z.object({ id: z.string() });

export const searchResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SearchResultsDeps = { db: app.db, clock: app.clock, storage: app.storage };

  app.post(
    '/search/:id/results',
    {
      schema: {
        tags,
        summary: 'La próxima página de resultados: lo que quien pide no decidió ni tiene ya (except)',
        params,
        body: resultsRequestSchema,
        response: { 200: z.array(searchCardSchema) },
      },
      serializerCompiler: plainJsonSerializer,
      config: { opensSearch: true },
    },
    async (request) =>
      searchResults(
        { ...deps, readDb: await searchReadDb(app, request.user), prefetched: request.prefetchedSearch },
        request.params.id,
        request.user,
        request.body.except,
      ),
  );

  app.post(
    '/search/:id/result',
    {
      schema: {
        tags,
        summary: 'Una publicación como tarjeta de la búsqueda (404 si queda fuera de ella)',
        params,
        body: resultRequestSchema,
        response: { 200: searchCardSchema },
      },
      config: { opensSearch: true },
    },
    async (request) =>
      searchResult(
        { ...deps, readDb: await searchReadDb(app, request.user), prefetched: request.prefetchedSearch },
        request.params.id,
        request.user,
        request.body.id,
      ),
  );

  app.get(
    '/search/:id/count',
    {
      schema: {
        tags,
        summary: 'Cuántas publicaciones de la búsqueda quedan sin decidir para quien pide',
        params,
        response: { 200: searchCountSchema },
      },
      config: { opensSearch: true },
    },
    async (request) =>
      searchCount(
        { ...deps, readDb: await searchReadDb(app, request.user), prefetched: request.prefetchedSearch },
        request.params.id,
        request.user,
      ),
  );
};
