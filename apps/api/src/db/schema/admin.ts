import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The audit log of the administration (spec 02 §7): one row per admin write, written in the transaction of the
 * change, with the changed fields before and after (never tokens or secrets). The subject is kept as a type and an
 * id without a foreign key, so a deleted user or group keeps its entries; a deleted actor leaves them anonymous.
 */
export const adminAuditEntries = pgTable(
  'admin_audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** user.update, user.delete, user.impersonate, group.update, group.delete. */
    action: text('action').notNull(),
    subjectType: text('subject_type').$type<'user' | 'group' | 'microsite'>().notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The latest entries about one user or group (the admin views).
    index('admin_audit_entries_subject_index').on(t.subjectType, t.subjectId, t.createdAt.desc()),
  ],
);

export type AdminAuditEntryRow = typeof adminAuditEntries.$inferSelect;
