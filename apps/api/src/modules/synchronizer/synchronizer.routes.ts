// /account/synchronizer (product.md, Listings: Synchronizer): the signed-in user's own synchronizer, so there is no id
// to guess and nobody reaches another user's. GET answers null until one is saved. Clients may send PUT and DELETE as
// POST with `_method`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { synchronizerSchema, synchronizerUpdateSchema } from '@vitrina/shared/synchronizer';
import { requireUser } from '../../lib/auth';
import {
  deleteSynchronizer,
  requestSync,
  saveSynchronizer,
  showSynchronizer,
  type SynchronizerDeps,
} from './synchronizer.service';
import { errorResponses } from '../../lib/openapi-errors';

const tags = ['sincronización'];
const security = [{ bearer: [] }];

export const synchronizerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SynchronizerDeps = { db: app.db, clock: app.clock, storage: app.storage, config: app.config };
  app.addHook('onRequest', requireUser);

  app.get(
    '/account/synchronizer',
    {
      schema: {
        tags,
        summary: 'Mi sincronización (null si no hay)',
        security,
        response: { 200: synchronizerSchema.nullable() },
      },
    },
    async (request) => showSynchronizer(deps, request.user!),
  );

  app.put(
    '/account/synchronizer',
    {
      schema: {
        tags,
        summary: 'Guarda el tipo y la configuración, y programa una sincronización',
        security,
        body: synchronizerUpdateSchema,
        response: { 200: synchronizerSchema },
      },
    },
    async (request) => saveSynchronizer(deps, request.user!, request.body),
  );

  app.put(
    '/account/synchronizer/sync',
    {
      schema: {
        tags,
        summary: 'Marca la sincronización para volver a ejecutarse',
        security,
        response: { 200: synchronizerSchema, ...errorResponses(404) },
      },
    },
    async (request) => requestSync(deps, request.user!),
  );

  app.delete(
    '/account/synchronizer',
    {
      schema: {
        tags,
        summary: 'Elimina la sincronización y las publicaciones que trajo',
        security,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(404) },
      },
    },
    async (request) => deleteSynchronizer(deps, request.user!),
  );
};
