import { Avatar, Badge, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { groupMessages, groupScopeNote, type Group } from '@vitrina/shared/groups';
import { groupTexts } from '../group-texts';
import classes from '../groups.module.css';

/**
 * One group of the list: logo, name, the user's role, scope and size; the whole row opens the group. The name
 * wraps rather than being cut, and the role sits under it, so on a phone the name has the row's whole width.
 */
export function GroupRow({ group }: { group: Group }) {
  return (
    <Paper
      component={Link}
      to={`/account/group/${group.id}/show`}
      withBorder
      radius="md"
      p="sm"
      className={classes.row}
    >
      <Avatar src={group.logo_url} name={group.name} color="initials" size={48} radius={999} alt="" />
      <div className={classes.grow}>
        <Text fw={650} className={classes.wrapName}>
          {group.name}
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          {group.pivot?.admin && (
            <Badge component="span" variant="light" size="xs" mr={6} className={classes.inlineBadge}>
              {groupMessages.admin}
            </Badge>
          )}
          {groupTexts.membersCount(group.users_count)} · {groupScopeNote(group.public)}
        </Text>
      </div>
    </Paper>
  );
}
