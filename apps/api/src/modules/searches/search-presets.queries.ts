// The preset filters of a scope, read from the row that keeps them (users, groups, microsites).
import { and, eq } from 'drizzle-orm';
import type { SearchFilter } from '@vitrina/shared/searches';
import type { Database } from '../../db/client';
import { groups, microsites, users } from '../../db/schema/index';

export async function userPresetFilters(db: Database, userId: number): Promise<SearchFilter[] | null> {
  const [row] = await db.select({ filters: users.presetFilters }).from(users).where(eq(users.id, userId));
  return row?.filters ?? null;
}

export async function groupPresetFilters(db: Database, groupId: number): Promise<SearchFilter[] | null> {
  const [row] = await db.select({ filters: groups.presetFilters }).from(groups).where(eq(groups.id, groupId));
  return row?.filters ?? null;
}

/** An active microsite's preset filters; null for an unknown, pending or suspended one. */
export async function micrositePresetFilters(db: Database, micrositeId: number): Promise<SearchFilter[] | null> {
  const [row] = await db
    .select({ filters: microsites.presetFilters })
    .from(microsites)
    .where(and(eq(microsites.id, micrositeId), eq(microsites.status, 'active')));
  return row?.filters ?? null;
}
