// Bearer-token authentication (decision 006): the plugin reads the Authorization header and asks the function it is
// given (the auth module's `authenticateToken`) who the token belongs to; routes read `request.user` or guard
// themselves with requireUser / requirePermission.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminPermission } from '@vitrina/shared/enums';
import type { UserRow } from '../db/schema/index';
import { forbidden, HttpError, unauthenticated } from './errors';
import { answering } from './openapi-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest (including a missing, unknown or expired token). */
    user: UserRow | null;
    accessTokenId: number | null;
    /** The admin behind an impersonation session (POST /admin/user/{id}/impersonate), or null. */
    impersonator: { id: number; name: string } | null;
  }
}

/** The admin who opened an impersonation session, with their permissions as they are now. */
export type Impersonator = { id: number; name: string; permissions: string[] };

/**
 * The user and token id behind a bearer token, and the admin who opened it when it is an impersonation session;
 * null when the token is unknown or expired. `request`: the request it came with, whose route may want more read
 * in the same statement (modules/searches/core/search-session.ts).
 */
export type Authenticate = (
  token: string,
  request?: FastifyRequest,
) => Promise<{ user: UserRow; tokenId: number; impersonator?: Impersonator | null } | null>;

/**
 * The user a request acts as. An impersonation session holds the target's permissions that the admin also holds
 * today: an admin never gains a permission by impersonating, and loses it in the session when it is taken away.
 */
export function effectiveUser(user: UserRow, impersonator: Impersonator | null | undefined): UserRow {
  if (!impersonator) return user;
  return { ...user, permissions: user.permissions.filter((item) => impersonator.permissions.includes(item)) };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { authenticate: Authenticate }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('accessTokenId', null);
    app.decorateRequest('impersonator', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      // Tokens are 64 characters; anything far off is not worth a query.
      if (!token || token.length > 200) return;
      const found = await options.authenticate(token, request);
      if (!found) return;
      request.user = effectiveUser(found.user, found.impersonator);
      request.accessTokenId = found.tokenId;
      request.impersonator = found.impersonator ? { id: found.impersonator.id, name: found.impersonator.name } : null;
    });
  },
  { name: 'vitrina-auth' },
);

/** preHandler: 401 unless a valid token came with the request. */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  if (!request.user) throw unauthenticated();
};

/**
 * preHandler: 401 for guests, 403 ('No tienes los permisos suficientes.', or `message`) for users without the admin
 * permission (in an impersonation session, the permissions both people hold).
 */
export function requirePermission(permission: AdminPermission, message?: string): preHandlerAsyncHookHandler {
  const guard: preHandlerAsyncHookHandler = async (request) => {
    if (!request.user) throw unauthenticated();
    if (!request.user.permissions.includes(permission)) throw message ? new HttpError(403, message) : forbidden();
  };
  // The routes it guards list both answers in /api/docs.
  return answering(guard, 401, 403);
}
