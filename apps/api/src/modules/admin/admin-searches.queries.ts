// The administration's list of every search, with its owner, its scope's name and its participant count.
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { groups, microsites, searchParticipants, searches, users, type SearchRow } from '../../db/schema/index';
import type { PageWindow } from '../../lib/pagination';

export type AdminSearchScope = 'platform' | 'user' | 'group' | 'microsite';
export type AdminSearchListRow = {
  search: SearchRow;
  ownerName: string | null;
  scopeUserName: string | null;
  groupName: string | null;
  micrositeName: string | null;
  participantsCount: number;
};

const owners = alias(users, 'owners');
const scopeUsers = alias(users, 'scope_users');

const participantsCount =
  sql<number>`(select count(*) from ${searchParticipants} where ${searchParticipants.searchId} = ${searches.id})`.mapWith(
    Number,
  );

function scopeCondition(scope: AdminSearchScope): SQL {
  switch (scope) {
    case 'platform':
      return and(isNull(searches.scopeUserId), isNull(searches.groupId), isNull(searches.micrositeId))!;
    case 'user':
      return isNotNull(searches.scopeUserId);
    case 'group':
      return isNotNull(searches.groupId);
    case 'microsite':
      return isNotNull(searches.micrositeId);
  }
}

export async function listAllSearches(
  db: Database,
  query: { search?: string; scope?: AdminSearchScope; orderBy: 'created_at' | 'name'; orderMethod: 'asc' | 'desc' },
  window: PageWindow,
): Promise<{ rows: AdminSearchListRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(searches.title, pattern), ilike(owners.name, pattern))!);
  }
  if (query.scope) conditions.push(scopeCondition(query.scope));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.orderMethod === 'desc' ? desc : asc;
  const column = query.orderBy === 'name' ? sql`lower(${searches.title})` : searches.createdAt;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        search: searches,
        ownerName: owners.name,
        scopeUserName: scopeUsers.name,
        groupName: groups.name,
        micrositeName: microsites.name,
        participantsCount,
      })
      .from(searches)
      .leftJoin(owners, eq(owners.id, searches.userId))
      .leftJoin(scopeUsers, eq(scopeUsers.id, searches.scopeUserId))
      .leftJoin(groups, eq(groups.id, searches.groupId))
      .leftJoin(microsites, eq(microsites.id, searches.micrositeId))
      .where(where)
      .orderBy(direction(column), direction(searches.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(searches).leftJoin(owners, eq(owners.id, searches.userId)).where(where),
  ]);
  return { rows, total };
}
