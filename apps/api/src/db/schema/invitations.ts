import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { groups } from './groups';
import { users } from './users';

/**
 * Share-link invitations (product.md, Groups). Only the group type exists; `type` keeps room for others. Single use:
 * accepting or rejecting sets used_at (and `accepted`), after which the link answers 404 like an unknown one.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull(),
    type: text('type').notNull().default('group'),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    inviterId: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'logged', 'email_verified': what the invited person must meet to answer. */
    rules: text('rules').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: bigint('used_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    accepted: boolean('accepted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invitations_uuid_unique').on(t.uuid), index('invitations_group_id_index').on(t.groupId)],
);

export type InvitationRow = typeof invitations.$inferSelect;
