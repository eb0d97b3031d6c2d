// GET /publication/{id}/page: what a public listing's own page shows, for anyone (publication-page.service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicationPageSchema } from '@vitrina/shared/publication-page';
import { hostVary } from '../../lib/security-headers';
import { toId } from '../../lib/path-id';
import { showPublicationPage } from './publication-page.service';

export const publicationPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const vary = hostVary(app.config.trustProxy);
  app.get(
    '/publication/:id/page',
    {
      schema: {
        tags: ['tienda'],
        summary:
          'La página pública de una publicación: la publicación, cómo contactar a quien la publica (lo que muestra ' +
          'en su tienda) y el micrositio al que pertenece. Privada, inexistente, de un micrositio suspendido o, en ' +
          'el dominio de un micrositio, de otro usuario: 404.',
        params: z.object({ id: z.string() }),
        response: { 200: publicationPageSchema },
      },
    },
    async (request, reply) => {
      // Which listings exist depends on the host (a microsite shows its users' only).
      reply.header('vary', vary);
      return showPublicationPage(
        { db: app.db, storage: app.storage, clock: app.clock, publicUrl: app.config.publicUrl },
        request.user,
        toId(request.params.id),
        request.microsite,
      );
    },
  );
};
