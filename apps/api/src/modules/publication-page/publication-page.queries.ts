// What a listing's page reads besides the listing: its publishers' contact settings and the microsites they belong to.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { micrositeUsers, microsites, users } from '../../db/schema/index';

export async function findPublisherContactRows(db: Database, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      contactTypes: users.contactTypes,
      email: users.email,
      phone: users.phone,
      storeContacts: users.storeContacts,
    })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

export type OwnerMicrosite = {
  id: number;
  name: string;
  host: string;
  status: string;
  logoSquarePath: string | null;
  logoMainPath: string | null;
};

/** The microsites whose users include `userId`, oldest first. */
export async function listUserMicrosites(db: Database, userId: number): Promise<OwnerMicrosite[]> {
  return db
    .select({
      id: microsites.id,
      name: microsites.name,
      host: microsites.host,
      status: microsites.status,
      logoSquarePath: microsites.logoSquarePath,
      logoMainPath: microsites.logoMainPath,
    })
    .from(micrositeUsers)
    .innerJoin(microsites, eq(microsites.id, micrositeUsers.micrositeId))
    .where(eq(micrositeUsers.userId, userId))
    .orderBy(asc(microsites.id));
}
