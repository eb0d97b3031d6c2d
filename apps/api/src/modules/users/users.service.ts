// The user itself, for the modules that need one: finding an account by its email and opening a new one. The
// User shape every endpoint answers is built in user-view.ts.
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { findUserByEmail as findUserRowByEmail, insertUser } from './users.queries';

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
