// Bearer-token authentication (decision 006): the plugin reads the Authorization header and asks the function it is
// given (the auth module's `authenticateToken`) who the token belongs to; routes read `request.user` or guard
// themselves with requireUser / requirePermission.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminPermission } from '@vitrina/shared/enums';
import type { UserRow } from '../db/schema/index';
import { forbidden, unauthenticated } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest (including a missing, unknown or expired token). */
    user: UserRow | null;
    accessTokenId: number | null;
  }
}

/** The user and token id behind a bearer token, or null when the token is unknown or expired. */
export type Authenticate = (token: string) => Promise<{ user: UserRow; tokenId: number } | null>;

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
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      // Tokens are 64 characters; anything far off is not worth a query.
      if (!token || token.length > 200) return;
      const found = await options.authenticate(token);
      if (!found) return;
      request.user = found.user;
      request.accessTokenId = found.tokenId;
    });
  },
  { name: 'vitrina-auth' },
);

/** preHandler: 401 unless a valid token came with the request. */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  if (!request.user) throw unauthenticated();
};

/** preHandler: 401 for guests, 403 for users without the admin permission. */
export function requirePermission(permission: AdminPermission): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.user) throw unauthenticated();
    if (!request.user.permissions.includes(permission)) throw forbidden();
  };
}
