// The threads' reads and writes (Drizzle only): a thread's page and count, the participants a message reaches, and
// the edits and deletes that hold only for the rule they were decided on. The counts on a page of cards are read by
// the searches (searches/deck/message-counts.queries.ts).
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  publications,
  searchDecisions,
  searchMessages,
  searchParticipants,
  users,
  type SearchMessageRow,
} from '../../db/schema/index';
import type { PageWindow } from '../../lib/pagination';

export type ThreadKey = { searchId: number; publicationId: number };
export type MessageWithAuthor = SearchMessageRow & { name: string; avatarPath: string | null };

const withAuthor = {
  message: searchMessages,
  name: users.name,
  avatarPath: users.avatarPath,
};

const inThread = (key: ThreadKey) =>
  and(eq(searchMessages.searchId, key.searchId), eq(searchMessages.publicationId, key.publicationId));

/** One page of a thread, oldest first, and the thread's count. */
export async function listThread(
  db: Database,
  key: ThreadKey,
  window: PageWindow,
): Promise<{ rows: MessageWithAuthor[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(withAuthor)
      .from(searchMessages)
      .innerJoin(users, eq(users.id, searchMessages.userId))
      .where(inThread(key))
      .orderBy(asc(searchMessages.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(searchMessages).where(inThread(key)),
  ]);
  return { rows: rows.map((row) => ({ ...row.message, name: row.name, avatarPath: row.avatarPath })), total };
}

export async function insertMessage(
  db: Database,
  values: ThreadKey & { userId: number; text: string; now: Date },
): Promise<SearchMessageRow> {
  const [row] = await db
    .insert(searchMessages)
    .values({
      searchId: values.searchId,
      publicationId: values.publicationId,
      userId: values.userId,
      text: values.text,
      createdAt: values.now,
    })
    .returning();
  return row;
}

/** A message of a search, with its author. */
export async function findMessage(db: Database, searchId: number, messageId: number) {
  const [row] = await db
    .select(withAuthor)
    .from(searchMessages)
    .innerJoin(users, eq(users.id, searchMessages.userId))
    .where(and(eq(searchMessages.id, messageId), eq(searchMessages.searchId, searchId)));
  return row ? { ...row.message, name: row.name, avatarPath: row.avatarPath } : null;
}

/** The author's edit, only while the message is younger than `since` allows; null when that no longer holds. */
export async function updateOwnMessage(
  db: Database,
  where: { id: number; userId: number; since: Date },
  text: string,
  now: Date,
): Promise<SearchMessageRow | null> {
  const [row] = await db
    .update(searchMessages)
    .set({ text, editedAt: now })
    .where(
      and(
        eq(searchMessages.id, where.id),
        eq(searchMessages.userId, where.userId),
        sql`${searchMessages.createdAt} > ${where.since.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Deletes the message if it is still there and, unless `anyAge` (the search's owner), the author's and younger than
 * `since`; whether a row went.
 */
export async function deleteMessage(
  db: Database,
  where: { id: number; searchId: number; userId: number; since: Date; anyAge: boolean },
): Promise<boolean> {
  const own = and(
    eq(searchMessages.userId, where.userId),
    sql`${searchMessages.createdAt} > ${where.since.toISOString()}::timestamptz`,
  );
  const rows = await db
    .delete(searchMessages)
    .where(
      and(eq(searchMessages.id, where.id), eq(searchMessages.searchId, where.searchId), where.anyAge ? undefined : own),
    )
    .returning({ id: searchMessages.id });
  return rows.length > 0;
}

/** Who takes part in a search besides `userId`: the people a message reaches. */
export async function otherParticipantIds(db: Database, searchId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: searchParticipants.userId })
    .from(searchParticipants)
    .where(and(eq(searchParticipants.searchId, searchId), ne(searchParticipants.userId, userId)));
  return rows.map((row) => row.userId);
}

/** Whether someone of the search decided on the listing: it is in the search's filtered results. */
export async function decidedInSearch(db: Database, key: ThreadKey): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(searchDecisions)
    .where(and(eq(searchDecisions.searchId, key.searchId), eq(searchDecisions.publicationId, key.publicationId)))
    .limit(1);
  return row !== undefined;
}

export async function findListingTitle(db: Database, publicationId: number): Promise<string | null> {
  const [row] = await db
    .select({ title: publications.title })
    .from(publications)
    .where(eq(publications.id, publicationId));
  return row?.title ?? null;
}
