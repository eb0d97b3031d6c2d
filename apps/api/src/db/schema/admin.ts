import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The audit log of the administration (product.md, Administration): one row per admin write, written in the transaction
 * of the change, with the changed fields before and after (never tokens or secrets). The subject is kept as a type and
 * an id without a foreign key, so a deleted user or group keeps its entries. The actor (the admin who acted) and, in an
 * impersonation session, the person whose session it was are kept by name as well as by id: deleting either account
 * nulls the id and leaves the name, so an entry says who acted for as long as it exists.
 */
export const adminAuditEntries = pgTable(
  'admin_audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** Null only on entries whose actor was deleted before names were kept (migration 0032). */
    actorName: text('actor_name'),
    impersonatedId: bigint('impersonated_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    impersonatedName: text('impersonated_name'),
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
    // Deleting a user nulls their ids here: without these, each deletion would read the whole log.
    index('admin_audit_entries_actor_id_index')
      .on(t.actorId)
      .where(sql`${t.actorId} is not null`),
    index('admin_audit_entries_impersonated_id_index')
      .on(t.impersonatedId)
      .where(sql`${t.impersonatedId} is not null`),
  ],
);

export type AdminAuditEntryRow = typeof adminAuditEntries.$inferSelect;
