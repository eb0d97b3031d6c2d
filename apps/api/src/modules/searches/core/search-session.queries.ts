// The session's token and the search a path names, read in one statement (decision 019): the requests a person makes
// most, a page of the deck, a decision, a page of the filtered results, would otherwise start with two round trips
// one after the other, the token's and the search's.
import { and, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { perHandle } from '../../../db/prepared';
import { accessTokens, searches, searchParticipants, users } from '../../../db/schema/index';

const impersonators = alias(users, 'impersonators');
const t = accessTokens;
const sp = searchParticipants;

/**
 * The search by one of its keys, with the token's user (null when the token is unknown or expired), that user's
 * participation in it, whether anyone else takes part in it, and the admin behind an impersonation session. No row:
 * the search does not exist.
 */
const sessionWithSearch = (db: Database, where: ReturnType<typeof eq>, name: string) =>
  db
    .select({
      search: searches,
      participant: sp,
      // A like can meet another only where someone else takes part (leaving takes one's decisions along).
      othersTakePart: sql<boolean>`exists (select 1 from ${sp} as others where others.search_id = ${searches.id}
        and others.user_id <> coalesce(${t.userId}, 0))`,
      user: users,
      tokenId: t.id,
      lastUsedAt: t.lastUsedAt,
      impersonator: { id: impersonators.id, name: impersonators.name, permissions: impersonators.permissions },
    })
    .from(searches)
    .leftJoin(
      t,
      and(eq(t.tokenHash, sql.placeholder('tokenHash')), gt(t.expiresAt, sql`${sql.placeholder('now')}::timestamptz`)),
    )
    .leftJoin(users, eq(users.id, t.userId))
    .leftJoin(impersonators, eq(impersonators.id, t.impersonatorId))
    .leftJoin(sp, and(eq(sp.searchId, searches.id), eq(sp.userId, t.userId)))
    .where(where)
    .limit(1)
    .prepare(name);

const byUuid = perHandle((db) =>
  sessionWithSearch(db, eq(searches.uuid, sql.placeholder('uuid')), 'session_with_search_by_uuid'),
);
const byId = perHandle((db) =>
  sessionWithSearch(db, eq(searches.id, sql.placeholder('id')), 'session_with_search_by_id'),
);

export type SessionWithSearch = Awaited<ReturnType<ReturnType<typeof byUuid>['execute']>>[number];

/** The row of sessionWithSearch, or null when no search has that key. */
export async function findSessionWithSearch(
  db: Database,
  tokenHash: string,
  now: Date,
  key: { uuid: string } | { id: number },
): Promise<SessionWithSearch | null> {
  const values = { tokenHash, now: now.toISOString() };
  const [row] =
    'uuid' in key
      ? await byUuid(db).execute({ ...values, uuid: key.uuid })
      : await byId(db).execute({ ...values, id: key.id });
  return row ?? null;
}
