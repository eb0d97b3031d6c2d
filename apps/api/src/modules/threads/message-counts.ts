// The thread's count on a search's cards (the deck and the filtered results): read for the participants only, who
// are the ones who may open the thread; one grouped count per page of cards.
import type { Database } from '../../db/client';
import { countThreads } from './threads.queries';

export async function withMessageCounts<T extends { id: number }>(
  db: Database,
  searchId: number,
  cards: T[],
): Promise<(T & { message_count: number })[]> {
  const counts = await countThreads(
    db,
    searchId,
    cards.map((card) => card.id),
  );
  return cards.map((card) => ({ ...card, message_count: counts.get(card.id) ?? 0 }));
}
