import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, type NewUserRow, type UserRow } from '../db/schema/index';

/** Inserts the user unless one with that email exists; returns the row either way. */
export async function ensureUser(db: Database, values: NewUserRow): Promise<{ user: UserRow; created: boolean }> {
  const [inserted] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  if (inserted) return { user: inserted, created: true };
  const [existing] = await db.select().from(users).where(eq(users.email, values.email));
  return { user: existing, created: false };
}

export async function setUserAvatar(db: Database, userId: number, avatarPath: string): Promise<void> {
  await db.update(users).set({ avatarPath }).where(eq(users.id, userId));
}
