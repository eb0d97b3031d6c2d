// What other modules ask about microsites: whether one is open (active) for searches, who belongs to it, and which
// ones a user belongs to (their statistics' sources). Searches and statistics call these, never the queries.
import type { Database } from '../../db/client';
import type { MicrositeRow } from '../../db/schema/index';
import { findMicrositeById, isMicrositeUser, listActiveMicrositesOfUser } from './microsite-host.queries';

/** The microsite when it exists and is active; a pending or suspended one is as good as absent. */
export async function findActiveMicrosite(db: Database, id: number): Promise<MicrositeRow | null> {
  const row = await findMicrositeById(db, id);
  return row?.status === 'active' ? row : null;
}

export async function belongsToMicrosite(db: Database, micrositeId: number, userId: number): Promise<boolean> {
  return isMicrositeUser(db, micrositeId, userId);
}

/** The active microsites a user belongs to, by name. */
export async function activeMicrositesOf(db: Database, userId: number): Promise<MicrositeRow[]> {
  return listActiveMicrositesOfUser(db, userId);
}
