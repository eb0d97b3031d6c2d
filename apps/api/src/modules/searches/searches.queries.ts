// Reading and writing searches and their participants.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searches, searchParticipants, type SearchParticipantRow, type SearchRow } from '../../db/schema/index';

export async function findSearchByUuid(db: Database, uuid: string): Promise<SearchRow | null> {
  const [row] = await db.select().from(searches).where(eq(searches.uuid, uuid)).limit(1);
  return row ?? null;
}

export async function findSearchById(db: Database, id: number): Promise<SearchRow | null> {
  const [row] = await db.select().from(searches).where(eq(searches.id, id)).limit(1);
  return row ?? null;
}

export async function findParticipant(
  db: Database,
  searchId: number,
  userId: number,
): Promise<SearchParticipantRow | null> {
  const [row] = await db
    .select()
    .from(searchParticipants)
    .where(and(eq(searchParticipants.searchId, searchId), eq(searchParticipants.userId, userId)))
    .limit(1);
  return row ?? null;
}
