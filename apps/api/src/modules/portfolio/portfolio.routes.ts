// GET /account/group/{id}/publication and its categories (product.md, Listings: Portfolio): a group's portfolio for its
// members.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedSchema } from '@vitrina/shared/pagination';
import {
  categoryCountSchema,
  groupPublicationCategoriesQuerySchema,
  groupPublicationQuerySchema,
  publicationSchema,
} from '@vitrina/shared/publications';
import { requireUser } from '../../lib/auth';
import { toId } from '../../lib/path-id';
import { listGroupPublicationCategories, listGroupPublications, type PortfolioDeps } from './portfolio.service';

const tags = ['grupos'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string() });

export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PortfolioDeps = { db: app.db, clock: app.clock, storage: app.storage, publicUrl: app.config.publicUrl };
  app.addHook('onRequest', requireUser);

  app.get(
    '/account/group/:id/publication',
    {
      schema: {
        tags,
        summary: 'Cartera del grupo: publicaciones de sus integrantes según el tipo del grupo',
        security,
        params,
        querystring: groupPublicationQuerySchema,
        response: { 200: pagedSchema(publicationSchema) },
      },
    },
    async (request) => listGroupPublications(deps, request.user!, toId(request.params.id), request.query, request.url),
  );

  app.get(
    '/account/group/:id/publication/categories',
    {
      schema: {
        tags,
        summary: 'Categorías presentes en la cartera del grupo, con su cantidad',
        security,
        params,
        querystring: groupPublicationCategoriesQuerySchema,
        response: { 200: z.array(categoryCountSchema) },
      },
    },
    async (request) => listGroupPublicationCategories(deps, request.user!, toId(request.params.id), request.query),
  );
};
