// /admin: the administration (product.md, Administration). Each section answers 401 to guests and 403 ('No tienes
// los permisos suficientes.') to users without its permission: users, groups, searches. In an impersonation session
// the permissions are those both the admin and the target hold (lib/auth.ts). Clients send PUT and DELETE as POST
// with `_method` (the API's method override); the real methods work too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminGroupPageSchema,
  adminGroupSchema,
  adminGroupUpdateSchema,
  adminListQuerySchema,
  adminMessages,
  adminSearchPageSchema,
  adminSearchQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  impersonationSchema,
} from '@vitrina/shared/admin';
import { dataUrlBodyLimit } from '../../config';
import { requirePermission } from '../../lib/auth';
import { toId } from '../../lib/path-id';
import { deleteAdminGroup, listAdminGroups, showAdminGroup, updateAdminGroup } from './admin-groups.service';
import { listAdminSearches } from './admin-searches.service';
import {
  deleteAdminUser,
  impersonateUser,
  listAdminUsers,
  showAdminUser,
  updateAdminUser,
  type AdminActor,
  type AdminDeps,
} from './admin-users.service';

const tags = ['administración'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string() });
const messageResponse = z.object({ message: z.string() });

function actorOf(request: FastifyRequest): AdminActor {
  return { user: request.user!, impersonator: request.impersonator };
}

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AdminDeps = { db: app.db, clock: app.clock, storage: app.storage, publicUrl: app.config.publicUrl };
  // onRequest, before the body is read: a guest's or an outsider's body is never parsed.
  const users = { onRequest: requirePermission('users', adminMessages.forbidden) };
  const groups = { onRequest: requirePermission('groups', adminMessages.forbidden) };
  const searches = { onRequest: requirePermission('searches', adminMessages.forbidden) };

  app.get(
    '/admin/user',
    {
      ...users,
      schema: {
        tags,
        summary: 'Usuarios (permiso users)',
        security,
        querystring: adminListQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    async (request) => listAdminUsers(deps, request.query, request.url),
  );

  app.get(
    '/admin/user/:id',
    {
      ...users,
      schema: { tags, summary: 'Un usuario', security, params: idParams, response: { 200: adminUserSchema } },
    },
    async (request) => showAdminUser(deps, actorOf(request), toId(request.params.id)),
  );

  app.put(
    '/admin/user/:id',
    {
      ...users,
      schema: {
        tags,
        summary: 'Edita un usuario y sus permisos (solo los que tiene quien edita)',
        security,
        params: idParams,
        body: adminUserUpdateSchema,
        response: { 200: z.object({ message: z.string(), user: adminUserSchema }) },
      },
    },
    async (request) => updateAdminUser(deps, actorOf(request), toId(request.params.id), request.body),
  );

  app.delete(
    '/admin/user/:id',
    {
      ...users,
      schema: {
        tags,
        summary: 'Elimina un usuario con sus publicaciones y búsquedas',
        security,
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => deleteAdminUser(deps, actorOf(request), toId(request.params.id)),
  );

  app.post(
    '/admin/user/:id/impersonate',
    {
      ...users,
      schema: {
        tags,
        summary: 'Ingresa como el usuario (sesión de 2 horas)',
        security,
        params: idParams,
        response: { 200: impersonationSchema },
      },
    },
    async (request) => impersonateUser(deps, actorOf(request), toId(request.params.id)),
  );

  app.get(
    '/admin/group',
    {
      ...groups,
      schema: {
        tags,
        summary: 'Grupos (permiso groups)',
        security,
        querystring: adminListQuerySchema,
        response: { 200: adminGroupPageSchema },
      },
    },
    async (request) => listAdminGroups(deps, request.query, request.url),
  );

  app.get(
    '/admin/group/:id',
    {
      ...groups,
      schema: { tags, summary: 'Un grupo', security, params: idParams, response: { 200: adminGroupSchema } },
    },
    async (request) => showAdminGroup(deps, toId(request.params.id)),
  );

  app.put(
    '/admin/group/:id',
    {
      ...groups,
      // The logo travels inside the JSON as a data URL, as the group form sends it.
      bodyLimit: dataUrlBodyLimit(app.config),
      schema: {
        tags,
        summary: 'Edita el nombre y el tipo de publicaciones de un grupo',
        security,
        params: idParams,
        body: adminGroupUpdateSchema,
        response: { 200: z.object({ message: z.string(), group: adminGroupSchema }) },
      },
    },
    async (request) => updateAdminGroup(deps, actorOf(request), toId(request.params.id), request.body),
  );

  app.delete(
    '/admin/group/:id',
    {
      ...groups,
      schema: { tags, summary: 'Elimina un grupo', security, params: idParams, response: { 200: messageResponse } },
    },
    async (request) => deleteAdminGroup(deps, actorOf(request), toId(request.params.id)),
  );

  app.get(
    '/admin/search',
    {
      ...searches,
      schema: {
        tags,
        summary: 'Búsquedas (permiso searches)',
        security,
        querystring: adminSearchQuerySchema,
        response: { 200: adminSearchPageSchema },
      },
    },
    async (request) => listAdminSearches(deps, request.query, request.url),
  );
};
