import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconStore } from '@/components/icons';
import classes from '../account.module.css';

/** The box linking to 'Tienda', with the store's address once it has one. */
export function StoreBox({ slug }: { slug: string | null }) {
  const address = slug ? `${window.location.host}/${slug}` : null;
  return (
    <Paper withBorder radius="lg" p="md" className={classes.storeBox}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <span className={classes.iconBox}>
          <IconStore size={22} />
        </span>
        <Stack gap={4} className={classes.grow}>
          <Text fw={700}>Tienda</Text>
          {address ? (
            <Text size="sm" c="dimmed">
              Tu tienda está en{' '}
              <Anchor component={Link} to={`/${slug}`} fw={600} className={classes.address}>
                {address}
              </Anchor>
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Elegí la dirección de tu tienda para compartirla y cargar publicaciones.
            </Text>
          )}
          <Group mt={6}>
            <Button component={Link} to="/account/setting/slug" variant="light" size="xs">
              {address ? 'Cambiar dirección' : 'Elegir dirección'}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
