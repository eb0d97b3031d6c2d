// The administration's audit log: written in the transaction of each admin change, read by the admin views.
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditEntries, users, type AdminAuditEntryRow } from '../../db/schema/index';

export type AuditSubjectType = AdminAuditEntryRow['subjectType'];
export type AuditEntryWithActor = AdminAuditEntryRow & { actorName: string | null };

export async function insertAuditEntry(
  db: Database,
  values: {
    actorId: number;
    action: string;
    subjectType: AuditSubjectType;
    subjectId: number;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(adminAuditEntries).values(values);
}

/** The latest entries about one subject, newest first, with the actor's name (null once the actor is deleted). */
export async function listAuditEntries(
  db: Database,
  subjectType: AuditSubjectType,
  subjectId: number,
  limit: number,
): Promise<AuditEntryWithActor[]> {
  const rows = await db
    .select({ entry: adminAuditEntries, actorName: users.name })
    .from(adminAuditEntries)
    .leftJoin(users, eq(users.id, adminAuditEntries.actorId))
    .where(and(eq(adminAuditEntries.subjectType, subjectType), eq(adminAuditEntries.subjectId, subjectId)))
    .orderBy(desc(adminAuditEntries.createdAt), desc(adminAuditEntries.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.entry, actorName: row.actorName }));
}
