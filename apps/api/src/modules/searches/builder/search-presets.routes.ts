// GET /search/presets: the preset filters of one scope, for the builder to start with (search-presets.service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchPresetsQuerySchema, searchPresetsSchema } from '@vitrina/shared/searches';
import { presetFilters } from './search-presets.service';
import { errorResponses } from '../../../lib/openapi-errors';

export const searchPresetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/presets',
    {
      schema: {
        tags: ['búsquedas'],
        summary: 'Filtros con los que empieza una búsqueda de una tienda, un grupo o un micrositio',
        // A visitor may ask too: the token is optional.
        security: [{ bearer: [] }, {}],
        querystring: searchPresetsQuerySchema,
        response: { 200: searchPresetsSchema, ...errorResponses(404) },
      },
    },
    async (request) => presetFilters(app.db, request.user, request.query),
  );
};
