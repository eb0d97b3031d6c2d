// Which searches a person has «Avisarme de nuevas publicaciones» on: the `alert` of the Search view (search-view.ts).
// The alerts themselves are turned on and off, checked and told by modules/search-alerts, which builds on searches.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { searchAlerts } from '../../../db/schema/index';

export async function viewerAlerts(db: Database, viewerId: number, searchIds: readonly number[]): Promise<Set<number>> {
  if (!searchIds.length) return new Set();
  const rows = await db
    .select({ searchId: searchAlerts.searchId })
    .from(searchAlerts)
    .where(and(eq(searchAlerts.userId, viewerId), inArray(searchAlerts.searchId, [...searchIds])));
  return new Set(rows.map((row) => row.searchId));
}
