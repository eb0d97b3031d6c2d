// Statistics (product.md, Statistics; decision 013): the sources the caller may report on, a source's report over a
// range of days, and who superliked a listing. All need a session (401).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  statGeneralRequestSchema,
  statReportSchema,
  statSourcesSchema,
  superlikesPageSchema,
  superlikesQuerySchema,
} from '@vitrina/shared/stats';
import { requireUser } from '../../lib/auth';
import { listSources, statReport, superlikesOf, type StatsDeps } from './stats.service';
import { errorResponses } from '../../lib/openapi-errors';

const tags = ['estadísticas'];
const security = [{ bearer: [] }];

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Statistics read the read copy when there is one: nobody's own last decision is what a report is about.
  const deps: StatsDeps = { db: app.readDb, clock: app.clock, storage: app.storage, publicUrl: app.config.publicUrl };

  app.get(
    '/account/stat/sources',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Las fuentes de estadísticas de quien pide: su cuenta y los grupos que administra',
        security,
        response: { 200: statSourcesSchema },
      },
    },
    async (request) => listSources(deps, request.user!),
  );

  app.post(
    '/account/stat/general',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'El informe de una fuente entre dos días (en hora de Argentina): cifras, las del período anterior, ' +
          'series por día, ranking de miembros y publicaciones con más decisiones',
        security,
        body: statGeneralRequestSchema,
        response: { 200: statReportSchema, ...errorResponses(403) },
      },
    },
    async (request) => statReport(deps, request.user!, request.body),
  );

  app.get(
    '/account/stat/superlikes/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Quiénes dieron superlike a una publicación: el último de cada persona, en qué búsqueda',
        security,
        params: z.object({ id: z.string() }),
        querystring: superlikesQuerySchema,
        response: { 200: superlikesPageSchema, ...errorResponses(403) },
      },
    },
    async (request) => superlikesOf(deps, request.user!, request.params.id, request.query, request.url),
  );
};
