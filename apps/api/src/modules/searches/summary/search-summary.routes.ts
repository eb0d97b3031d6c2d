// GET /search/{id}/summary (product.md, Searches: What one likes): what a participant likes in a search at a glance.
// `{id}` is the search's numeric id or uuid. Needs a session (401); the filtered results' callers only (404 otherwise).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { likesSummarySchema, summaryQuerySchema } from '@vitrina/shared/search-summary';
import { requireUser } from '../../../lib/auth';
import { searchReadDb } from '../core/recent-writers';
import type { FilteredDeps } from '../filtered/search-filtered.service';
import { likesSummary } from './search-summary.service';

export const searchSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: FilteredDeps = { db: app.db, clock: app.clock, storage: app.storage, publicUrl: app.config.publicUrl };

  app.get(
    '/search/:id/summary',
    {
      onRequest: requireUser,
      schema: {
        tags: ['búsquedas'],
        summary:
          'Lo que le gusta a un participante: precio mediano por moneda, superficies y ambientes, y los lugares, ' +
          'etiquetas, marcas y talles que se repiten en sus Me gusta',
        security: [{ bearer: [] }],
        params: z.object({ id: z.string() }),
        querystring: summaryQuerySchema,
        response: { 200: likesSummarySchema },
      },
    },
    async (request) =>
      likesSummary(
        { ...deps, db: await searchReadDb(app, request.user) },
        request.user!,
        request.params.id,
        request.query.user_id,
      ),
  );
};
