// Which searches a person has "Avisarme de nuevas publicaciones" on: the `alert` of the Search view
// (modules/searches/core/search-view.ts).
import type { Database } from '../../db/client';
import { listAlertSearchIds } from './search-alerts.queries';

export async function viewerAlerts(db: Database, viewerId: number, searchIds: readonly number[]): Promise<Set<number>> {
  return new Set(await listAlertSearchIds(db, viewerId, searchIds));
}
