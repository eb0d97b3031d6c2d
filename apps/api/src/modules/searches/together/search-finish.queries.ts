// A participant finishing their selection, and who is told about it: the search's owner.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { searchParticipants, users } from '../../../db/schema/index';

/**
 * Marks the participant's selection finished, only if it was not: of two finishes at once exactly one gets the row
 * back, so the owner is told once. Answers whether this call finished it.
 */
export async function markFinished(db: Database, searchId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(searchParticipants)
    .set({ finishedAt: now })
    .where(
      and(
        eq(searchParticipants.searchId, searchId),
        eq(searchParticipants.userId, userId),
        eq(searchParticipants.owner, false),
        isNull(searchParticipants.finishedAt),
      ),
    )
    .returning({ userId: searchParticipants.userId });
  return rows.length > 0;
}

/** The search's owner, with what the mail needs: where to write and whether they want to hear about it. */
export async function findSearchOwner(db: Database, searchId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, notificationTypes: users.notificationTypes })
    .from(searchParticipants)
    .innerJoin(users, eq(users.id, searchParticipants.userId))
    .where(and(eq(searchParticipants.searchId, searchId), eq(searchParticipants.owner, true)))
    .limit(1);
  return row ?? null;
}
