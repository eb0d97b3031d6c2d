// The inbox (docs/decisions/022-activity-inbox.md): GET /account/activity (20 a page, newest first, with the unread
// count), PUT /account/activity/read (`ids` or `all: true`), POST /account/activity/ticket (a stream ticket for
// clients that cannot send a header) and GET /account/activity/stream (Server-Sent Events; a bearer header or
// `?ticket=`). Each answers only the caller's own items.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityPageSchema,
  activityQuerySchema,
  activityReadSchema,
  activityTicketSchema,
  activityUnreadSchema,
} from '@vitrina/shared/activity';
import { requireUser } from '../../lib/auth';
import { unauthenticated } from '../../lib/errors';
import { activityPage, createTicket, readActivity, useTicket } from './activity.service';
import { connectActivityFeed } from './activity-feed';
import { createActivityHub } from './activity-hub';
import { lastEventIdOf, openStream, type OpenStreams } from './activity-stream';

const tags = ['actividad'];
const security = [{ bearer: [] }];

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, clock: app.clock, storage: app.storage, publicUrl: app.config.publicUrl };
  const feed = connectActivityFeed(app.db, app.log);
  const open: OpenStreams = new Set();
  const hub = createActivityHub({ db: app.db, storage: app.storage, feed, log: app.log });
  const stream = { db: app.db, hub, heartbeatMs: app.config.activityHeartbeatMs };
  app.addHook('onReady', () => feed.ready);
  // Open streams never finish by themselves: they are ended before the server waits for its connections.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', () => feed.close());

  app.get(
    '/account/activity',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'La actividad de quien llama: 20 por página, lo más reciente primero, con la cantidad sin leer',
        security,
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    async (request) => activityPage(deps, request.user!.id, request.query.page, request.url),
  );

  app.put(
    '/account/activity/read',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Marca como leídos los elementos indicados (`ids`) o todos (`all: true`)',
        security,
        body: activityReadSchema,
        response: { 200: activityUnreadSchema },
      },
    },
    async (request) => readActivity(deps, request.user!.id, request.body),
  );

  app.post(
    '/account/activity/ticket',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Un permiso de un solo uso, válido un minuto, para abrir la actividad en vivo sin encabezado',
        security,
        response: { 200: activityTicketSchema },
      },
    },
    async (request) => createTicket(deps, request.user!.id),
  );

  app.get(
    '/account/activity/stream',
    {
      schema: {
        tags,
        summary:
          'La actividad en vivo (Server-Sent Events): con el encabezado Authorization o `ticket`; retoma desde Last-Event-ID',
        security: [{ bearer: [] }, {}],
        querystring: z.object({
          ticket: z.string().max(200).optional(),
          last_event_id: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
        }),
        response: {
          200: z.string().describe('text/event-stream: eventos `activity` y `unread`, comentarios de latido'),
          401: z.object({ message: z.string() }).describe('Sin sesión ni un permiso válido'),
        },
      },
    },
    async (request, reply) => {
      const userId = request.user?.id ?? (request.query.ticket ? await useTicket(deps, request.query.ticket) : null);
      if (userId === null) throw unauthenticated();
      await openStream(
        stream,
        open,
        request,
        reply,
        userId,
        lastEventIdOf(request.headers['last-event-id'], request.query.last_event_id),
      );
    },
  );
};
