// The user itself, for the modules that need one: finding an account by its email and opening a new one. The
// User shape every endpoint answers is built in user-view.ts.
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { adminPermissions, valuesOf } from '@vitrina/shared/enums';
import { findUserByEmail as findUserRowByEmail, grantToVerified, insertUser } from './users.queries';

/** The account that has this email, or null. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  return findUserRowByEmail(db, email);
}

/** Opens an account; null when the email already has one (also when another request won the race). */
export async function createUser(
  db: Database,
  values: { name: string; email: string; emailVerifiedAt: Date | null; createdAt: Date },
): Promise<UserRow | null> {
  return insertUser(db, values);
}

/**
 * The founding administrators: the owners of these addresses (ADMIN_EMAILS) hold every admin permission once they
 * have proven the address, at each start and at the moment of the proof. Someone who merely signs up with such an
 * address gains nothing until the mailed code proves it is theirs. Answers how many users gained a permission.
 */
export async function grantFoundingAdmins(db: Database, emails: readonly string[], email?: string): Promise<number> {
  const chosen = email === undefined ? [...emails] : emails.includes(email) ? [email] : [];
  return grantToVerified(db, chosen, [...valuesOf(adminPermissions)]);
}
