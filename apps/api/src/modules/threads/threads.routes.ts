// Conversations on a listing (docs/product.md): GET and POST /search/{id}/publication/{publicationId}/message, PUT and
// DELETE /search/{id}/message/{messageId}. `{id}` is the search's numeric id or uuid. A session is optional so that
// who may see the search but does not take part (a visitor with a shared search's link included) hears 403, and who
// may not see it 404 (thread-access.ts).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  threadMessageBodySchema,
  threadMessageSchema,
  threadPageSchema,
  threadQuerySchema,
} from '@vitrina/shared/threads';
import { errorResponses } from '../../lib/openapi-errors';
import type { ThreadCaller } from './thread-access';
import { editMessage, removeMessage } from './thread-edit.service';
import { readThread, writeMessage, type ThreadsDeps } from './threads.service';

const tags = ['búsquedas'];
const visitorOrUser: Record<string, string[]>[] = [{ bearer: [] }, {}];
const threadParams = z.object({ id: z.string(), publicationId: z.string() });
const messageParams = z.object({ id: z.string(), messageId: z.string() });

export const threadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ThreadsDeps = { db: app.db, clock: app.clock, storage: app.storage, publicUrl: app.config.publicUrl };
  const callerOf = (request: FastifyRequest): ThreadCaller => ({
    user: request.user,
    impersonating: Boolean(request.impersonator),
  });

  app.get(
    '/search/:id/publication/:publicationId/message',
    {
      schema: {
        tags,
        summary:
          'Los mensajes de la conversación sobre una publicación de la búsqueda, el más antiguo primero (participantes)',
        security: visitorOrUser,
        params: threadParams,
        querystring: threadQuerySchema,
        response: { 200: threadPageSchema, ...errorResponses(403) },
      },
    },
    async (request) =>
      readThread(deps, callerOf(request), request.params.id, request.params.publicationId, request.query, request.url),
  );

  app.post(
    '/search/:id/publication/:publicationId/message',
    {
      schema: {
        tags,
        summary: 'Escribe en la conversación sobre una publicación de la búsqueda y avisa a los demás participantes',
        security: visitorOrUser,
        params: threadParams,
        body: threadMessageBodySchema,
        response: { 201: threadMessageSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const message = await writeMessage(
        { ...deps, log: request.log },
        callerOf(request),
        request.params.id,
        request.params.publicationId,
        request.body,
      );
      return reply.status(201).send(message);
    },
  );

  app.put(
    '/search/:id/message/:messageId',
    {
      schema: {
        tags,
        summary: 'Edita un mensaje propio dentro de los 10 minutos de escrito',
        security: visitorOrUser,
        params: messageParams,
        body: threadMessageBodySchema,
        response: { 200: threadMessageSchema, ...errorResponses(403) },
      },
    },
    async (request) => editMessage(deps, callerOf(request), request.params.id, request.params.messageId, request.body),
  );

  app.delete(
    '/search/:id/message/:messageId',
    {
      schema: {
        tags,
        summary:
          'Elimina un mensaje: quien lo escribió, dentro de los 10 minutos; quien creó la búsqueda, cualquiera de ella',
        security: visitorOrUser,
        params: messageParams,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(403) },
      },
    },
    async (request) => removeMessage(deps, callerOf(request), request.params.id, request.params.messageId),
  );
};
