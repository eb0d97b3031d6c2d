import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Decisions per listing owner and day in Argentina (decision 013): how many decisions, likes and superlikes the
 * listings of `user_id` received on `day`, predicted likes left out. Kept by the decision counter moves
 * (decision-counters.queries.ts), so a year's report sums a few hundred rows per member instead of counting
 * millions of decisions. A decision counts on the day its row was created, also when undone later.
 */
export const statUserDays = pgTable(
  'stat_user_days',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    decisions: integer('decisions').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    superlikes: integer('superlikes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export type StatUserDayRow = typeof statUserDays.$inferSelect;
