// The map of a search's results (product.md, Searches): the markers of a view. A session is optional, as for the
// results: whoever may open the search may read its map (search-access.ts). And where a scope's listings are, for the
// wizard's area picker (search-markers-scope.service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listingsAreaQuerySchema,
  listingsAreaSchema,
  markersBodySchema,
  markersResponseSchema,
} from '@vitrina/shared/search-map';
import { errorResponses } from '../../../lib/openapi-errors';
import { plainJsonSerializer } from '../../../lib/plain-json';
import { searchReadDb } from '../core/recent-writers';
import { listingsArea } from './search-markers-scope.service';
import { searchMarkers } from './search-markers.service';

const params = z.object({ id: z.string() });

export const searchMarkersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/search/:id/markers',
    {
      schema: {
        tags: ['búsquedas'],
        summary:
          'Los marcadores del mapa de resultados en la vista: agrupados en una grilla fija debajo del zoom 16, uno por publicación desde el 16',
        params,
        body: markersBodySchema,
        response: { 200: markersResponseSchema },
      },
      // Built field by field from typed rows (search-markers.service.ts): hundreds of markers need no re-validation.
      serializerCompiler: plainJsonSerializer,
      config: { opensSearch: true },
    },
    async (request) =>
      searchMarkers(
        { db: await searchReadDb(app, request.user), prefetched: request.prefetchedSearch },
        request.params.id,
        request.user,
        request.body,
      ),
  );

  app.get(
    '/search/listings-area',
    {
      schema: {
        tags: ['búsquedas'],
        summary:
          'Dónde están las publicaciones de inmuebles de una tienda, un grupo, un micrositio o toda la plataforma, para abrir el mapa de la zona ahí',
        // A visitor may ask too: the token is optional. A group is its members' and a microsite must be active: 404.
        security: [{ bearer: [] }, {}],
        querystring: listingsAreaQuerySchema,
        response: { 200: listingsAreaSchema, ...errorResponses(404) },
      },
    },
    async (request) => listingsArea(await searchReadDb(app, request.user), request.user, request.query),
  );
};
