import { Avatar, Badge, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminUserRow as Row } from '@vitrina/shared/admin';
import { formatDate } from '@vitrina/shared/format';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { adminTexts } from '../admin-texts';
import classes from '../admin.module.css';

/** One user of the admin list: avatar, name, email, verification, permissions and sign-up date; opens the user. */
export function UserRow({ user }: { user: Row }) {
  const permissions = useConfiguration().PERMISSIONS;
  const titleOf = (value: string) => permissions.find((option) => option.value === value)?.title ?? value;
  return (
    <Paper component={Link} to={`/admin/user/${user.id}`} withBorder radius="md" p="sm" className={classes.row}>
      <Avatar src={user.avatar_url} name={user.name} color="initials" size={44} radius={999} alt="" />
      <div className={classes.rowBody}>
        <Text fw={650} truncate>
          {user.name}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {user.email}
        </Text>
      </div>
      <div className={classes.rowAside}>
        <Badge variant="light" color={user.email_verified ? 'teal' : 'gray'} size="sm">
          {user.email_verified ? adminTexts.verified : adminTexts.unverified}
        </Badge>
        {user.permissions.map((permission) => (
          <Badge key={permission} variant="outline" size="sm">
            {titleOf(permission)}
          </Badge>
        ))}
        <Text size="xs" c="dimmed">
          {adminTexts.registeredAt(formatDate(user.created_at))}
        </Text>
      </div>
    </Paper>
  );
}
