import { Avatar, Badge, Group as Row, Paper, Text } from '@mantine/core';
import { formatDate } from '@vitrina/shared/format';
import { groupMessages, type Member } from '@vitrina/shared/groups';
import { groupTexts } from '../group-texts';
import { MemberMenu } from './member-menu';
import classes from '../groups.module.css';

type MemberRowProps = {
  member: Member;
  self: boolean;
  /** The viewer is an admin of the group. */
  viewerAdmin: boolean;
  busy: boolean;
  onSetAdmin: (admin: boolean) => void;
  onRemove: () => void;
};

/** One member: avatar, name, role badge, since when, and their actions; nobody acts on themselves. */
export function MemberRow({ member, self, viewerAdmin, busy, onSetAdmin, onRemove }: MemberRowProps) {
  const admin = member.pivot.admin;
  return (
    <Paper withBorder radius="md" p="sm" className={classes.member}>
      <Avatar src={member.avatar_url} name={member.name} color="initials" size={44} radius={999} alt="" />
      <div className={classes.grow}>
        <Row gap={6} wrap="nowrap">
          <Text fw={650} truncate>
            {member.name}
          </Text>
          {self && (
            <Badge variant="outline" color="gray" size="xs" className={classes.noShrink}>
              {groupTexts.you}
            </Badge>
          )}
        </Row>
        <Row gap={6} mt={4}>
          <Badge variant={admin ? 'light' : 'default'} color={admin ? 'brand' : 'gray'} size="sm">
            {admin ? groupMessages.admin : groupMessages.member}
          </Badge>
          {member.pivot.owner && (
            <Badge variant="light" color="yellow" size="sm">
              {groupTexts.creator}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {groupTexts.joinedAt(formatDate(member.pivot.created_at))}
          </Text>
        </Row>
      </div>
      {!self && (
        <MemberMenu member={member} manage={viewerAdmin} busy={busy} onSetAdmin={onSetAdmin} onRemove={onRemove} />
      )}
    </Paper>
  );
}
