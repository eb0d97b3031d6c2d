// GET /api/health (liveness: the process answers and its database does) and GET /api/health/ready (readiness: whether
// a load balancer should send traffic here; readiness.ts). For load balancers, the start-up benchmark and humans:
// anyone may call them, they reveal no secret, are never rate limited and never cached.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@vitrina/shared/messages';
import { HttpError } from '../../lib/errors';
import { pingDatabase } from './health.queries';
import { checkReadiness } from './readiness';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const readySchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  redis: z.enum(['ok', 'off']),
  storage: z.literal('ok'),
});
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

  app.get(
    '/health/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['sistema'],
        summary:
          'Si la instancia puede recibir tráfico: no se está deteniendo y responden la base, Redis y los archivos',
        response: { 200: readySchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const readiness = await checkReadiness(app);
      if (!readiness.ready) {
        for (const failure of readiness.failures)
          request.log.error({ err: failure.error, part: failure.part }, 'readiness check failed');
        throw new HttpError(503, readiness.message);
      }
      return { status: 'ok' as const, database: 'ok' as const, redis: readiness.redis, storage: 'ok' as const };
    },
  );
};
