import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  groups,
  groupUsers,
  micrositeUsers,
  microsites,
  users,
  type GroupRow,
  type MicrositeRow,
  type NewUserRow,
  type UserRow,
} from '../db/schema/index';

/** Inserts the user unless one with that email exists; returns the row either way. */
export async function ensureUser(db: Database, values: NewUserRow): Promise<{ user: UserRow; created: boolean }> {
  const [inserted] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  if (inserted) return { user: inserted, created: true };
  const [existing] = await db.select().from(users).where(eq(users.email, values.email));
  return { user: existing, created: false };
}

export async function setUserAvatar(db: Database, userId: number, avatarPath: string): Promise<void> {
  await db.update(users).set({ avatarPath }).where(eq(users.id, userId));
}

export async function findUserIdsByEmail(db: Database, emails: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** A demo group is known by its name and creator: a user's own group of the same name is not taken for it. */
export async function findDemoGroup(db: Database, name: string, createdBy: number): Promise<GroupRow | null> {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.name, name), eq(groups.createdBy, createdBy)));
  return row ?? null;
}

/**
 * The group, its owner and its members in one transaction: a seed cut short leaves no half-filled group. Its
 * creator is its owner and an admin, as when a user creates a group.
 */
export async function insertDemoGroup(
  db: Database,
  group: {
    name: string;
    description: string | null;
    logoPath: string | null;
    public: boolean | null;
    createdBy: number;
    now: Date;
  },
  members: { userId: number; admin: boolean; createdAt: Date }[],
): Promise<GroupRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(groups)
      .values({
        name: group.name,
        description: group.description,
        logoPath: group.logoPath,
        public: group.public,
        createdBy: group.createdBy,
        createdAt: group.now,
        updatedAt: group.now,
      })
      .returning();
    await tx.insert(groupUsers).values({
      groupId: row.id,
      userId: group.createdBy,
      admin: true,
      owner: true,
      creator: true,
      createdAt: group.now,
    });
    for (const member of members)
      await tx
        .insert(groupUsers)
        .values({ groupId: row.id, ...member })
        .onConflictDoNothing();
    return row;
  });
}

/**
 * The microsite and its users in one transaction, as the administration writes them. Null, and nothing written,
 * when a microsite holds the host already (another seed run took it meanwhile).
 */
export async function insertDemoMicrosite(
  db: Database,
  microsite: Omit<typeof microsites.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
  members: { userId: number; isDefault: boolean }[],
  now: Date,
): Promise<MicrositeRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(microsites)
      .values({ ...microsite, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: microsites.host })
      .returning();
    if (!row) return null;
    await tx
      .insert(micrositeUsers)
      .values(members.map((member) => ({ micrositeId: row.id, ...member, createdAt: now })));
    return row;
  });
}
