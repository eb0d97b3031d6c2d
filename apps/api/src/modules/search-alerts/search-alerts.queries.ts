// A person's alerts on searches: turning one on and off. The check, the push and the digest have their own queries
// files; which searches a viewer has one on is read by the Search view (searches/core/viewer-alerts.queries.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchAlerts, searches } from '../../db/schema/index';

/** Turns the alert on; turning it on again changes nothing (its `checked_at` stays, nothing is found twice). */
export async function insertAlert(db: Database, searchId: number, userId: number, now: Date): Promise<void> {
  await db.insert(searchAlerts).values({ searchId, userId, createdAt: now, checkedAt: now }).onConflictDoNothing();
}

/** Turns the alerts off (what they found goes with them, by the foreign key); answers the searches that had one. */
export async function deleteAlerts(db: Database, searchIds: readonly number[], userId: number): Promise<number[]> {
  if (!searchIds.length) return [];
  const rows = await db
    .delete(searchAlerts)
    .where(and(eq(searchAlerts.userId, userId), inArray(searchAlerts.searchId, [...searchIds])))
    .returning({ searchId: searchAlerts.searchId });
  return rows.map((row) => row.searchId);
}

/** The titles of some searches, in the order asked (missing ones left out). */
export async function listSearchTitles(db: Database, searchIds: readonly number[]): Promise<string[]> {
  if (!searchIds.length) return [];
  const rows = await db
    .select({ id: searches.id, title: searches.title })
    .from(searches)
    .where(inArray(searches.id, [...searchIds]));
  const byId = new Map(rows.map((row) => [row.id, row.title]));
  return searchIds.flatMap((id) => byId.get(id) ?? []);
}
