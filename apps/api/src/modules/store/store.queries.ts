import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';

export async function findUserBySlug(db: Database, slug: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.slug, slug));
  return row ?? null;
}
