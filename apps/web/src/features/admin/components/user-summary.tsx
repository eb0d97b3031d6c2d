// The user's card on their admin page: avatar, name, contact data, store link, sign-up date, what they have made and
// the groups they belong to with their role. The actions render below it, passed in by the page.
import type { ReactNode } from 'react';
import { Anchor, Avatar, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminUser } from '@vitrina/shared/admin';
import { formatDate, formatNumber } from '@vitrina/shared/format';
import { groupMessages } from '@vitrina/shared/groups';
import { useSession } from '@/lib/session';
import { adminTexts } from '../admin-texts';
import classes from '../admin.module.css';
import { UserGallery } from './user-gallery';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className={classes.count}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{formatNumber(value, false)}</Text>
    </div>
  );
}

export function UserSummary({ user, children }: { user: AdminUser; children?: ReactNode }) {
  // A group opens its admin page only for whoever may see it; the guard would turn anyone else away.
  const linkGroups = useSession().user?.permissions.includes('groups') ?? false;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.summary}>
      <Stack gap="md">
        <div>
          <Avatar src={user.avatar_url} name={user.name} color="initials" size={72} radius={999} alt="" />
          <Title order={1} size="h2" mt="sm" className={classes.name}>
            {user.name}
          </Title>
          <Text size="sm" className={classes.wrap}>
            {user.email}{' '}
            <Badge component="span" variant="light" color={user.email_verified ? 'teal' : 'gray'} size="xs">
              {user.email_verified ? adminTexts.verified : adminTexts.unverified}
            </Badge>
          </Text>
          <Text size="sm" c="dimmed">
            {user.phone ?? adminTexts.noPhone}
          </Text>
          {user.slug && (
            <Anchor component={Link} to={`/${user.slug}`} size="sm" className={classes.wrap}>
              {adminTexts.store}: /{user.slug}
            </Anchor>
          )}
          <Text size="xs" c="dimmed" mt={4}>
            {adminTexts.registeredAt(formatDate(user.created_at))}
          </Text>
        </div>
        <div className={classes.counts}>
          <Count label={adminTexts.publicationsCreated} value={user.publications_count_true} />
          <Count label={adminTexts.publicationsSynced} value={user.publications_count_false} />
          <Count label={adminTexts.searches} value={user.searches_count} />
        </div>
        <section aria-labelledby="user-groups-title">
          <Text fw={650} size="sm" id="user-groups-title" mb={6}>
            {adminTexts.groups}
          </Text>
          {user.groups.length === 0 ? (
            <Text size="sm" c="dimmed">
              {adminTexts.noGroups}
            </Text>
          ) : (
            <ul className={classes.list}>
              {user.groups.map((group) => (
                <li key={group.id} className={classes.member}>
                  <Avatar src={group.logo_url} name={group.name} color="initials" size={32} radius={999} alt="" />
                  {linkGroups ? (
                    <Anchor
                      component={Link}
                      to={`/admin/group/${group.id}`}
                      size="sm"
                      truncate
                      className={classes.grow}
                    >
                      {group.name}
                    </Anchor>
                  ) : (
                    <Text size="sm" truncate className={classes.grow}>
                      {group.name}
                    </Text>
                  )}
                  <Badge variant="light" color={group.pivot.admin ? 'brand' : 'gray'} size="sm">
                    {group.pivot.admin ? groupMessages.admin : groupMessages.member}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
        <UserGallery images={user.images} />
        {children}
      </Stack>
    </Paper>
  );
}
