// «Consultar» (product.md, Leads): POST /publication/{id}/lead and POST /user/{slug}/lead, open to visitors, answer 201
// with a sentence and nothing of the receiver. Limited per IP here (one counter for both, in Redis when the app shares
// its limits) and per listing or store in the service.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leadRequestSchema, leadSentSchema } from '@vitrina/shared/leads';
import { messages } from '@vitrina/shared/messages';
import { HttpError } from '../../lib/errors';
import { sendPublicationLead, sendStoreLead, type LeadSendDeps } from './lead-send.service';

const tags = ['consultas'];

function leadIpLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const { perIp, windowMs } = app.config.leadLimit;
  const check = app.createRateLimit({
    max: perIp,
    timeWindow: windowMs,
    keyGenerator: (request) => `lead:${request.ip}`,
  });
  return async (request, reply) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(limit.ttlInSeconds));
      throw new HttpError(429, messages.errors.tooManyRequests);
    }
  };
}

export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: LeadSendDeps = { db: app.db, clock: app.clock, config: app.config };
  const limitIp = leadIpLimit(app);

  app.post(
    '/publication/:id/lead',
    {
      preHandler: limitIp,
      schema: {
        tags,
        summary: 'Envía una consulta a quien publica una publicación pública (para cualquiera, sin sesión)',
        params: z.object({ id: z.string() }),
        body: leadRequestSchema,
        response: { 201: leadSentSchema },
      },
    },
    async (request, reply) => {
      const answer = await sendPublicationLead(deps, request.params.id, request.body, {
        microsite: request.microsite,
      });
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/user/:slug/lead',
    {
      preHandler: limitIp,
      schema: {
        tags,
        summary: 'Envía una consulta al dueño de una tienda (para cualquiera, sin sesión)',
        params: z.object({ slug: z.string().max(255) }),
        body: leadRequestSchema,
        response: { 201: leadSentSchema },
      },
    },
    async (request, reply) => {
      const answer = await sendStoreLead(deps, request.params.slug, request.body, {
        microsite: request.microsite,
      });
      return reply.status(201).send(answer);
    },
  );
};
