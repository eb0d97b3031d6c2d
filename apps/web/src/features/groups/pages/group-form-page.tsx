import { Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { groupMessages } from '@vitrina/shared/groups';
import { PageLoader } from '@/components/page-loader';
import { notifySuccess } from '@/lib/notify';
import { useSaveGroup } from '../api/save-group';
import { GroupForm } from '../components/group-form';
import { groupIdParam, useGroupPage } from './use-group-page';

/** account.group.create and account.group.edit: after saving, the group page. */
export function GroupFormPage() {
  const id = groupIdParam(useParams().id);
  const navigate = useNavigate();
  const { group } = useGroupPage(id, { adminOnly: true });
  const save = useSaveGroup(id);

  if (id !== undefined && !group) return <PageLoader />;
  const title = id ? 'Editar grupo' : 'Crear grupo';
  return (
    <Container size={640} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">
            {id ? 'Cambiá el nombre, la descripción o el logo.' : 'Un equipo para compartir publicaciones y búsquedas.'}
          </Text>
        </div>
        <GroupForm
          key={group?.id ?? 'new'}
          group={group}
          saving={save.isPending}
          onSave={async (payload) => {
            const saved = await save.mutateAsync(payload);
            notifySuccess(id ? groupMessages.updated : groupMessages.created);
            navigate(`/account/group/${saved.id}/show`, { replace: !id });
          }}
        />
      </Stack>
    </Container>
  );
}
