// GET /publication/{id}/similar: «Parecidas», the public listings most like one (similar-listings.service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { similarListingsQuerySchema, similarListingsSchema } from '@vitrina/shared/similar-listings';
import { hostVary } from '../../lib/security-headers';
import { toId } from '../../lib/path-id';
import { listSimilarListings } from './similar-listings.service';

export const similarListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const vary = hostVary(app.config.trustProxy);
  app.get(
    '/publication/:id/similar',
    {
      schema: {
        tags: ['tienda'],
        summary:
          'Hasta 10 publicaciones públicas parecidas a una (del mismo tipo, categoría y operación; cercanas en ' +
          'lugar, precio por m², ambientes y superficie, o en marca, talle y precio), sin ella ni las que quien ' +
          'pregunta ya decidió en `search_id`. Una privada existe sólo para su dueño: 404 para los demás.',
        security: [{ bearer: [] }, {}],
        params: z.object({ id: z.string() }),
        querystring: similarListingsQuerySchema,
        response: { 200: similarListingsSchema },
      },
    },
    async (request, reply) => {
      // On a microsite's host only its users' listings are offered.
      reply.header('vary', vary);
      return listSimilarListings(
        { db: app.db, storage: app.storage, clock: app.clock },
        request.user,
        toId(request.params.id),
        request.query.search_id ?? null,
        request.microsite,
      );
    },
  );
};
