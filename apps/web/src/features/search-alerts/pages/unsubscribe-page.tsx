// /alert/unsubscribe/{token}, opened from a daily digest's «No quiero más avisos de esta búsqueda»: public, no
// session. Turns the alert off as it opens and says so, or says why the link does not work.
import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { searchAlertTexts as texts } from '@vitrina/shared/search-alert-texts';
import { errorMessage } from '@/lib/error-message';
import { useUnsubscribe } from '../api/post-unsubscribe';

export function UnsubscribePage() {
  const token = useParams().token ?? '';
  const query = useUnsubscribe(token);

  return (
    <Container size={520} px={{ base: 'sm', xs: 'md' }} py={{ base: 'md', sm: 48 }}>
      <Paper withBorder shadow="md" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h3">
            {texts.unsubscribeTitle}
          </Title>
          {query.isPending && (
            <Stack align="center" gap="xs" py="md">
              <Loader size="sm" aria-hidden />
              <Text c="dimmed" role="status">
                {texts.unsubscribing}
              </Text>
            </Stack>
          )}
          {query.isSuccess && (
            <Alert color="teal" variant="light" role="status">
              {query.data.message}
            </Alert>
          )}
          {query.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(query.error)}
            </Alert>
          )}
          {!query.isPending && (
            <Button component={Link} to="/" variant="light" style={{ alignSelf: 'flex-start' }}>
              {texts.goHome}
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
