// The audit log of the administration (product.md, Administration): every admin write records who did it, to what, and
// the fields it changed before and after, in the transaction of the change. Tokens and secrets never go in. Who acted
// is the admin in person: in an impersonation session, the impersonator, with the person whose session it was beside
// them. Both are kept by name too, so deleting either account leaves the entry saying who it was (docs/product.md,
// Administration).
import type { AuditEntry } from '@vitrina/shared/admin';
import type { Database } from '../../db/client';
import type { AdminAuditEntryRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { AdminActor } from './admin-actor';
import { insertAuditEntry, listAuditEntries, type AuditSubjectType } from './audit.queries';

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
    actor: AdminActor;
    action: AuditAction;
    subjectType: AuditSubjectType;
    subjectId: number;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
): Promise<void> {
  const { actor, ...rest } = entry;
  const acting = actor.impersonator ?? actor.user;
  await insertAuditEntry(tx, {
    ...rest,
    actorId: acting.id,
    actorName: acting.name,
    impersonatedId: actor.impersonator ? actor.user.id : null,
    impersonatedName: actor.impersonator ? actor.user.name : null,
    createdAt: clock.now(),
  });
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

/** A person as the entry names them: the id is null once their account is deleted, the name stays. */
function person(id: number | null, name: string | null) {
  return name === null ? null : { id, name };
}

function toAuditView(entry: AdminAuditEntryRow): AuditEntry {
  return {
    id: entry.id,
    actor: person(entry.actorId, entry.actorName),
    impersonated: person(entry.impersonatedId, entry.impersonatedName),
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    before: entry.before,
    after: entry.after,
    created_at: entry.createdAt.toISOString(),
  };
}
