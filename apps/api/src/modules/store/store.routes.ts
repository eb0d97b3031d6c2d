// GET /user/{slug}: a store page's data, for anyone (product.md, The shell). Unknown slugs answer 404.
// GET /publication/{id}: a public listing's detail, for anyone, as a gallery tile opens it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { plainJsonSerializer } from '../../lib/plain-json';
import { storeSchema } from '@vitrina/shared/groups';
import { publicationSchema } from '@vitrina/shared/publications';
import { toId } from '../../lib/path-id';
import { showPublicPublication } from './public-publication.service';
import { showStore } from './store.service';

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/:slug',
    {
      schema: {
        tags: ['tienda'],
        summary: 'La tienda pública de un usuario',
        params: z.object({ slug: z.string() }),
        response: { 200: storeSchema },
      },
    },
    async (request) => showStore({ db: app.db, storage: app.storage }, request.params.slug),
  );

  app.get(
    '/publication/:id',
    {
      schema: {
        tags: ['tienda'],
        summary: 'Una publicación pública, para cualquiera (las privadas no existen para esta lectura)',
        params: z.object({ id: z.string() }),
        response: { 200: publicationSchema },
      },
      // Built field by field (toPublicationView), as a deck's cards are: no second walk of it on the way out.
      serializerCompiler: plainJsonSerializer,
    },
    async (request) =>
      showPublicPublication(
        { db: app.db, storage: app.storage, clock: app.clock },
        request.user,
        toId(request.params.id),
      ),
  );
};
