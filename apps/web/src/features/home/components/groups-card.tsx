import { Anchor, Avatar, Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { IconUsers } from '@/components/icons';
import type { SessionUser } from '@/lib/session';
import classes from '../user-home.module.css';

// A glance, not the list: the full list with search and pages is one tap away.
const SHOWN = 8;

function EmptyGroups() {
  return (
    <div className={classes.groupsEmpty}>
      <Text fw={600}>Todavía no formás parte de ningún grupo.</Text>
      <Text size="sm" c="dimmed">
        Creá uno para compartir publicaciones y búsquedas con tu equipo, o pedí a un administrador que te invite.
      </Text>
      <Button component={Link} to="/account/group/create" size="xs" mt={6} w="fit-content">
        Crear grupo
      </Button>
    </div>
  );
}

/** The user's groups on the home page, from the session user, each opening its page. */
export function GroupsCard({ groups }: { groups: SessionUser['groups'] }) {
  const more = groups.length - SHOWN;
  return (
    <Paper withBorder radius="lg" p="lg" className={`${classes.card} ${classes.wide}`}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" size={36}>
            <IconUsers size={20} />
          </ThemeIcon>
          <Text component="h2" fw={700}>
            Tus grupos
          </Text>
        </Group>
        <Anchor component={Link} to="/account/group/index" size="sm" fw={600}>
          {more > 0 ? `Ver todos (${groups.length})` : 'Ver todos'}
        </Anchor>
      </Group>
      {groups.length === 0 ? (
        <EmptyGroups />
      ) : (
        <ul className={classes.groups}>
          {groups.slice(0, SHOWN).map((group) => (
            <li key={group.id}>
              <Link to={`/account/group/${group.id}/show`} className={classes.groupTile}>
                <Avatar
                  src={group.logo_url}
                  name={group.name}
                  color="initials"
                  size={56}
                  radius={999}
                  alt=""
                  aria-hidden
                />
                <Text size="sm" fw={600} lineClamp={2} className={classes.groupName}>
                  {group.name}
                </Text>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}
