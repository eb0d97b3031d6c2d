// The group's card (product.md, Groups): the rounded logo, the name, size and creation date, the description and the
// note on which publications the group shows. The actions render below it, passed in by the page.
import type { ReactNode } from 'react';
import { Avatar, Badge, Group as Row, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@vitrina/shared/format';
import { groupMessages, groupScopeNote, type Group } from '@vitrina/shared/groups';
import { IconCalendar, IconCards } from '@/components/icons';
import { groupTexts } from '../group-texts';
import classes from '../groups.module.css';

export function GroupSummary({ group, children }: { group: Group; children?: ReactNode }) {
  const admin = group.pivot?.admin ?? false;
  return (
    <Paper withBorder radius="lg" className={classes.summary}>
      <div className={classes.summaryBand} aria-hidden="true" />
      <Stack gap="md" p={{ base: 'md', sm: 'lg' }} pt={0}>
        <div>
          <Avatar
            src={group.logo_url}
            name={group.name}
            color="initials"
            size={88}
            radius={999}
            alt={`Logo de ${group.name}`}
            className={classes.logo}
          />
          <Title order={1} size="h2" mt="sm" className={classes.name}>
            {group.name}
          </Title>
          <Row gap={8} mt={6}>
            <Badge variant="light" color={admin ? 'brand' : 'gray'} size="sm">
              {admin ? groupMessages.admin : groupMessages.member}
            </Badge>
            <Text size="sm" c="dimmed">
              {groupTexts.membersCount(group.users_count)}
            </Text>
          </Row>
        </div>
        {group.description && <Text className={classes.description}>{group.description}</Text>}
        <div className={classes.facts}>
          <div className={classes.fact}>
            <span className={classes.factIcon}>
              <IconCards size={18} />
            </span>
            <div>
              <Text size="xs" c="dimmed">
                {groupTexts.scopeTitle}
              </Text>
              <Text size="sm" fw={600}>
                {groupScopeNote(group.public)}
              </Text>
            </div>
          </div>
          <div className={classes.fact}>
            <span className={classes.factIcon}>
              <IconCalendar size={18} />
            </span>
            <Text size="sm">{groupTexts.createdAt(formatDate(group.created_at))}</Text>
          </div>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
