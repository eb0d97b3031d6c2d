// The microsite's card on its admin page: square logo, name, host (a link to the site), status, date and users.
import type { ReactNode } from 'react';
import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@vitrina/shared/format';
import type { AdminMicrosite } from '@vitrina/shared/microsites';
import { IconExternal } from '@/components/icons';
import { adminTexts, micrositeTexts } from '../admin-texts';
import { MicrositeStatusBadge } from './microsite-status-badge';
import classes from '../admin.module.css';

export function MicrositeSummary({ microsite, children }: { microsite: AdminMicrosite; children?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.summary}>
      <Stack gap="md">
        <div>
          <Avatar
            src={microsite.logo_square_url}
            name={microsite.name}
            color="initials"
            size={72}
            radius="md"
            alt={`Logo de ${microsite.name}`}
          />
          <Title order={1} size="h2" mt="sm" className={classes.name}>
            {microsite.name}
          </Title>
          <Anchor
            href={`https://${microsite.host}`}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            className={classes.wrap}
            aria-label={`${micrositeTexts.open}: ${microsite.host}`}
          >
            <Group gap={4} wrap="nowrap" component="span">
              {microsite.host}
              <IconExternal size={14} />
            </Group>
          </Anchor>
        </div>
        <Group gap="xs">
          <MicrositeStatusBadge status={microsite.status} />
          <Text size="sm" c="dimmed">
            {adminTexts.createdAt(formatDate(microsite.created_at))}
          </Text>
        </Group>
        <div className={classes.counts}>
          <div className={classes.count}>
            <Text size="xs" c="dimmed">
              {micrositeTexts.usersSection}
            </Text>
            <Text fw={700}>{microsite.users.length}</Text>
          </div>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
