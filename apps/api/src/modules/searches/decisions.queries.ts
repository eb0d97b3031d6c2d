// A participant's decisions in a search: one row per (search, participant, listing), written by upsert so a
// repeated or concurrent decision updates the one row and never adds a second. The counters follow by trigger.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchDecisions, searchParticipants } from '../../db/schema/index';

/** Makes a user a participant (not owner) of a search, unless they already are. */
async function joinAsParticipant(db: Database, searchId: number, userId: number, now: Date): Promise<void> {
  await db
    .insert(searchParticipants)
    .values({ searchId, userId, owner: false, joinedAt: now })
    .onConflictDoNothing({ target: [searchParticipants.searchId, searchParticipants.userId] });
}

type DecisionValues = {
  searchId: number;
  userId: number;
  publicationId: number;
  like: boolean;
  isSuper: boolean;
  comment: string | null;
  now: Date;
};

/**
 * Writes or replaces the decision, first making the user a participant when `join` (a group member's first
 * decision), both in one transaction. Answers whether the decision's row is new.
 */
export async function recordDecision(
  db: Database,
  values: DecisionValues,
  options: { join: boolean },
): Promise<{ inserted: boolean }> {
  if (!options.join) return upsertDecision(db, values);
  return db.transaction(async (tx) => {
    await joinAsParticipant(tx, values.searchId, values.userId, values.now);
    return upsertDecision(tx, values);
  });
}

async function upsertDecision(db: Database, values: DecisionValues): Promise<{ inserted: boolean }> {
  const [row] = await db
    .insert(searchDecisions)
    .values({
      searchId: values.searchId,
      userId: values.userId,
      publicationId: values.publicationId,
      like: values.like,
      isSuper: values.isSuper,
      comment: values.comment,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: [searchDecisions.searchId, searchDecisions.userId, searchDecisions.publicationId],
      set: {
        like: sql`excluded."like"`,
        isSuper: sql`excluded.is_super`,
        comment: sql`excluded.comment`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return { inserted: row.inserted };
}

/** Deletes the participant's decision on a listing; answers what it was, or null when there was none. */
export async function deleteDecision(
  db: Database,
  searchId: number,
  userId: number,
  publicationId: number,
): Promise<{ like: boolean } | null> {
  const [row] = await db
    .delete(searchDecisions)
    .where(
      and(
        eq(searchDecisions.searchId, searchId),
        eq(searchDecisions.userId, userId),
        eq(searchDecisions.publicationId, publicationId),
      ),
    )
    .returning({ like: searchDecisions.like });
  return row ?? null;
}
