// The group's members on its admin page: avatar, name, email and role; a member opens their admin page when the
// viewer may see users.
import { Anchor, Avatar, Badge, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminGroup } from '@vitrina/shared/admin';
import { groupMessages } from '@vitrina/shared/groups';
import { useSession } from '@/lib/session';
import { adminTexts } from '../admin-texts';
import classes from '../admin.module.css';

export function GroupMembers({ members }: { members: AdminGroup['users'] }) {
  const linkUsers = useSession().user?.permissions.includes('users') ?? false;
  return (
    <section aria-labelledby="group-members-title">
      <Title order={2} size="h4" id="group-members-title" mb="sm">
        {adminTexts.members} ({members.length})
      </Title>
      {members.length === 0 ? (
        <Text size="sm" c="dimmed">
          {adminTexts.noMembers}
        </Text>
      ) : (
        <ul className={classes.list}>
          {members.map((member) => (
            <li key={member.id}>
              <Paper withBorder radius="md" p="sm" className={classes.member}>
                <Avatar src={member.avatar_url} name={member.name} color="initials" size={40} radius={999} alt="" />
                <div className={classes.grow}>
                  {linkUsers ? (
                    <Anchor component={Link} to={`/admin/user/${member.id}`} fw={650} truncate display="block">
                      {member.name}
                    </Anchor>
                  ) : (
                    <Text fw={650} truncate>
                      {member.name}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" truncate>
                    {member.email}
                  </Text>
                  <Group gap={6} mt={4}>
                    <Badge variant="light" color={member.pivot.admin ? 'brand' : 'gray'} size="sm">
                      {member.pivot.admin ? groupMessages.admin : groupMessages.member}
                    </Badge>
                    {member.pivot.owner && (
                      <Badge variant="light" color="yellow" size="sm">
                        {adminTexts.owner}
                      </Badge>
                    )}
                    {member.pivot.creator && (
                      <Badge variant="outline" color="gray" size="sm">
                        {adminTexts.creator}
                      </Badge>
                    )}
                  </Group>
                </div>
              </Paper>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
