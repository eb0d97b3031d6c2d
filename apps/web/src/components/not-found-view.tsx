import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { messages } from '@vitrina/shared/messages';
import { Link } from 'react-router';
import classes from './not-found-view.module.css';

/** 'Página no encontrada :(' with 'Ir al inicio', for unknown addresses and pages that refuse to show. */
export function NotFoundView() {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <div className={classes.code} aria-hidden="true">
          404
        </div>
        <Title order={1} size="h2">
          {messages.notFound.title}
        </Title>
        <Text c="dimmed" maw={380}>
          La dirección que buscás no existe o cambió. Revisá el enlace o volvé al inicio para seguir navegando.
        </Text>
        <Button component={Link} to="/" size="md" mt="sm">
          {messages.notFound.home}
        </Button>
      </Stack>
    </Container>
  );
}
