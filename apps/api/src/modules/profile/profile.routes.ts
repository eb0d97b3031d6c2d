// The signed-in user's own data (product.md, Sign-in and the account): GET /auth/user and the PUTs that change the
// profile. Clients send the PUTs as POST with `_method=PUT` (the API's method override); a real PUT works too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authUserResponseSchema, linkedAccountSchema } from '@vitrina/shared/auth';
import {
  notificationTypesUpdateSchema,
  profileUpdateSchema,
  pushSubscribeSchema,
  slugUpdateSchema,
  userSchema,
} from '@vitrina/shared/users';
import { requireUser } from '../../lib/auth';
import { pushSiteKey } from '../microsites';
import { latestSearches } from '../searches';
import { loadUserView } from '../users';
import {
  changeNotificationTypes,
  changeSlug,
  linkedAccounts,
  subscribePush,
  updateProfile,
  type ProfileDeps,
} from './profile.service';

const tags = ['perfil'];
const security = [{ bearer: [] }];
const userResponse = z.object({ user: userSchema });

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ProfileDeps = {
    db: app.db,
    clock: app.clock,
    storage: app.storage,
    storageQuotaMb: app.config.storageQuotaMb,
    allowPrivatePushEndpoints: app.config.push.allowPrivateEndpoints,
  };
  // Before the body is read: a guest's upload is refused without being parsed.
  app.addHook('onRequest', requireUser);

  app.get(
    '/auth/user',
    {
      schema: {
        tags,
        summary: 'El usuario autenticado y sus búsquedas',
        security,
        response: { 200: authUserResponseSchema },
      },
    },
    async (request) => {
      const [user, searches] = await Promise.all([
        loadUserView(app.db, request.user!, app.storage),
        latestSearches(deps, request.user!),
      ]);
      return { user: { ...user, impersonator: request.impersonator }, searches };
    },
  );

  app.put(
    '/auth/user',
    {
      schema: {
        tags,
        summary: 'Actualiza el perfil (multipart: avatar es un archivo de imagen; avatar_url vacío lo quita)',
        security,
        consumes: ['multipart/form-data', 'application/json'],
        body: profileUpdateSchema.extend({ avatar: z.any().optional() }),
        response: { 200: userResponse },
      },
    },
    async (request) => ({ user: await updateProfile(deps, request.user!, request.body) }),
  );

  app.put(
    '/auth/user/slug',
    {
      schema: {
        tags,
        summary: 'Cambia la dirección de la tienda y si muestra los medios de contacto a sus visitantes',
        security,
        body: slugUpdateSchema,
        response: { 200: userResponse },
      },
    },
    async (request) => ({
      user: await changeSlug(deps, request.user!, request.body.slug, request.body.store_contacts),
    }),
  );

  app.put(
    '/auth/user/notificationTypes',
    {
      schema: {
        tags,
        summary: 'Elige los tipos de notificación y, si se envían, los canales (push, email)',
        security,
        body: notificationTypesUpdateSchema,
        response: { 200: userResponse },
      },
    },
    async (request) => ({
      user: await changeNotificationTypes(
        deps,
        request.user!,
        request.body.notification_types,
        request.body.notification_channels,
      ),
    }),
  );

  app.put(
    '/auth/user/push/subscribe',
    {
      schema: {
        tags,
        summary: 'Registra la suscripción push del navegador (PushSubscription en JSON) para este sitio',
        security,
        body: pushSubscribeSchema,
        response: { 200: userResponse },
      },
    },
    async (request) => ({
      user: await subscribePush(deps, request.user!, request.body.token, pushSiteKey(request.microsite)),
    }),
  );

  app.get(
    '/auth/user/accounts',
    {
      schema: {
        tags,
        summary: 'Cuentas de Google y Apple vinculadas',
        security,
        response: { 200: z.array(linkedAccountSchema) },
      },
    },
    async (request) => linkedAccounts(deps, request.user!),
  );
};
