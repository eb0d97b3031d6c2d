// Invitations by share link (spec 01 §7): admins create them under the group; the landing page reads one with no
// session; answering needs a session (and a verified email when the rules ask for it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupSchema, invitationSchema } from '@vitrina/shared/groups';
import { requireUser } from '../../lib/auth';
import { toId } from '../groups/groups.policy';
import type { GroupsDeps } from '../groups/groups.service';
import { acceptInvitation, inviteToGroup, rejectInvitation, showInvitation } from './invitations.service';

const tags = ['invitaciones'];
const security = [{ bearer: [] }];
const uuidParams = z.object({ uuid: z.string() });

export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: GroupsDeps = { db: app.db, clock: app.clock, storage: app.storage, publicUrl: app.config.publicUrl };

  app.post(
    '/account/group/:id/user/invite',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Crea una invitación al grupo (administradores): válida 24 horas, un solo uso',
        security,
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ uuid: z.string() }) },
      },
    },
    async (request) => inviteToGroup(deps, request.user!, toId(request.params.id)),
  );

  app.get(
    '/invitation/:uuid',
    { schema: { tags, summary: 'Una invitación vigente (404 si no existe, se usó o venció)', params: uuidParams, response: { 200: invitationSchema } } },
    async (request) => showInvitation(deps, request.params.uuid),
  );

  app.put(
    '/invitation/:uuid/accept',
    { schema: { tags, summary: 'Acepta la invitación: se suma al grupo', security, params: uuidParams, response: { 200: groupSchema } } },
    async (request) => acceptInvitation(deps, request.user, request.params.uuid),
  );

  app.put(
    '/invitation/:uuid/reject',
    { schema: { tags, summary: 'Rechaza la invitación', security, params: uuidParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await rejectInvitation(deps, request.user, request.params.uuid);
      return reply.status(204).send(null);
    },
  );
};
