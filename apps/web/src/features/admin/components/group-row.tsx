import { Avatar, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminGroupRow } from '@vitrina/shared/admin';
import { formatDate } from '@vitrina/shared/format';
import { groupScopeNote } from '@vitrina/shared/groups';
import { adminTexts } from '../admin-texts';
import classes from '../admin.module.css';

/** One group of the admin list: logo, name, size, the publications it shows and its date; opens the group. */
export function GroupRow({ group }: { group: AdminGroupRow }) {
  return (
    <Paper component={Link} to={`/admin/group/${group.id}`} withBorder radius="md" p="sm" className={classes.row}>
      <Avatar src={group.logo_url} name={group.name} color="initials" size={44} radius={999} alt="" />
      <div className={classes.rowBody}>
        <Text fw={650} truncate>
          {group.name}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {adminTexts.membersCount(group.users_count)} · {groupScopeNote(group.public)}
        </Text>
      </div>
      <div className={classes.rowAside}>
        <Text size="xs" c="dimmed">
          {adminTexts.createdAt(formatDate(group.created_at))}
        </Text>
      </div>
    </Paper>
  );
}
