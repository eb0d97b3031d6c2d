import { Container, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session';
import { NotificationSettings } from '../components/notification-settings';
import { ProfileForm } from '../components/profile-form';

/** account.setting.index, 'Mi perfil'. The route needs a login; the guard holds it until the user is known. */
export function ProfilePage() {
  const { user } = useSession();
  if (!user) return <PageLoader />;
  return (
    <Container size={640} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Mi perfil
          </Title>
          <Text c="dimmed">Tus datos, cómo te contactan y qué te avisamos.</Text>
        </div>
        {/* Keyed by account: signing in as someone else in another tab starts the form again. */}
        <ProfileForm key={user.id} user={user} />
        <NotificationSettings key={`notifications-${user.id}`} user={user} />
      </Stack>
    </Container>
  );
}
