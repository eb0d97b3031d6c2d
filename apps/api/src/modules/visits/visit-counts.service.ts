// How many visits were asked for each of some listings, for their owner's list.
import type { Database } from '../../db/client';
import { countVisitsByListing } from './visits.queries';

export function visitCounts(db: Database, publicationIds: number[]): Promise<Map<number, number>> {
  return countVisitsByListing(db, publicationIds);
}
