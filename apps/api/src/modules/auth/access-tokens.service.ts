// Access tokens (decision 006). Tokens are opaque random strings handed out once; the database keeps only their
// SHA-256, looked up on each request. Sign-in issues them, logout revokes them, and `authenticateToken` is what the
// bearer plugin (lib/auth.ts) is given to recognise one.
import { createHash, randomBytes } from 'node:crypto';
import type { TokenResponse } from '@vitrina/shared/auth';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { Impersonator } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import {
  deleteAccessTokenByHash,
  deleteAccessTokenById,
  findUserByTokenHash,
  insertAccessToken,
  touchAccessToken,
} from './access-tokens.queries';

/** A token lives this long; signing in again issues a new one. */
export const tokenLifetimeMs = 365 * 24 * 60 * 60 * 1000;
/**
 * The token of a sign-up whose email nobody has proven yet (decision 006): anyone can type someone else's
 * address, so that session is short, and proving the address revokes it (`proveEmail` in auth.queries.ts).
 */
export const unverifiedTokenLifetimeMs = 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so a busy client does not write on every request. */
const touchIntervalMs = 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type IssueTokenOptions = {
  clock: Clock;
  name?: string;
  lifetimeMs?: number;
  /** The admin opening this session as the user (impersonation). */
  impersonatorId?: number;
};

export async function issueToken(db: Database, userId: number, options: IssueTokenOptions): Promise<TokenResponse> {
  const { token_type, access_token } = await issueTokenWithExpiry(db, userId, options);
  return { token_type, access_token };
}

/** issueToken, also answering when the token expires (impersonation tells the admin). */
export async function issueTokenWithExpiry(
  db: Database,
  userId: number,
  options: IssueTokenOptions,
): Promise<TokenResponse & { expiresAt: Date }> {
  // 48 random bytes: 64 base64url characters, far beyond guessing.
  const token = randomBytes(48).toString('base64url');
  const now = options.clock.now();
  const expiresAt = new Date(now.getTime() + (options.lifetimeMs ?? tokenLifetimeMs));
  await insertAccessToken(db, {
    userId,
    tokenHash: hashToken(token),
    name: options.name ?? 'web',
    createdAt: now,
    expiresAt,
    impersonatorId: options.impersonatorId ?? null,
  });
  return { token_type: 'Bearer', access_token: token, expiresAt };
}

/** Revokes a token by its clear value (logout with the token in hand). */
export async function revokeToken(db: Database, token: string): Promise<boolean> {
  return deleteAccessTokenByHash(db, hashToken(token));
}

/** Revokes the token a request came with (logout), known by its id; nothing for a guest. */
export async function revokeTokenById(db: Database, tokenId: number | null): Promise<void> {
  if (tokenId !== null) await deleteAccessTokenById(db, tokenId);
}

/**
 * The user behind a token that exists and has not expired, recording its use (at most once a minute); for an
 * impersonation session, the admin behind it too (lib/auth.ts narrows the permissions to what both hold).
 */
export async function authenticateToken(
  deps: { db: Database; clock: Clock },
  token: string,
): Promise<{ user: UserRow; tokenId: number; impersonator: Impersonator | null } | null> {
  const now = deps.clock.now();
  const found = await findUserByTokenHash(deps.db, hashToken(token), now);
  return found && acceptToken(deps.db, found, now);
}

/**
 * A token found valid at `now` (by findUserByTokenHash, or read beside a search: search-session.ts): records its use,
 * at most once a minute, and answers who it is.
 */
export async function acceptToken(
  db: Database,
  found: { user: UserRow; tokenId: number; lastUsedAt: Date | null; impersonator: Impersonator | null },
  now: Date,
): Promise<{ user: UserRow; tokenId: number; impersonator: Impersonator | null }> {
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= touchIntervalMs) {
    await touchAccessToken(db, found.tokenId, now);
  }
  return { user: found.user, tokenId: found.tokenId, impersonator: found.impersonator };
}
