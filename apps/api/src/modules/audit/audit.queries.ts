// The administration's audit log: written in the transaction of each admin change, read by the admin views.
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditEntries, type AdminAuditEntryRow } from '../../db/schema/index';

export type AuditSubjectType = AdminAuditEntryRow['subjectType'];

export async function insertAuditEntry(
  db: Database,
  values: {
    actorId: number;
    actorName: string;
    impersonatedId: number | null;
    impersonatedName: string | null;
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

/** The latest entries about one subject, newest first. The names are the entries' own: no account needs to exist. */
export async function listAuditEntries(
  db: Database,
  subjectType: AuditSubjectType,
  subjectId: number,
  limit: number,
): Promise<AdminAuditEntryRow[]> {
  return db
    .select()
    .from(adminAuditEntries)
    .where(and(eq(adminAuditEntries.subjectType, subjectType), eq(adminAuditEntries.subjectId, subjectId)))
    .orderBy(desc(adminAuditEntries.createdAt), desc(adminAuditEntries.id))
    .limit(limit);
}
