import { Avatar, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '@vitrina/shared/format';
import type { AdminMicrositeRow } from '@vitrina/shared/microsites';
import { adminTexts, micrositeTexts } from '../admin-texts';
import { MicrositeStatusBadge } from './microsite-status-badge';
import classes from '../admin.module.css';

/** One microsite of the admin list: square logo, name, host, status, users and date; opens the microsite. */
export function MicrositeRow({ microsite }: { microsite: AdminMicrositeRow }) {
  return (
    <Paper
      component={Link}
      to={`/admin/microsite/${microsite.id}`}
      withBorder
      radius="md"
      p="sm"
      className={classes.row}
    >
      <Avatar src={microsite.logo_square_url} name={microsite.name} color="initials" size={44} radius="md" alt="" />
      <div className={classes.rowBody}>
        <Text fw={650} truncate>
          {microsite.name}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {microsite.host}
        </Text>
      </div>
      <div className={classes.rowAside}>
        <MicrositeStatusBadge status={microsite.status} />
        <Text size="xs" c="dimmed">
          {micrositeTexts.usersCount(microsite.users_count)} · {adminTexts.createdAt(formatDate(microsite.created_at))}
        </Text>
      </div>
    </Paper>
  );
}
