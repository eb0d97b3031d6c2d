// Passwordless sign-in (product.md, Sign-in and the account): an email either has an account (sign in with an emailed
// code) or signs up with a name. Every successful sign-in answers a fresh bearer token; a sign-up's lasts a day until
// the address is proven, and the first proof revokes every earlier token (decision 006).
import { authMessages, type TokenResponse } from '@vitrina/shared/auth';
import type { User } from '@vitrina/shared/users';
import type { UserRow } from '../../db/schema/index';
import { fieldError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { createUser, findUserByEmail, grantFoundingAdmins, loadUserView } from '../users';
import { issueToken, tokenLifetimeMs, unverifiedTokenLifetimeMs } from './access-tokens.service';
import { sendCode, useCode, type CodeDeps } from './auth-codes.service';
import { proveEmail } from './auth.queries';
import { tellSignedIn } from './signed-in';

export type AuthDeps = CodeDeps & { storage: Storage };

/**
 * Every sign-in (code, sign-up, Google, Apple) ends here. `searches` are the uuids of the searches the visitor
 * made before signing in, told to whoever listens (signed-in.ts) before the token is issued: the searches module
 * makes those still without a creator the user's (others are ignored).
 */
export async function signIn(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  user: UserRow,
  searches: string[],
  options: { lifetimeMs?: number } = {},
): Promise<TokenResponse> {
  await tellSignedIn(deps, user.id, searches);
  return issueToken(deps.db, user.id, { clock: deps.clock, lifetimeMs: options.lifetimeMs });
}

export async function accountExists(deps: Pick<AuthDeps, 'db'>, email: string): Promise<boolean> {
  return (await findUserByEmail(deps.db, email)) !== null;
}

export async function signUp(
  deps: AuthDeps,
  input: { email: string; name: string; searches: string[] },
): Promise<TokenResponse> {
  if (await findUserByEmail(deps.db, input.email)) throw fieldError('email', authMessages.accountExists);
  const user = await createUser(deps.db, {
    name: input.name,
    email: input.email,
    emailVerifiedAt: null,
    createdAt: deps.clock.now(),
  });
  if (!user) throw fieldError('email', authMessages.accountExists);
  // Nothing proves the address yet: a session of a day, revoked when the owner proves it.
  return signIn(deps, user, input.searches, { lifetimeMs: unverifiedTokenLifetimeMs });
}

export async function sendLoginCode(deps: AuthDeps, email: string): Promise<void> {
  if (!(await findUserByEmail(deps.db, email))) throw fieldError('email', authMessages.accountMissing);
  await sendCode(deps, email, 'login');
}

/**
 * Signs in with the mailed code. The code proves the person reads that inbox, so the email becomes verified, and
 * on that first proof every session opened before it (a sign-up by someone else with this address) is revoked.
 */
export async function signInWithCode(
  deps: AuthDeps,
  input: { email: string; code: string; searches: string[] },
): Promise<TokenResponse> {
  await useCode(deps, input.email, 'login', input.code);
  const user = await findUserByEmail(deps.db, input.email);
  // A code is only ever sent to an existing account; one deleted since then has nothing to sign in to.
  if (!user) throw fieldError('code', authMessages.codeInvalid);
  await proveEmail(deps.db, user.id, { now: deps.clock.now() });
  const granted = await grantFoundingAdmins(deps.db, deps.config.adminEmails ?? [], user.email);
  return signIn(deps, granted ? ((await findUserByEmail(deps.db, user.email)) ?? user) : user, input.searches);
}

export async function sendVerifyCode(deps: AuthDeps, user: UserRow): Promise<void> {
  if (user.emailVerifiedAt) throw fieldError('email', authMessages.alreadyVerified);
  await sendCode(deps, user.email, 'verify');
}

/**
 * Verifies the signed-in user's email with the mailed code. The session that proved it is the owner's: it stays and
 * gets a full lifetime; every other session opened before the proof is revoked.
 */
export async function verifyEmail(deps: AuthDeps, user: UserRow, code: string, tokenId: number | null): Promise<User> {
  if (user.emailVerifiedAt) return loadUserView(deps.db, user, deps.storage);
  await useCode(deps, user.email, 'verify', code);
  const now = deps.clock.now();
  const proven = await proveEmail(deps.db, user.id, {
    now,
    keepTokenId: tokenId,
    keptTokenExpiresAt: new Date(now.getTime() + tokenLifetimeMs),
  });
  if (!(await grantFoundingAdmins(deps.db, deps.config.adminEmails ?? [], proven.user.email)))
    return loadUserView(deps.db, proven.user, deps.storage);
  return loadUserView(deps.db, (await findUserByEmail(deps.db, proven.user.email)) ?? proven.user, deps.storage);
}
