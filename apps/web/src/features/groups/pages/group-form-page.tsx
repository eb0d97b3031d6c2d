import { useEffect } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { groupMessages } from '@vitrina/shared/groups';
import { messages } from '@vitrina/shared/messages';
import { PageLoader } from '@/components/page-loader';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { useGroup } from '../api/get-group';
import { useSaveGroup } from '../api/save-group';
import { GroupForm } from '../components/group-form';

/** account.group.create and account.group.edit: after saving, the group page (spec 01 §2). */
export function GroupFormPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const navigate = useNavigate();
  const existing = useGroup(id ?? 0);
  const save = useSaveGroup(id);
  const group = id ? existing.data : undefined;
  const failed = id !== undefined && (existing.isError || !Number.isInteger(id));
  const notAdmin = group?.pivot !== undefined && !group.pivot.admin;

  useEffect(() => {
    // Spec 01 §8: a group that fails to load sends back to the list with the error.
    if (failed) {
      if (existing.error) notifyError(existing.error);
      else notifyErrorNotFound();
      navigate('/account/group/index', { replace: true });
    } else if (notAdmin) {
      notifyWarning(messages.errors.forbidden);
      navigate(`/account/group/${id}/show`, { replace: true });
    }
  }, [failed, notAdmin, existing.error, id, navigate]);

  if (id !== undefined && !group) return <PageLoader />;
  const title = id ? 'Editar grupo' : 'Crear grupo';
  return (
    <Container size={640} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{id ? 'Cambiá el nombre, la descripción o el logo.' : 'Un equipo para compartir publicaciones y búsquedas.'}</Text>
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

function notifyErrorNotFound() {
  notifyWarning(messages.errors.notFound);
}
