// The daily digest's statements (alert-digest.service.ts): who has matches no digest told of yet, and per person,
// in one statement, the claim of their alerts not mailed since today's digest time with those matches (both stamped
// `mailed_at`) and the listings to tell of. Two digests at once: the second skips the alerts the first holds
// (`skip locked`) and claims nothing of them; an alert skipped while a check held it goes out with the next run.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  publications,
  searchAlertMatches,
  searchAlerts,
  searchDecisions,
  searches,
  users,
} from '../../db/schema/index';
import { claimAlertMatches } from './alert-claim.queries';
import { numberOrNull } from '../../db/raw-values';

type Rows<T> = { rows: T[] };

/** The people with alerts not mailed since `since` that found something not mailed yet. */
export async function listDigestRecipients(db: Database, since: Date): Promise<number[]> {
  const result = (await db.execute(sql`
    select distinct a.user_id from ${searchAlerts} a
    where (a.mailed_at is null or a.mailed_at < ${since.toISOString()}::timestamptz)
      and exists (select 1 from ${searchAlertMatches} m
        where m.search_id = a.search_id and m.user_id = a.user_id and m.mailed_at is null)
    order by a.user_id`)) as unknown as Rows<{ user_id: number | string }>;
  return result.rows.map((row) => Number(row.user_id));
}

export type DigestRecipient = { id: number; name: string; email: string; types: string[]; channels: string[] };

export async function findRecipient(db: Database, userId: number): Promise<DigestRecipient | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      types: users.notificationTypes,
      channels: users.notificationChannels,
    })
    .from(users)
    .where(sql`${users.id} = ${userId}`);
  return row ?? null;
}

export type DigestItem = {
  searchId: number;
  searchUuid: string;
  searchTitle: string;
  /** The microsite the search was made on, where its links go. */
  micrositeId: number | null;
  publicationId: number;
  /** A public listing has a page of its own to link to; a portfolio's private one is seen in the deck. */
  public: boolean;
  title: string;
  currency: string | null;
  amount: number | null;
};

/** Claims the person's due alerts and their unmailed matches; answers the undecided listings among them. */
export async function claimDigest(db: Database, userId: number, since: Date, now: Date): Promise<DigestItem[]> {
  const due = sql`a.user_id = ${userId} and (a.mailed_at is null or a.mailed_at < ${since.toISOString()}::timestamptz)`;
  const result = (await db.execute(sql`
    ${claimAlertMatches('mailed_at', due, now)}
    select s.id as search_id, s.uuid, s.title as search_title, s.microsite_id,
      p.id as publication_id, p.public, p.title, p.currency, p.amount
    from told
    join ${searches} s on s.id = told.search_id
    join ${publications} p on p.id = told.publication_id
    where not exists (select 1 from ${searchDecisions} d
      where d.search_id = told.search_id and d.user_id = told.user_id and d.publication_id = told.publication_id)
    order by s.title, s.id, told.found_at, p.id`)) as unknown as Rows<{
    search_id: number | string;
    uuid: string;
    search_title: string;
    microsite_id: number | string | null;
    publication_id: number | string;
    public: boolean;
    title: string;
    currency: string | null;
    amount: number | string | null;
  }>;
  return result.rows.map((row) => ({
    searchId: Number(row.search_id),
    searchUuid: row.uuid,
    searchTitle: row.search_title,
    micrositeId: numberOrNull(row.microsite_id),
    publicationId: Number(row.publication_id),
    public: row.public,
    title: row.title,
    currency: row.currency,
    amount: numberOrNull(row.amount),
  }));
}
