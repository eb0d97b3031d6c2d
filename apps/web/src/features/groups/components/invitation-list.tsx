// The group's open invitation links, for its admins: who made each one and when it expires, and 'Revocar' after a
// confirmation. Hidden while there is none, so the page of a group without pending links stays as it was.
import { Avatar, Badge, Button, Group as Row, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@vitrina/shared/format';
import type { OpenInvitation } from '@vitrina/shared/groups';
import { PagedList } from '@/components/paged-list';
import { confirmDialog } from '@/components/confirm-dialog';
import { useListParams } from '@/components/use-list-params';
import { notifySuccess } from '@/lib/notify';
import { useInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { groupTexts } from '../group-texts';
import classes from '../groups.module.css';

export function InvitationList({ groupId }: { groupId: number }) {
  const list = useListParams({ orderBy: 'created_at', orderMethod: 'desc' });
  const invitations = useInvitations(groupId, list.params, true);
  const revoke = useRevokeInvitation(groupId);
  const result = invitations.data;

  const onRevoke = async (invitation: OpenInvitation) => {
    const confirmed = await confirmDialog({
      title: groupTexts.revokeTitle,
      text: groupTexts.revokeText(invitation.user.name),
      confirmLabel: groupTexts.revoke,
      danger: true,
    });
    if (!confirmed) return;
    revoke.mutate(invitation.id, {
      onSuccess: (answer) => notifySuccess(answer.message),
    });
  };

  if (!result || result.total === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="group-invitations-title">
      <Row gap="xs">
        <Title order={2} size="h4" id="group-invitations-title">
          {groupTexts.invitations}
        </Title>
        <Badge variant="light" color="gray" size="lg" circle={result.total < 10}>
          {result.total}
        </Badge>
      </Row>
      <PagedList<OpenInvitation>
        result={result}
        loading={invitations.isFetching}
        page={list.page}
        onPageChange={list.setPage}
        itemKey={(invitation) => invitation.id}
        renderItem={(invitation) => (
          <Paper withBorder radius="md" p="sm" className={classes.member}>
            <Avatar
              src={invitation.user.avatar_url}
              name={invitation.user.name}
              color="initials"
              size={40}
              radius={999}
              alt=""
            />
            <div className={classes.grow}>
              <Text fw={600} className={classes.wrapName}>
                {groupTexts.invitationBy(invitation.user.name)}
              </Text>
              <Text size="xs" c="dimmed">
                {groupTexts.invitationDates(
                  formatDateTime(invitation.created_at),
                  formatDateTime(invitation.expires_at),
                )}
              </Text>
            </div>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              className={classes.noShrink}
              loading={revoke.isPending && revoke.variables === invitation.id}
              onClick={() => void onRevoke(invitation)}
              aria-label={groupTexts.revokeLabel(invitation.user.name, formatDateTime(invitation.created_at))}
            >
              {groupTexts.revoke}
            </Button>
          </Paper>
        )}
      />
    </Stack>
  );
}
