// The group a page is about, or the way out (spec 01 §8): a group that cannot be loaded (unknown id, not a
// member, no answer) sends back to the list with the error toast; an admin-only page sends a member who is not
// admin to the group page instead.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Group } from '@vitrina/shared/groups';
import { messages } from '@vitrina/shared/messages';
import { notifyError, notifyErrorText, notifyWarning } from '@/lib/notify';
import { isGroupId, useGroup } from '../api/get-group';

type Options = { adminOnly?: boolean; initialData?: Group | null };

/** The route's `:id` as a number; undefined on the create page, NaN for text that names no group. */
export function groupIdParam(param: string | undefined): number | undefined {
  return param === undefined ? undefined : /^\d+$/.test(param) ? Number(param) : Number.NaN;
}

export function useGroupPage(id: number | undefined, { adminOnly = false, initialData }: Options = {}) {
  const navigate = useNavigate();
  const query = useGroup(id, initialData);
  // An error left in the cache by an earlier visit is asked again on mount; only a settled failure counts.
  const failed = (id !== undefined && !isGroupId(id)) || (query.isError && !query.isFetching);
  const group = failed ? undefined : query.data;
  const refused = adminOnly && group?.pivot !== undefined && !group.pivot.admin;
  // One way out per visit, so a re-render (or React's development double effects) does not toast twice.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || (!failed && !refused)) return;
    handled.current = true;
    if (failed) {
      if (query.error) notifyError(query.error);
      else notifyErrorText(messages.errors.notFound);
      navigate('/account/group/index', { replace: true });
    } else {
      notifyWarning(messages.errors.forbidden);
      navigate(`/account/group/${id}/show`, { replace: true });
    }
  }, [failed, refused, query.error, id, navigate]);

  return { group: refused ? undefined : group, query };
}
