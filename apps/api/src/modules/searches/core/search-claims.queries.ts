// Claiming a visitor's searches at sign-in: one transaction that makes every unclaimed one the user's.
import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { searches, searchParticipants } from '../../../db/schema/index';

/**
 * Sets `userId` as the creator of the searches among `uuids` that have none and adds the owner rows, atomically.
 * A search claimed by someone else, even at the same moment, is left alone (the row lock makes the second claim
 * see the first's creator). Answers the ids claimed.
 */
export async function claimVisitorSearches(
  db: Database,
  userId: number,
  uuids: string[],
  now: Date,
): Promise<number[]> {
  if (uuids.length === 0) return [];
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(searches)
      .set({ userId, updatedAt: now })
      .where(and(inArray(searches.uuid, uuids), isNull(searches.userId)))
      .returning({ id: searches.id });
    if (claimed.length === 0) return [];
    await tx
      .insert(searchParticipants)
      .values(claimed.map(({ id }) => ({ searchId: id, userId, owner: true, joinedAt: now })))
      .onConflictDoNothing({ target: [searchParticipants.searchId, searchParticipants.userId] });
    return claimed.map(({ id }) => id);
  });
}
