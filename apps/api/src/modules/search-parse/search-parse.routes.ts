// POST /search/parse (product.md, Searches: Query box, which fills the wizard): a Spanish sentence to the filters,
// places and order of a search. Open to visitors like creating a search, under the API's per-IP limit; the browser runs
// the same parser itself, so this serves other clients and checks.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseQuery } from '@vitrina/shared/query-parse/parse-query';
import { queryParseRequestSchema, queryParseResponseSchema } from '@vitrina/shared/query-parse/query-parse-api';

export const searchParseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/search/parse',
    {
      schema: {
        tags: ['búsquedas'],
        summary: 'Lee una frase («depto 3 ambientes en Palermo hasta 150 mil dólares») como filtros, lugares y orden',
        // A visitor may call it too: the token is optional.
        security: [{ bearer: [] }, {}],
        body: queryParseRequestSchema,
        response: { 200: queryParseResponseSchema },
      },
    },
    async (request) => parseQuery(request.body.text),
  );
};
