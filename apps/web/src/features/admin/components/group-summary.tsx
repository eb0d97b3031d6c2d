// The group's card on its admin page: logo, name, date, the publications it shows and how many searches it has.
import type { ReactNode } from 'react';
import { Avatar, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminGroup } from '@vitrina/shared/admin';
import { formatDate } from '@vitrina/shared/format';
import { groupScopeNote } from '@vitrina/shared/groups';
import { adminTexts } from '../admin-texts';
import classes from '../admin.module.css';

export function GroupSummary({ group, children }: { group: AdminGroup; children?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.summary}>
      <Stack gap="md">
        <div>
          <Avatar
            src={group.logo_url}
            name={group.name}
            color="initials"
            size={72}
            radius={999}
            alt={`Logo de ${group.name}`}
          />
          <Title order={1} size="h2" mt="sm" className={classes.name}>
            {group.name}
          </Title>
          <Text size="sm" c="dimmed">
            {adminTexts.createdAt(formatDate(group.created_at))}
          </Text>
        </div>
        <div className={classes.counts}>
          <div className={classes.count}>
            <Text size="xs" c="dimmed">
              {adminTexts.scopeTitle}
            </Text>
            <Text size="sm" fw={600}>
              {groupScopeNote(group.public)}
            </Text>
          </div>
          <div className={classes.count}>
            <Text size="xs" c="dimmed">
              {adminTexts.searches}
            </Text>
            <Text fw={700}>{group.searches_count}</Text>
          </div>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
