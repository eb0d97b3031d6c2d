// The listings a participant liked in a search, with the fields their summary reads (search-summary.service.ts).
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { publications, searchDecisions } from '../../../db/schema/index';

export type LikedFields = {
  type: string;
  amount: number | null;
  currency: string | null;
  areaTotal: number | null;
  areaCovered: number | null;
  roomsTotal: number | null;
  bedrooms: number | null;
  addressTitle: string | null;
  tags: string[];
  brand: string | null;
  sizes: string[];
};

/** The participant's latest `limit` likes of their own in the search. */
export function listLikedFields(db: Database, searchId: number, userId: number, limit: number): Promise<LikedFields[]> {
  const p = publications;
  const d = searchDecisions;
  return (
    db
      .select({
        type: p.type,
        amount: p.amount,
        currency: p.currency,
        areaTotal: p.areaTotal,
        areaCovered: p.areaCovered,
        roomsTotal: p.roomsTotal,
        bedrooms: p.bedrooms,
        addressTitle: p.addressTitle,
        tags: p.tags,
        brand: p.brand,
        sizes: p.sizes,
      })
      .from(d)
      .innerJoin(p, eq(p.id, d.publicationId))
      // The person's own likes: what the prediction chose for them says nothing new about their taste.
      .where(and(eq(d.searchId, searchId), eq(d.userId, userId), eq(d.like, true), eq(d.predicted, false)))
      .orderBy(desc(d.updatedAt), desc(d.publicationId))
      .limit(limit)
  );
}
