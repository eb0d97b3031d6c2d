import { Container, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '@/components/page-loader';
import { useVisitAvailability } from '../api/get-availability';
import { AvailabilityForm } from '../components/availability-form';

/** account.setting.visit, 'Visitas': when the person shows their listings. */
export function AvailabilityPage() {
  const availability = useVisitAvailability();
  return (
    <Container size={640} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Visitas
          </Title>
          <Text c="dimmed">Cuándo mostrás tus publicaciones: quienes las vean piden visitas en estos horarios.</Text>
        </div>
        {availability.data ? <AvailabilityForm initial={availability.data} /> : <PageLoader />}
      </Stack>
    </Container>
  );
}
