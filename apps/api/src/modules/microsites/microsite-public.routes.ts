// GET /microsite/{id} (spec 02 §7): an active microsite's public face, for anyone, signed in or not.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicMicrositeSchema } from '@vitrina/shared/microsites';
import { toMicrositeId } from './admin-microsites.service';
import { showPublicMicrosite } from './microsite-public.service';

export const publicMicrositeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/microsite/:id',
    {
      schema: {
        tags: ['micrositios'],
        summary: 'Un micrositio activo: nombre, estilo, logos y sus usuarios (el predeterminado primero)',
        params: z.object({ id: z.string() }),
        response: { 200: publicMicrositeSchema },
      },
    },
    async (request) => showPublicMicrosite({ db: app.db, storage: app.storage }, toMicrositeId(request.params.id)),
  );
};
