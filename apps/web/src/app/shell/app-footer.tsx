import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './shell.module.css';

export function AppFooter({ name }: { name: string }) {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} {name}
          </Text>
          <Group gap="md">
            <Anchor component={Link} to="/legal/terms" size="sm" c="dimmed">
              Términos y condiciones
            </Anchor>
            <Anchor component={Link} to="/legal/privacy" size="sm" c="dimmed">
              Política de privacidad
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
