import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Emailed sign-in and verification codes (product.md, Sign-in and the account). Only a hash of the code is kept; a code
 * is live while unused, not revoked (a newer code for the same email and purpose revokes it), not expired and under the
 * wrong-try limit. Rows stay after use so the per-email send limit can count them across API instances.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** 'login' (recover, sign in) or 'verify' (confirm the signed-in user's email). */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_codes_email_created_at_index').on(t.email, t.createdAt)],
);

export type AuthCodeRow = typeof authCodes.$inferSelect;
