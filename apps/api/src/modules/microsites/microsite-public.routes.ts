// GET /microsite/{id} (product.md, Microsites): an active microsite's public face, for anyone, signed in or not.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicMicrositeSchema } from '@vitrina/shared/microsites';
import { hostVary } from '../../lib/security-headers';
import { toMicrositeId } from './admin-microsites.service';
import { platformFileUrl, sameHostFileUrl } from './microsite-files';
import { showPublicMicrosite } from './microsite-public.service';

export const publicMicrositeRoutes: FastifyPluginAsyncZod = async (app) => {
  const onPlatform = platformFileUrl(app.storage);
  const onOwnHost = sameHostFileUrl(app.storage, app.config.publicUrl);
  const vary = hostVary(app.config.trustProxy);
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
    async (request, reply) => {
      // On a microsite's host its files are linked there, so the answer depends on the host.
      reply.header('vary', vary);
      const fileUrl = request.hostMicrosite ? onOwnHost : onPlatform;
      return showPublicMicrosite({ db: app.db, fileUrl }, toMicrositeId(request.params.id));
    },
  );
};
