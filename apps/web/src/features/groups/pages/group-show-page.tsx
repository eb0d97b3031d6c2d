import { Container } from '@mantine/core';
import { useLoaderData, useParams } from 'react-router';
import type { Group } from '@vitrina/shared/groups';
import { PageLoader } from '@/components/page-loader';
import { useListParams } from '@/components/use-list-params';
import { useWayOut } from '@/lib/use-way-out';
import { useSession } from '@/lib/session';
import { useMembers } from '../api/get-members';
import { GroupActions } from '../components/group-actions';
import { GroupSummary } from '../components/group-summary';
import { InvitationList } from '../components/invitation-list';
import { MemberList } from '../components/member-list';
import { groupIdParam, useGroupPage } from './use-group-page';
import classes from '../groups.module.css';

/**
 * account.group.show (product.md, Groups): the group's card and actions beside its members (and, for admins, the open
 * invitation links), stacked on a phone.
 */
export function GroupShowPage() {
  const id = groupIdParam(useParams().id);
  // The route's loader fetched the group for the breadcrumb; absent when rendered without it.
  const preloaded = useLoaderData() as Group | null | undefined;
  const { group, query } = useGroupPage(id, { initialData: preloaded });
  const { user } = useSession();
  const list = useListParams({ orderBy: 'created_at', orderMethod: 'desc' });
  const members = useMembers(id ?? 0, list.params);
  // Only once the group itself is known to load: a group that fails sends to the list instead.
  const groupLoaded = group !== undefined && !query.isFetching;
  // A member list that fails to load sends home with the error (a failed group goes to the list).
  useWayOut(members.isError && !members.isFetching && groupLoaded ? { to: '/', error: members.error } : null);

  if (!group || !user) return <PageLoader />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 40 }}>
      <div className={classes.layout}>
        <div className={classes.aside}>
          <GroupSummary group={group}>
            <GroupActions group={group} />
          </GroupSummary>
        </div>
        <div className={classes.main}>
          <MemberList
            groupId={group.id}
            viewerId={user.id}
            viewerAdmin={group.pivot?.admin ?? false}
            result={members.data}
            loading={members.isFetching}
            page={list.page}
            onPageChange={list.setPage}
          />
          {group.pivot?.admin && <InvitationList groupId={group.id} />}
        </div>
      </div>
    </Container>
  );
}
