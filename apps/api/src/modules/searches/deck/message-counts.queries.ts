// The thread's count on a search's cards (a single card, and the cards a short deck page adds; a deck's usual page
// and the filtered results count them in their own statements, search-deck-page.queries.ts and
// search-filtered.queries.ts): read for the participants only, who are the ones who may open the thread
// (modules/threads); one grouped count per page of cards.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { idArrayParam } from '../../../db/id-array-param';
import { perHandle } from '../../../db/prepared';
import { searchMessages } from '../../../db/schema/index';

export async function withMessageCounts<T extends { id: number }>(
  db: Database,
  searchId: number,
  cards: T[],
): Promise<(T & { message_count: number })[]> {
  const rows = cards.length
    ? await messageCounts(db).execute({ searchId, ids: idArrayParam(cards.map((card) => card.id)) })
    : [];
  const counts = new Map(rows.map((row) => [row.publicationId, row.total]));
  return cards.map((card) => ({ ...card, message_count: counts.get(card.id) ?? 0 }));
}

// Every page of cards asks it: built once and named on PostgreSQL, the page's ids as one bigint[] parameter.
const messageCounts = perHandle((db) =>
  db
    .select({ publicationId: searchMessages.publicationId, total: count() })
    .from(searchMessages)
    .where(
      and(
        eq(searchMessages.searchId, sql.placeholder('searchId')),
        sql`${searchMessages.publicationId} = any(${sql.placeholder('ids')}::bigint[])`,
      ),
    )
    .groupBy(searchMessages.publicationId)
    .prepare('message_counts_of_cards'),
);
