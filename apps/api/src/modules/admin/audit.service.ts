// The audit log of the administration (spec 02 §7): every admin write records who did it, to what, and the fields it
// changed before and after, in the transaction of the change. Tokens and secrets never go in.
import type { AuditEntry } from '@vitrina/shared/admin';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { insertAuditEntry, listAuditEntries, type AuditEntryWithActor, type AuditSubjectType } from './audit.queries';

/** How many entries the admin views of a user or a group show. */
export const auditViewSize = 20;

export type AuditAction =
  | 'user.update'
  | 'user.delete'
  | 'user.impersonate'
  | 'group.update'
  | 'group.delete'
  | 'microsite.create'
  | 'microsite.update'
  | 'microsite.delete';

export async function recordAudit(
  tx: Database,
  clock: Clock,
  entry: {
    actorId: number;
    action: AuditAction;
    subjectType: AuditSubjectType;
    subjectId: number;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
): Promise<void> {
  await insertAuditEntry(tx, { ...entry, createdAt: clock.now() });
}

/** The fields whose values differ between two records, as `{ before, after }` holding only those. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

export async function latestAudit(db: Database, subjectType: AuditSubjectType, subjectId: number) {
  return (await listAuditEntries(db, subjectType, subjectId, auditViewSize)).map(toAuditView);
}

function toAuditView(entry: AuditEntryWithActor): AuditEntry {
  return {
    id: entry.id,
    actor: entry.actorId !== null && entry.actorName !== null ? { id: entry.actorId, name: entry.actorName } : null,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    before: entry.before,
    after: entry.after,
    created_at: entry.createdAt.toISOString(),
  };
}
