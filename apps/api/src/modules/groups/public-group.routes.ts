// GET /group/{id}: the public summary of any group, for anyone. Scoped searches (product.md, Searches) show which group
// they search in; it holds nothing a share link would not show.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicGroupSchema } from '@vitrina/shared/groups';
import { plainJsonSerializer } from '../../lib/plain-json';
import { toId } from '../../lib/path-id';
import { publicGroup } from './groups.service';

export const publicGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/group/:id',
    {
      schema: {
        tags: ['grupos'],
        summary: 'Resumen público de un grupo',
        params: z.object({ id: z.string() }),
        response: { 200: publicGroupSchema },
      },
      // Built field by field (toPublicGroup): no second walk of it on the way out.
      serializerCompiler: plainJsonSerializer,
    },
    async (request) => publicGroup({ db: app.db, storage: app.storage }, toId(request.params.id)),
  );
};
