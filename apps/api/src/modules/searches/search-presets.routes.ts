// GET /search/presets: the preset filters of one scope, for the builder to start with (search-presets.service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchPresetsQuerySchema, searchPresetsSchema } from '@vitrina/shared/searches';
import { presetFilters } from './search-presets.service';

export const searchPresetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/presets',
    {
      schema: {
        tags: ['búsquedas'],
        summary: 'Filtros con los que empieza una búsqueda de una tienda, un grupo o un micrositio',
        security: [{ bearer: [] }],
        querystring: searchPresetsQuerySchema,
        response: { 200: searchPresetsSchema },
      },
    },
    async (request) => presetFilters(app.db, request.user, request.query),
  );
};
