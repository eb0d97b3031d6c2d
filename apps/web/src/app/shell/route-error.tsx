import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { messages } from '@vitrina/shared/messages';
import { Link, useRouteError } from 'react-router';

// A page that failed to load its code (a new version was deployed meanwhile) or threw while rendering. The shell
// around it stays, so the person can still move on.
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1} size="h2">
          Algo salió mal
        </Title>
        <Text c="dimmed" maw={420}>
          {chunkFailed ? 'Hay una nueva versión disponible. Recargá la página para continuar.' : messages.errors.server}
        </Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>Recargar</Button>
          <Button component={Link} to="/" variant="default">
            {messages.notFound.home}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
