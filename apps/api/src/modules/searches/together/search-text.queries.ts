// The listings a participant liked in a search, for the text they share ('Enviar listado').
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { publications, searchDecisions } from '../../../db/schema/index';

export type LikedListing = {
  id: number;
  title: string;
  amount: number | null;
  currency: string | null;
  addressTitle: string | null;
  public: boolean;
  url: string | null;
};

const likedBy = (searchId: number, userId: number) =>
  and(eq(searchDecisions.searchId, searchId), eq(searchDecisions.userId, userId), eq(searchDecisions.like, true));

/** The participant's likes in the search, the latest decision first, at most `limit`, and how many there are. */
export async function listLikedListings(
  db: Database,
  searchId: number,
  userId: number,
  limit: number,
): Promise<{ rows: LikedListing[]; total: number }> {
  const rows = await db
    .select({
      id: publications.id,
      title: publications.title,
      amount: publications.amount,
      currency: publications.currency,
      addressTitle: publications.addressTitle,
      public: publications.public,
      url: publications.url,
    })
    .from(searchDecisions)
    .innerJoin(publications, eq(publications.id, searchDecisions.publicationId))
    .where(likedBy(searchId, userId))
    .orderBy(desc(searchDecisions.updatedAt), desc(searchDecisions.publicationId))
    .limit(limit);
  const [{ total }] = await db.select({ total: count() }).from(searchDecisions).where(likedBy(searchId, userId));
  return { rows, total };
}
