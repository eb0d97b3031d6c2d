// The reads of a microsite at run time: by host (every request's host resolution, on the unique host index), by id
// (a search scoped to it) and by user (who belongs to which: a search's user, the statistics' sources).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { micrositeUsers, microsites, type MicrositeRow } from '../../db/schema/index';

/** The microsite on `host` (already normalised: lower case, no port), whatever its status. */
export async function findMicrositeByHost(db: Database, host: string): Promise<MicrositeRow | null> {
  const [row] = await db.select().from(microsites).where(eq(microsites.host, host)).limit(1);
  return row ?? null;
}

export async function findMicrositeById(db: Database, id: number): Promise<MicrositeRow | null> {
  const [row] = await db.select().from(microsites).where(eq(microsites.id, id)).limit(1);
  return row ?? null;
}

/** The id, host and name of those of `ids` that are active (where links to them go). */
export async function listActiveMicrositeHosts(db: Database, ids: number[]) {
  return db
    .select({ id: microsites.id, host: microsites.host, name: microsites.name })
    .from(microsites)
    .where(and(inArray(microsites.id, ids), eq(microsites.status, 'active')));
}

/** Whether `userId` is one of the microsite's users. */
export async function isMicrositeUser(db: Database, micrositeId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: micrositeUsers.userId })
    .from(micrositeUsers)
    .where(and(eq(micrositeUsers.micrositeId, micrositeId), eq(micrositeUsers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The active microsites `userId` belongs to, by name. */
export async function listActiveMicrositesOfUser(db: Database, userId: number): Promise<MicrositeRow[]> {
  const rows = await db
    .select({ microsite: microsites })
    .from(micrositeUsers)
    .innerJoin(microsites, eq(microsites.id, micrositeUsers.micrositeId))
    .where(and(eq(micrositeUsers.userId, userId), eq(microsites.status, 'active')))
    .orderBy(asc(sql`lower(${microsites.name})`), asc(microsites.id));
  return rows.map((row) => row.microsite);
}
