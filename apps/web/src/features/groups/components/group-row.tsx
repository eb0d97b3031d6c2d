import { Avatar, Badge, Group as Row, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { groupMessages, groupScopeNote, type Group } from '@vitrina/shared/groups';
import { groupTexts } from '../group-texts';
import classes from '../groups.module.css';

/** One group of the list: logo, name, scope and size, the user's role; the whole row opens the group. */
export function GroupRow({ group }: { group: Group }) {
  return (
    <Paper component={Link} to={`/account/group/${group.id}/show`} withBorder radius="md" p="sm" className={classes.row}>
      <Avatar src={group.logo_url} name={group.name} color="initials" size={48} radius={999} alt="" />
      <div className={classes.grow}>
        <Text fw={650} truncate>
          {group.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {groupTexts.membersCount(group.users_count)} · {groupScopeNote(group.public)}
        </Text>
      </div>
      {group.pivot?.admin && (
        <Row gap={4}>
          <Badge variant="light" size="sm">
            {groupMessages.admin}
          </Badge>
        </Row>
      )}
    </Paper>
  );
}
