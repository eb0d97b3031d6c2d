import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { VisitRange } from '@vitrina/shared/visits';
import { publications } from './publications';
import { searches } from './searches';
import { users } from './users';

/** When a person shows their listings (decision 025): weekly ranges in Argentina's time, a visit's length, notice. */
export const visitAvailability = pgTable('visit_availability', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weekly: jsonb('weekly').$type<VisitRange[]>().notNull().default([]),
  slotMinutes: integer('slot_minutes').notNull().default(30),
  noticeHours: integer('notice_hours').notNull().default(2),
  /** Argentina dates ('YYYY-MM-DD') with no visits. */
  daysOff: date('days_off', { mode: 'string' })
    .array()
    .notNull()
    .default(sql`'{}'::date[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A client's visit to a listing, with the listing's agent (its owner, for a synced listing its synchronizer's owner).
 * The migration's exclusion constraint `visits_agent_slot_exclusion` keeps an agent's open visits (requested or
 * confirmed) from overlapping: the database, not a check before the insert, gives a slot once.
 */
export const visits = pgTable(
  'visits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicationId: bigint('publication_id', { mode: 'number' })
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: bigint('client_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The search the client asked from, whose answer gets the 'visited' tag when the visit is done. */
    searchId: bigint('search_id', { mode: 'number' }).references(() => searches.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('requested'),
    /** Who must answer a requested visit: the agent, or the client after the agent proposed another time. */
    awaiting: text('awaiting'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    message: text('message'),
    reason: text('reason'),
    /** The calendar invitation's SEQUENCE: one more at each change. */
    sequence: integer('sequence').notNull().default(0),
    reminded24At: timestamp('reminded_24_at', { withTimezone: true }),
    reminded2At: timestamp('reminded_2_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visits_agent_id_starts_at_index').on(t.agentId, t.startsAt),
    index('visits_client_id_starts_at_index').on(t.clientId, t.startsAt),
    index('visits_publication_id_index').on(t.publicationId),
    index('visits_confirmed_starts_at_index')
      .on(t.startsAt)
      .where(sql`${t.status} = 'confirmed'`),
  ],
);

export type VisitRow = typeof visits.$inferSelect;
export type VisitAvailabilityRow = typeof visitAvailability.$inferSelect;
