// The thread's count on a search's cards (the deck and the filtered results): read for the participants only, who
// are the ones who may open the thread (modules/threads); one grouped count per page of cards.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { searchMessages } from '../../../db/schema/index';

export async function withMessageCounts<T extends { id: number }>(
  db: Database,
  searchId: number,
  cards: T[],
): Promise<(T & { message_count: number })[]> {
  const ids = cards.map((card) => card.id);
  const rows = ids.length
    ? await db
        .select({ publicationId: searchMessages.publicationId, total: count() })
        .from(searchMessages)
        .where(and(eq(searchMessages.searchId, searchId), inArray(searchMessages.publicationId, ids)))
        .groupBy(searchMessages.publicationId)
    : [];
  const counts = new Map(rows.map((row) => [row.publicationId, row.total]));
  return cards.map((card) => ({ ...card, message_count: counts.get(card.id) ?? 0 }));
}
