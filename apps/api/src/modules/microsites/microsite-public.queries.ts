// The public face of a microsite: the row of an active one, and its users with their public listings' count.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { micrositeUsers, microsites, publicationCounts, users, type MicrositeRow } from '../../db/schema/index';

export async function findActiveMicrosite(db: Database, micrositeId: number): Promise<MicrositeRow | null> {
  const [row] = await db
    .select()
    .from(microsites)
    .where(and(eq(microsites.id, micrositeId), eq(microsites.status, 'active')));
  return row ?? null;
}

export type PublicMicrositeUserRow = {
  id: number;
  name: string;
  slug: string | null;
  avatarPath: string | null;
  isDefault: boolean;
  publicationsCount: number;
};

/** The microsite's users, the default first, then by name; each with a sum over their few per-category count rows. */
export async function listPublicMicrositeUsers(db: Database, micrositeId: number): Promise<PublicMicrositeUserRow[]> {
  const publicationsCount = sql<number>`(
    select coalesce(sum(${publicationCounts.count}), 0) from ${publicationCounts}
    where ${publicationCounts.userId} = ${users.id} and ${publicationCounts.public}
  )`.mapWith(Number);
  return db
    .select({
      id: users.id,
      name: users.name,
      slug: users.slug,
      avatarPath: users.avatarPath,
      isDefault: micrositeUsers.isDefault,
      publicationsCount,
    })
    .from(micrositeUsers)
    .innerJoin(users, eq(users.id, micrositeUsers.userId))
    .where(eq(micrositeUsers.micrositeId, micrositeId))
    .orderBy(desc(micrositeUsers.isDefault), asc(sql`lower(${users.name})`), asc(users.id));
}
