import { Container, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session';
import { SlugForm } from '../components/slug-form';

/** account.setting.slug, 'Tienda'. */
export function SlugPage() {
  const { user } = useSession();
  if (!user) return <PageLoader />;
  return (
    <Container size={640} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Tienda
          </Title>
          <Text c="dimmed">La dirección donde se ven tus publicaciones.</Text>
        </div>
        <SlugForm key={user.id} user={user} />
      </Stack>
    </Container>
  );
}
