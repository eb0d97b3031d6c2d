// Leads' SQL (decision 024): the insert under the per-target limit, the receiver's list, one lead's status.
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads, users, type LeadRow, type NewLeadRow } from '../../db/schema/index';

/** Who a listing's lead goes to: its publisher (author, or the sync's owner: publications.user_id either way). */
export async function findLeadReceiver(db: Database, userId: number) {
  const [row] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function findStoreOwner(db: Database, slug: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.slug, slug));
  return row ?? null;
}

export type LeadTargetKey = { publicationId: number } | { storeOwnerId: number };

/**
 * Inserts the lead unless its listing (or store) already received `max` since `since`, counted and written under a
 * transaction lock on the target, so concurrent senders never pass the limit together. Returns null when refused.
 */
export async function insertLeadWithin(
  db: Database,
  lead: NewLeadRow,
  target: LeadTargetKey,
  limit: { max: number; since: Date },
  after: (tx: Database, row: LeadRow) => Promise<void>,
): Promise<LeadRow | null> {
  return db.transaction(async (tx) => {
    const lockKey = 'publicationId' in target ? `lead:p:${target.publicationId}` : `lead:u:${target.storeOwnerId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    const where =
      'publicationId' in target
        ? eq(leads.publicationId, target.publicationId)
        : and(eq(leads.receiverId, target.storeOwnerId), isNull(leads.publicationId), eq(leads.source, 'store'));
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(leads)
      .where(and(where, gte(leads.createdAt, limit.since)));
    if (recent >= limit.max) return null;
    const [row] = await tx.insert(leads).values(lead).returning();
    await after(tx as unknown as Database, row);
    return row;
  });
}

export async function listLeads(
  db: Database,
  receiverId: number,
  options: { status?: string; limit: number; offset: number },
) {
  const where = and(eq(leads.receiverId, receiverId), options.status ? eq(leads.status, options.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return { rows, total };
}

/** Every lead of a receiver, newest first, for the export. */
export function allLeads(db: Database, receiverId: number): Promise<LeadRow[]> {
  return db.select().from(leads).where(eq(leads.receiverId, receiverId)).orderBy(desc(leads.createdAt), desc(leads.id));
}

export async function findLead(db: Database, id: number): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row ?? null;
}

export async function updateLeadStatus(db: Database, id: number, status: string, now: Date): Promise<LeadRow> {
  const [row] = await db.update(leads).set({ status, updatedAt: now }).where(eq(leads.id, id)).returning();
  return row;
}
