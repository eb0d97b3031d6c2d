// The administration of searches (product.md, Administration: Búsquedas): every search, by its title or its owner's
// name and by its scope, for holders of the 'searches' permission.
import type { AdminSearchQuery, AdminSearchRow } from '@vitrina/shared/admin';
import type { Paged } from '@vitrina/shared/pagination';
import { pageWindow, toPaged } from '../../lib/pagination';
import type { AdminDeps } from './admin-users.service';
import { listAllSearches, type AdminSearchListRow } from './admin-searches.queries';

export async function listAdminSearches(
  deps: AdminDeps,
  query: AdminSearchQuery,
  requestUrl: string,
): Promise<Paged<AdminSearchRow>> {
  const { rows, total } = await listAllSearches(deps.db, query, pageWindow(query));
  return toPaged(rows.map(toAdminSearchRow), total, query, { publicUrl: deps.publicUrl, requestUrl });
}

function toAdminSearchRow(row: AdminSearchListRow): AdminSearchRow {
  const { search } = row;
  const scope: AdminSearchRow['scope'] =
    search.scopeUserId !== null
      ? { type: 'user', id: search.scopeUserId, name: row.scopeUserName }
      : search.groupId !== null
        ? { type: 'group', id: search.groupId, name: row.groupName }
        : search.micrositeId !== null
          ? { type: 'microsite', id: search.micrositeId, name: row.micrositeName }
          : { type: 'platform', id: null, name: null };
  return {
    id: search.id,
    uuid: search.uuid,
    title: search.title,
    scope,
    owner: search.userId !== null && row.ownerName !== null ? { id: search.userId, name: row.ownerName } : null,
    participants_count: row.participantsCount,
    decisions_true_count: search.decisionsTrueCount,
    decisions_false_count: search.decisionsFalseCount,
    shareable: search.shareable,
    published_at: search.publishedAt?.toISOString() ?? null,
    created_at: search.createdAt.toISOString(),
  };
}
