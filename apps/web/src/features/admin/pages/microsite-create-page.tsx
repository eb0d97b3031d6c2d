import { Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { notifySuccess } from '@/lib/notify';
import { useSaveAdminMicrosite, type MicrositePayload } from '../api/save-admin-microsite';
import { micrositeTexts } from '../admin-texts';
import { MicrositeForm } from '../components/microsite-form';

/** admin.microsite.create: the microsite form; once created, the new microsite's page. */
export function MicrositeCreatePage() {
  const navigate = useNavigate();
  const save = useSaveAdminMicrosite(null);

  const onSave = async (payload: MicrositePayload) => {
    const answer = await save.mutateAsync(payload);
    notifySuccess(answer.message);
    navigate(`/admin/microsite/${answer.microsite.id}`, { replace: true });
  };

  return (
    <Container size={960} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {micrositeTexts.create}
          </Title>
          <Text c="dimmed">{micrositeTexts.createIntro}</Text>
        </div>
        <MicrositeForm saving={save.isPending} onSave={onSave} />
      </Stack>
    </Container>
  );
}
