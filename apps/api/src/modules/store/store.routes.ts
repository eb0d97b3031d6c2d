// GET /user/{slug}: a store page's data, for anyone (spec 01 §2 user.home). Unknown slugs answer 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeSchema } from '@vitrina/shared/groups';
import { showStore } from './store.service';

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/:slug',
    { schema: { tags: ['tienda'], summary: 'La tienda pública de un usuario', params: z.object({ slug: z.string() }), response: { 200: storeSchema } } },
    async (request) => showStore({ db: app.db, storage: app.storage }, request.params.slug),
  );
};
