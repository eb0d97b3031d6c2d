import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { publications } from './publications';
import { users } from './users';

/**
 * Leads («Consultar», product.md, Leads; decision 024): what a visitor asked a publisher about one of their listings or
 * their store. `receiver_id` is who reads it in 'Consultas': the listing's publisher (its author, or the owner of the
 * sync that brought it) or the store's owner. The listing's title is kept, so a lead still says what it was about after
 * the listing is deleted (its id is then null). `source` and `microsite_id` feed the statistics.
 */
export const leads = pgTable(
  'leads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    receiverId: bigint('receiver_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicationId: bigint('publication_id', { mode: 'number' }).references(() => publications.id, {
      onDelete: 'set null',
    }),
    publicationTitle: text('publication_title'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    message: text('message').notNull(),
    /** 'publication' (a listing's page), 'store' or 'search' (a deck's detail). */
    source: text('source').notNull(),
    /** The microsite whose host it was sent on. No foreign key, as in notifications: only statistics read it. */
    micrositeId: bigint('microsite_id', { mode: 'number' }),
    /** 'nueva', 'contactada' or 'descartada'. */
    status: text('status').notNull().default('nueva'),
    /** When the sender agreed to be contacted (the form refuses to send without it). */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 'Consultas': a receiver's leads, newest first.
    index('leads_receiver_index').on(t.receiverId, t.createdAt.desc(), t.id.desc()),
    // The per-listing limit counts a listing's recent leads; the statistics group a listing's.
    index('leads_publication_index')
      .on(t.publicationId, t.createdAt)
      .where(sql`${t.publicationId} is not null`),
    check('leads_status_check', sql`${t.status} in ('nueva', 'contactada', 'descartada')`),
    check('leads_source_check', sql`${t.source} in ('publication', 'store', 'search')`),
    check('leads_contact_check', sql`${t.email} is not null or ${t.phone} is not null`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
