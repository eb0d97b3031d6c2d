// /account/group: the signed-in user's groups and their members (product.md, Groups). Clients send PUT and DELETE as
// POST with `_method` (the API's method override); the real methods work too. Creating answers 201 with the
// group; edits answer the changed resource; leaving and removing answer `{ message }` with the toast text.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  groupCreateSchema,
  groupSchema,
  groupUpdateSchema,
  memberSchema,
  memberUpdateSchema,
} from '@vitrina/shared/groups';
import { listQuerySchema, pagedSchema } from '@vitrina/shared/pagination';
import { dataUrlBodyLimit } from '../../config';
import { requireUser } from '../../lib/auth';
import { toId } from '../../lib/path-id';
import { createGroup, editGroup, leaveGroup, listGroups, showGroup, type GroupsDeps } from './groups.service';
import { changeMemberAdmin, listGroupMembers, removeGroupMember } from './members.service';
import { errorResponses } from '../../lib/openapi-errors';

const tags = ['grupos'];
const security = [{ bearer: [] }];
const groupParams = z.object({ id: z.string() });
const memberParams = z.object({ id: z.string(), userId: z.string() });
const messageResponse = z.object({ message: z.string() });
const groupListQuery = listQuerySchema(['name', 'created_at'], { orderBy: 'name', orderMethod: 'asc' });
const memberListQuery = listQuerySchema(['created_at', 'name'], { orderBy: 'created_at', orderMethod: 'desc' });

export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: GroupsDeps = { db: app.db, clock: app.clock, storage: app.storage, publicUrl: app.config.publicUrl };
  // The logo travels inside the JSON as base64 (a third larger than the file): the body may be that much bigger.
  const logoBodyLimit = dataUrlBodyLimit(app.config);
  // Before the body is read: a guest's logo is refused without being parsed.
  app.addHook('onRequest', requireUser);

  app.get(
    '/account/group',
    {
      schema: {
        tags,
        summary: 'Mis grupos',
        security,
        querystring: groupListQuery,
        response: { 200: pagedSchema(groupSchema) },
      },
    },
    async (request) => listGroups(deps, request.user!, request.query, request.url),
  );

  app.post(
    '/account/group',
    {
      bodyLimit: logoBodyLimit,
      schema: {
        tags,
        summary: 'Crea un grupo (logo: data URL de imagen)',
        security,
        body: groupCreateSchema,
        response: { 201: groupSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createGroup(deps, request.user!, request.body)),
  );

  app.get(
    '/account/group/:id',
    {
      schema: {
        tags,
        summary: 'Un grupo del que soy integrante',
        security,
        params: groupParams,
        response: { 200: groupSchema },
      },
    },
    async (request) => showGroup(deps, request.user!, toId(request.params.id)),
  );

  app.put(
    '/account/group/:id',
    {
      bodyLimit: logoBodyLimit,
      schema: {
        tags,
        summary: 'Edita un grupo (administradores; el tipo de publicaciones no cambia)',
        security,
        params: groupParams,
        body: groupUpdateSchema,
        response: { 200: groupSchema, ...errorResponses(403) },
      },
    },
    async (request) => editGroup(deps, request.user!, toId(request.params.id), request.body),
  );

  app.delete(
    '/account/group/:id',
    { schema: { tags, summary: 'Salir del grupo', security, params: groupParams, response: { 200: messageResponse } } },
    async (request) => leaveGroup(deps, request.user!, toId(request.params.id)),
  );

  app.get(
    '/account/group/:id/user',
    {
      schema: {
        tags,
        summary: 'Integrantes del grupo',
        security,
        params: groupParams,
        querystring: memberListQuery,
        response: { 200: pagedSchema(memberSchema) },
      },
    },
    async (request) => listGroupMembers(deps, request.user!, toId(request.params.id), request.query, request.url),
  );

  app.put(
    '/account/group/:id/user/:userId',
    {
      schema: {
        tags,
        summary: 'Da o quita el rol de administrador (administradores)',
        security,
        params: memberParams,
        body: memberUpdateSchema,
        response: { 200: memberSchema, ...errorResponses(403) },
      },
    },
    async (request) =>
      changeMemberAdmin(deps, request.user!, toId(request.params.id), toId(request.params.userId), request.body.admin),
  );

  app.delete(
    '/account/group/:id/user/:userId',
    {
      schema: {
        tags,
        summary: 'Quita a un integrante (administradores)',
        security,
        params: memberParams,
        response: { 200: messageResponse, ...errorResponses(403) },
      },
    },
    async (request) => removeGroupMember(deps, request.user!, toId(request.params.id), toId(request.params.userId)),
  );
};
