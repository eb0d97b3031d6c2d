// The members of a group (product.md, Groups): newest first, 20 per page.
import { Badge, Group as Row, Stack, Title } from '@mantine/core';
import type { Member } from '@vitrina/shared/groups';
import type { Paged } from '@vitrina/shared/pagination';
import { PagedList } from '@/components/paged-list';
import { groupTexts } from '../group-texts';
import { MemberRow } from './member-row';
import { useMemberActions } from './use-member-actions';

type MemberListProps = {
  groupId: number;
  viewerId: number;
  viewerAdmin: boolean;
  result: Paged<Member> | undefined;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
};

export function MemberList({ groupId, viewerId, viewerAdmin, result, loading, page, onPageChange }: MemberListProps) {
  const actions = useMemberActions(groupId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="group-members-title">
      <Row gap="xs">
        <Title order={2} size="h4" id="group-members-title">
          {groupTexts.members}
        </Title>
        {result && (
          <Badge variant="light" color="gray" size="lg" circle={result.total < 10}>
            {result.total}
          </Badge>
        )}
      </Row>
      <PagedList<Member>
        result={result}
        loading={loading}
        page={page}
        onPageChange={onPageChange}
        itemKey={(member) => member.id}
        renderItem={(member) => (
          <MemberRow
            member={member}
            self={member.id === viewerId}
            viewerAdmin={viewerAdmin}
            busy={actions.busyId === member.id}
            onSetAdmin={(admin) => actions.setAdmin(member, admin)}
            onRemove={() => void actions.removeFromGroup(member)}
          />
        )}
      />
    </Stack>
  );
}
