// GET /api/health: for load balancers, the start-up benchmark and humans. Healthy means the database answers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@vitrina/shared/messages';
import { HttpError } from '../../lib/errors';
import { pingDatabase } from './health.queries';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const errorSchema = z.object({ message: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      // Probes poll often from one address; they must never be throttled into "unhealthy".
      config: { rateLimit: false },
      schema: {
        tags: ['sistema'],
        summary: 'Estado del servicio y de la base de datos',
        response: { 200: healthSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, messages.errors.databaseUnavailable);
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
