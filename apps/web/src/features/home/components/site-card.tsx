import { Anchor, Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SessionUser } from '@/lib/session';
import { IconStore } from '@/components/icons';
import { usePageHost } from '@/lib/page-host';
import classes from '../user-home.module.css';

/** The signed-in user's site card on the home page: who they are and their store's address, or how to get one. */
export function SiteCard({ user }: { user: SessionUser }) {
  const host = usePageHost();
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.card}>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={user.avatar_url} name={user.name} color="initials" size={72} radius={999} alt="" />
        <Stack gap={2} className={classes.grow}>
          <Text fw={750} size="lg" truncate>
            {user.name}
          </Text>
          {user.slug ? (
            <Anchor component={Link} to={`/${user.slug}`} fw={600} size="sm" className={classes.address}>
              {host}/{user.slug}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              Todavía no elegiste la dirección de tu tienda.
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap="xs" mt="md">
        {user.slug ? (
          <Button component={Link} to={`/${user.slug}`} variant="light" size="xs" leftSection={<IconStore size={16} />}>
            Ver sitio
          </Button>
        ) : (
          <Button component={Link} to="/account/setting/slug" size="xs" leftSection={<IconStore size={16} />}>
            Elegir dirección
          </Button>
        )}
        <Button component={Link} to="/account/setting" variant="default" size="xs">
          Mi perfil
        </Button>
      </Group>
    </Paper>
  );
}
