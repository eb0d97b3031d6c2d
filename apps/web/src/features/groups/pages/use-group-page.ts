// The group a page is about, or the way out (product.md, The shell: Ways out): a group that cannot be loaded (unknown
// id, not a member, no answer) sends back to the list with the error toast; an admin-only page sends a member who is
// not admin to the group page instead.
import type { Group } from '@vitrina/shared/groups';
import { messages } from '@vitrina/shared/messages';
import { useWayOut } from '@/lib/use-way-out';
import { isGroupId, useGroup } from '../api/get-group';

type Options = { adminOnly?: boolean; initialData?: Group | null };

/** The route's `:id` as a number; undefined on the create page, NaN for text that names no group. */
export function groupIdParam(param: string | undefined): number | undefined {
  return param === undefined ? undefined : /^\d+$/.test(param) ? Number(param) : Number.NaN;
}

export function useGroupPage(id: number | undefined, { adminOnly = false, initialData }: Options = {}) {
  const query = useGroup(id, initialData);
  // An error left in the cache by an earlier visit is asked again on mount; only a settled failure counts.
  const failed = (id !== undefined && !isGroupId(id)) || (query.isError && !query.isFetching);
  const group = failed ? undefined : query.data;
  const refused = adminOnly && group?.pivot !== undefined && !group.pivot.admin;
  useWayOut(
    failed
      ? { to: '/account/group/index', error: query.error, text: query.error ? undefined : messages.errors.notFound }
      : refused
        ? { to: `/account/group/${id}/show`, text: messages.errors.forbidden, warning: true }
        : null,
  );

  return { group: refused ? undefined : group, query };
}
