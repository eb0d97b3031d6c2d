// Bearer-token authentication (DESIGN, API conventions and Security). Tokens are opaque random strings handed out
// once; the database keeps only their SHA-256, looked up on each request. Sign-in routes (next issue) call
// issueToken; everything else reads `request.user` or guards a route with requireUser / requirePermission.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminPermission } from '@vitrina/shared/enums';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/index';
import type { Clock } from './clock';
import { forbidden, unauthenticated } from './errors';
import {
  deleteAccessTokenByHash,
  deleteAccessTokenById,
  findUserByTokenHash,
  insertAccessToken,
  touchAccessToken,
} from './access-tokens.queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest (including a missing, unknown or expired token). */
    user: UserRow | null;
    accessTokenId: number | null;
  }
}

export type TokenResponse = { token_type: 'Bearer'; access_token: string };

/** A token lives this long; signing in again issues a new one. */
export const tokenLifetimeMs = 365 * 24 * 60 * 60 * 1000;
/**
 * The token of a sign-up whose email nobody has proven yet (decision 006): anyone can type someone else's
 * address, so that session is short, and proving the address revokes it (`proveEmail` in the auth module).
 */
export const unverifiedTokenLifetimeMs = 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so a busy client does not write on every request. */
export const touchIntervalMs = 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(
  db: Database,
  userId: number,
  options: { clock: Clock; name?: string; lifetimeMs?: number },
): Promise<TokenResponse> {
  // 48 random bytes: 64 base64url characters, far beyond guessing.
  const token = randomBytes(48).toString('base64url');
  const now = options.clock.now();
  await insertAccessToken(db, {
    userId,
    tokenHash: hashToken(token),
    name: options.name ?? 'web',
    createdAt: now,
    expiresAt: new Date(now.getTime() + (options.lifetimeMs ?? tokenLifetimeMs)),
  });
  return { token_type: 'Bearer', access_token: token };
}

/** Revokes a token by its clear value (logout with the token in hand). */
export async function revokeToken(db: Database, token: string): Promise<boolean> {
  return deleteAccessTokenByHash(db, hashToken(token));
}

/** Revokes the token of the current request (logout). */
export async function revokeRequestToken(db: Database, request: FastifyRequest): Promise<void> {
  if (request.accessTokenId !== null) await deleteAccessTokenById(db, request.accessTokenId);
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; clock: Clock }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('accessTokenId', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      // Tokens are 64 characters; anything far off is not worth a query.
      if (!token || token.length > 200) return;
      const now = options.clock.now();
      const found = await findUserByTokenHash(options.db, hashToken(token), now);
      if (!found) return;
      request.user = found.user;
      request.accessTokenId = found.tokenId;
      if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= touchIntervalMs) {
        await touchAccessToken(options.db, found.tokenId, now);
      }
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
