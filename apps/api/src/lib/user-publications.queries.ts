import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { publications } from '../db/schema/index';

/** How many listings a user owns, created or synchronized: the User's `publications_count` (an index-only count). */
export async function countUserPublications(db: Database, userId: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(publications).where(eq(publications.userId, userId));
  return total;
}
