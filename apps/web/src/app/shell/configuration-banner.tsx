import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { useConfigurationQuery } from '@/features/configuration/api/get-configuration';

/** When the configuration never loaded, the app runs on defaults and offers to try again (spec 01 §8). */
export function ConfigurationBanner() {
  const query = useConfigurationQuery();
  if (!query.isError || query.data) return null;
  return (
    <Container size="lg" pt="md" w="100%">
      <Alert color="red" variant="light" radius="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm">No pudimos conectarnos con el servidor. Algunas funciones pueden no estar disponibles.</Text>
          <Button size="xs" variant="white" color="red" loading={query.isFetching} onClick={() => query.refetch()}>
            Reintentar
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
