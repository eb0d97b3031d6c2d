// The invitation as its page shows it (product.md, Groups): logo, title, who invited to which group and what it shows,
// the rules against the current session, and the answers.
import { Avatar, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@vitrina/shared/format';
import { groupMessages, groupScopeNote, type Invitation } from '@vitrina/shared/groups';
import { useSession } from '@/lib/session';
import { invitationTexts } from '../invitation-texts';
import { InvitationActions } from './invitation-actions';
import { InvitationRules } from './invitation-rules';
import classes from '../invitations.module.css';

function InvitedBy({ invitation, isGroup }: { invitation: Invitation; isGroup: boolean }) {
  const { user: inviter, invitationable: group } = invitation;
  return (
    <div className={classes.invitedBy}>
      <Avatar src={inviter.avatar_url} name={inviter.name} color="initials" size={40} radius="xl" alt="" aria-hidden />
      <Text className={classes.invitedText}>
        <strong>{inviter.name}</strong>{' '}
        {isGroup ? (
          <>
            {invitationTexts.invitedToGroup} <strong>{group.name}</strong>.
          </>
        ) : (
          invitationTexts.invitedUnknown
        )}
      </Text>
    </div>
  );
}

export function InvitationCard({ invitation }: { invitation: Invitation }) {
  const session = useSession();
  const isGroup = invitation.invitationable_type === 'group';
  const group = invitation.invitationable;
  return (
    <Paper radius="lg" className={classes.card}>
      <div className={classes.cover} aria-hidden="true" />
      <Stack gap="lg" className={classes.body}>
        <Stack gap="xs" align="center" ta="center">
          <Avatar
            src={group.logo_url}
            name={group.name}
            color="initials"
            size={104}
            radius={999}
            alt=""
            aria-hidden
            className={classes.logo}
          />
          <Title order={1} size="h2" mt={4}>
            {isGroup ? groupMessages.invitationGroup : groupMessages.invitationUnknown}
          </Title>
        </Stack>
        <InvitedBy invitation={invitation} isGroup={isGroup} />
        {isGroup && (
          <div className={classes.scope}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.scopeLabel}>
              {invitationTexts.scopeLabel}
            </Text>
            <Text size="sm" fw={600}>
              {groupScopeNote(group.public)}
            </Text>
          </div>
        )}
        <InvitationRules rules={invitation.rules} session={session} />
        <InvitationActions invitation={invitation} />
        <Text size="xs" c="dimmed" ta="center">
          {groupMessages.invitationValidity} {invitationTexts.expiresAt(formatDateTime(invitation.expires_at))}
        </Text>
      </Stack>
    </Paper>
  );
}
