// /admin/microsite: the administration of microsites (product.md, Microsites: Administration). Guests get 401, users
// without the 'microsites' permission 403 ('No tienes los permisos suficientes.'), before any body is read. Create and
// edit take multipart forms (text fields, `style` and `settings` as JSON text, `users[]` as ids, the logos as files); a
// JSON body without logos works too. The edit is `POST /admin/microsite/{id}` with `_method=PUT`, served here directly
// rather than by the generic method override, which would buffer the whole upload a second time; a real PUT works too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminMessages } from '@vitrina/shared/admin';
import {
  adminMicrositePageSchema,
  adminMicrositeQuerySchema,
  adminMicrositeSchema,
  micrositeUserPickPageSchema,
  micrositeUserPickQuerySchema,
} from '@vitrina/shared/microsites';
import { requirePermission } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import type { AdminActor } from '../audit';
import { createAdminMicrosite, deleteAdminMicrosite, updateAdminMicrosite } from './admin-microsite-write.service';
import {
  listAdminMicrosites,
  pickMicrositeUsers,
  showAdminMicrosite,
  toMicrositeId,
  type MicrositesDeps,
} from './admin-microsites.service';

const tags = ['administración'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string() });
const messageResponse = z.object({ message: z.string() });
const writeResponse = z.object({ message: z.string(), microsite: adminMicrositeSchema });
const consumes = ['multipart/form-data', 'application/json'];
// Folded and validated against micrositeFormSchema by the service: bracket names cannot be checked before.
const formBody = z
  .record(z.string(), z.unknown())
  .describe(
    'Campos de micrositeFormSchema: name, host, description, status, style y settings (texto JSON), users[] (ids), ' +
      'default_user_id; logo_main, logo_secondary y logo_square como archivos de imagen; en la edición todos son ' +
      'opcionales y remove_logo_main, remove_logo_secondary o remove_logo_square = 1 quita ese logo.',
  );
// Three logos, and room for the largest user list with every other field; beyond that the form is refused unread.
const multipartOptions = { limits: { files: 3, fields: 200, parts: 203 } };
const overridable = new Set(['PUT', 'DELETE']);

function actorOf(request: FastifyRequest): AdminActor {
  return { user: request.user!, impersonator: request.impersonator };
}

export const adminMicrositesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: MicrositesDeps = { db: app.db, clock: app.clock, storage: app.storage, publicUrl: app.config.publicUrl };
  // onRequest, before the body is read: a guest's or an outsider's upload is never parsed.
  const guard = { onRequest: requirePermission('microsites', adminMessages.forbidden) };

  app.get(
    '/admin/microsite',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Micrositios (permiso microsites), por nombre o host',
        security,
        querystring: adminMicrositeQuerySchema,
        response: { 200: adminMicrositePageSchema },
      },
    },
    async (request) => listAdminMicrosites(deps, request.query, request.url),
  );

  app.get(
    '/admin/microsite/users',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Usuarios para elegir en un micrositio, por nombre o email',
        security,
        querystring: micrositeUserPickQuerySchema,
        response: { 200: micrositeUserPickPageSchema },
      },
    },
    async (request) => pickMicrositeUsers(deps, request.query, request.url),
  );

  app.get(
    '/admin/microsite/:id',
    {
      ...guard,
      schema: { tags, summary: 'Un micrositio', security, params, response: { 200: adminMicrositeSchema } },
    },
    async (request) => showAdminMicrosite(deps, toMicrositeId(request.params.id)),
  );

  app.post(
    '/admin/microsite',
    {
      ...guard,
      config: { multipartOptions },
      schema: {
        tags,
        summary: 'Crea un micrositio',
        security,
        consumes,
        body: formBody,
        response: { 201: writeResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await createAdminMicrosite(deps, actorOf(request), request.body)),
  );

  const updateSchema = { tags, security, consumes, params, body: formBody, response: { 200: writeResponse } };
  app.put(
    '/admin/microsite/:id',
    { ...guard, config: { multipartOptions }, schema: { ...updateSchema, summary: 'Edita un micrositio' } },
    async (request) => updateAdminMicrosite(deps, actorOf(request), toMicrositeId(request.params.id), request.body),
  );

  app.post(
    '/admin/microsite/:id',
    {
      ...guard,
      config: { multipartOptions },
      schema: {
        ...updateSchema,
        summary: 'Edita (_method=PUT) o elimina (_method=DELETE) un micrositio',
        response: { 200: z.union([writeResponse, messageResponse]) },
      },
    },
    async (request) => {
      const method = String(request.body._method ?? '')
        .trim()
        .toUpperCase();
      // As the generic override: a POST without a usable `_method` is no route at all.
      if (!overridable.has(method)) throw notFound();
      const id = toMicrositeId(request.params.id);
      if (method === 'DELETE') return deleteAdminMicrosite(deps, actorOf(request), id);
      return updateAdminMicrosite(deps, actorOf(request), id, request.body);
    },
  );

  app.delete(
    '/admin/microsite/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Elimina un micrositio y sus búsquedas',
        security,
        params,
        response: { 200: messageResponse },
      },
    },
    async (request) => deleteAdminMicrosite(deps, actorOf(request), toMicrositeId(request.params.id)),
  );
};
