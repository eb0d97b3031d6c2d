// Invitations by share link (product.md, Groups): admins create, list and revoke them under the group; the landing page
// reads one with no session; answering needs a session (and a verified email when the rules ask for it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupSchema, invitationSchema, openInvitationSchema } from '@vitrina/shared/groups';
import { listQuerySchema, pagedSchema } from '@vitrina/shared/pagination';
import { requireUser } from '../../lib/auth';
import { toId } from '../../lib/path-id';
import type { GroupsDeps } from '../groups';
import {
  acceptInvitation,
  inviteToGroup,
  listGroupInvitations,
  rejectInvitation,
  revokeInvitation,
  showInvitation,
} from './invitations.service';
import { errorResponses } from '../../lib/openapi-errors';

const tags = ['invitaciones'];
const security = [{ bearer: [] }];
const uuidParams = z.object({ uuid: z.string() });
const groupParams = z.object({ id: z.string() });
const openListQuery = listQuerySchema(['created_at', 'expires_at'], { orderBy: 'created_at', orderMethod: 'desc' });

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
        params: groupParams,
        response: { 200: z.object({ uuid: z.string() }), ...errorResponses(403) },
      },
    },
    async (request) => inviteToGroup(deps, request.user!, toId(request.params.id)),
  );

  app.get(
    '/account/group/:id/invitation',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Invitaciones vigentes del grupo, con quién las creó (administradores)',
        security,
        params: groupParams,
        querystring: openListQuery,
        response: { 200: pagedSchema(openInvitationSchema), ...errorResponses(403) },
      },
    },
    async (request) => listGroupInvitations(deps, request.user!, toId(request.params.id), request.query, request.url),
  );

  app.delete(
    '/account/group/:id/invitation/:invitationId',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Revoca una invitación vigente del grupo (administradores)',
        security,
        params: z.object({ id: z.string(), invitationId: z.string() }),
        response: { 200: z.object({ message: z.string() }), ...errorResponses(403) },
      },
    },
    async (request) =>
      revokeInvitation(deps, request.user!, toId(request.params.id), toId(request.params.invitationId)),
  );

  app.get(
    '/invitation/:uuid',
    {
      schema: {
        tags,
        summary: 'Una invitación vigente (404 si no existe, se usó o venció)',
        params: uuidParams,
        response: { 200: invitationSchema },
      },
    },
    async (request) => showInvitation(deps, request.params.uuid),
  );

  app.put(
    '/invitation/:uuid/accept',
    {
      schema: {
        tags,
        summary: 'Acepta la invitación: se suma al grupo',
        security,
        params: uuidParams,
        response: { 200: groupSchema, ...errorResponses(403) },
      },
    },
    async (request) => acceptInvitation({ ...deps, log: request.log }, request.user, request.params.uuid),
  );

  app.put(
    '/invitation/:uuid/reject',
    {
      schema: {
        tags,
        summary: 'Rechaza la invitación',
        security,
        params: uuidParams,
        response: { 204: z.null(), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await rejectInvitation(deps, request.user, request.params.uuid);
      return reply.status(204).send(null);
    },
  );
};
