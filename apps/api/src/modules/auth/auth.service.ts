// Passwordless sign-in (spec 01 §1, §4, §7): an email either has an account (sign in with an emailed code) or
// signs up with a name. Every successful sign-in answers a fresh bearer token.
import { authMessages, type TokenResponse } from '@vitrina/shared/auth';
import type { User } from '@vitrina/shared/users';
import type { UserRow } from '../../db/schema/index';
import { issueToken } from '../../lib/auth';
import { fieldError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { loadUserView } from '../../lib/user-view';
import { sendCode, useCode, type CodeDeps } from './auth-codes.service';
import { findUserByEmail, insertUser, markEmailVerified } from './auth.queries';

export type AuthDeps = CodeDeps & { storage: Storage };

/**
 * Every sign-in (code, sign-up, Google, Apple) ends here. `searches` are the uuids of the searches the visitor
 * made before signing in: they become the user's in this one place once searches exist (the searches feature);
 * until then they are accepted and validated, and nothing else.
 */
export async function signIn(deps: Pick<AuthDeps, 'db' | 'clock'>, user: UserRow, searches: string[]): Promise<TokenResponse> {
  void searches;
  return issueToken(deps.db, user.id, { clock: deps.clock });
}

export async function accountExists(deps: Pick<AuthDeps, 'db'>, email: string): Promise<boolean> {
  return (await findUserByEmail(deps.db, email)) !== null;
}

export async function signUp(deps: AuthDeps, input: { email: string; name: string; searches: string[] }): Promise<TokenResponse> {
  if (await findUserByEmail(deps.db, input.email)) throw fieldError('email', authMessages.accountExists);
  const user = await insertUser(deps.db, { name: input.name, email: input.email, emailVerifiedAt: null, createdAt: deps.clock.now() });
  if (!user) throw fieldError('email', authMessages.accountExists);
  return signIn(deps, user, input.searches);
}

export async function sendLoginCode(deps: AuthDeps, email: string): Promise<void> {
  if (!(await findUserByEmail(deps.db, email))) throw fieldError('email', authMessages.accountMissing);
  await sendCode(deps, email, 'login');
}

/** Signs in with the mailed code. The code proves the person reads that inbox, so the email becomes verified. */
export async function signInWithCode(deps: AuthDeps, input: { email: string; code: string; searches: string[] }): Promise<TokenResponse> {
  await useCode(deps, input.email, 'login', input.code);
  const user = await findUserByEmail(deps.db, input.email);
  // A code is only ever sent to an existing account; one deleted since then has nothing to sign in to.
  if (!user) throw fieldError('code', authMessages.codeInvalid);
  await markEmailVerified(deps.db, user.id, deps.clock.now());
  return signIn(deps, user, input.searches);
}

export async function sendVerifyCode(deps: AuthDeps, user: UserRow): Promise<void> {
  if (user.emailVerifiedAt) throw fieldError('email', authMessages.alreadyVerified);
  await sendCode(deps, user.email, 'verify');
}

export async function verifyEmail(deps: AuthDeps, user: UserRow, code: string): Promise<User> {
  if (user.emailVerifiedAt) return loadUserView(deps.db, user, deps.storage);
  await useCode(deps, user.email, 'verify', code);
  return loadUserView(deps.db, await markEmailVerified(deps.db, user.id, deps.clock.now()), deps.storage);
}
