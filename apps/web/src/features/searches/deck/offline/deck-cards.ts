// The cards a deck had loaded and not decided, kept per person and search, so a deck opened again without a
// connection (the search still in memory) goes on through them instead of stopping.
import type { SearchCard } from '@vitrina/shared/searches';
import { CARDS, idb } from './idb';

/** A deck holds about two pages; more than this is not worth the disk. */
const KEPT = 60;
const keyOf = (userId: number, search: string) => `${userId}:${search}`;

export function saveDeckCards(userId: number, search: string, cards: SearchCard[]): void {
  void idb.put(CARDS, cards.slice(0, KEPT), keyOf(userId, search)).catch(() => undefined);
}

export async function readDeckCards(userId: number, search: string): Promise<SearchCard[]> {
  const cards = await idb.get<SearchCard[]>(CARDS, keyOf(userId, search)).catch(() => undefined);
  return Array.isArray(cards) ? cards : [];
}
