// Publishing a group search to its group ('Publicar búsqueda') and taking it back ('Dejar de publicar').
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { searches, type SearchRow } from '../../../db/schema/index';

export type PublicationChange = {
  public: boolean;
  /** undefined leaves the description as it is. */
  description?: string | null;
  now: Date;
};

/**
 * Sets the search's public flag. A search published again (a new description) keeps its first publication time, so
 * editing the text does not move it to the top of the group's list; unpublishing clears the time.
 */
export async function setSearchPublication(
  db: Database,
  searchId: number,
  change: PublicationChange,
): Promise<SearchRow> {
  const publishedAt = change.public
    ? sql`case when ${searches.public} then ${searches.publishedAt} else ${change.now.toISOString()}::timestamptz end`
    : null;
  const [row] = await db
    .update(searches)
    .set({
      public: change.public,
      publishedAt,
      ...(change.description === undefined ? {} : { description: change.description }),
      updatedAt: change.now,
    })
    .where(eq(searches.id, searchId))
    .returning();
  return row;
}
