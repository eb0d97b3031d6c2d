import { useEffect, useRef } from 'react';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { synchronizerMessages } from '@vitrina/shared/synchronizer';
import { confirmDialog } from '@/components/confirm-dialog';
import { IconTrash } from '@/components/icons';
import { PageLoader } from '@/components/page-loader';
import { notifySuccess } from '@/lib/notify';
import { useDeleteSynchronizer } from '../api/delete-synchronizer';
import { isSyncing, useSynchronizer } from '../api/get-synchronizer';
import { useRunSynchronizer } from '../api/run-synchronizer';
import { useSaveSynchronizer } from '../api/save-synchronizer';
import { synchronizerKeys } from '../api/synchronizer-keys';
import { SyncStatus } from '../components/sync-status';
import { SynchronizerForm } from '../components/synchronizer-form';
import { synchronizerTexts } from '../synchronizer-texts';

const LIST_PATH = '/account/publication/index';

/** A sync that ends changes the listings: the list is asked again when it is next shown. */
function useRefreshListingsAfterSync(syncing: boolean) {
  const queryClient = useQueryClient();
  const wasSyncing = useRef(syncing);
  useEffect(() => {
    if (wasSyncing.current && !syncing) void queryClient.invalidateQueries({ queryKey: synchronizerKeys.publications });
    wasSyncing.current = syncing;
  }, [syncing, queryClient]);
}

/** A synchronizer that cannot be loaded sends back to the list; the query cache toasts the error. */
function useLeaveOnError(failed: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (failed) navigate(LIST_PATH, { replace: true });
  }, [failed, navigate]);
}

/** account.publication.synchronizer, 'Sincronizar publicaciones': type, configure, save, sync, delete. */
export function SynchronizerPage() {
  const query = useSynchronizer();
  const save = useSaveSynchronizer();
  const run = useRunSynchronizer();
  const remove = useDeleteSynchronizer();
  const synchronizer = query.data ?? null;
  const syncing = isSyncing(synchronizer);
  useRefreshListingsAfterSync(syncing);
  useLeaveOnError(query.isError && query.data === undefined);

  if (query.data === undefined) return <PageLoader />;

  const deleteSynchronizer = async () => {
    const confirmed = await confirmDialog({
      title: synchronizerTexts.removeTitle,
      text: synchronizerTexts.removeText,
      confirmLabel: synchronizerTexts.remove,
      danger: true,
    });
    if (confirmed)
      remove.mutate(undefined, {
        onSuccess: (answer) => notifySuccess(answer.message),
      });
  };

  return (
    <Container size={760} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {synchronizerMessages.title}
          </Title>
          <Text c="dimmed">{synchronizerTexts.intro}</Text>
        </div>
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-label={synchronizerTexts.status}
        >
          <Stack gap="md">
            <Title order={2} size="h4">
              {synchronizerTexts.status}
            </Title>
            <SyncStatus synchronizer={synchronizer} />
            {synchronizer && (
              <Group gap="xs" justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={18} />}
                  loading={remove.isPending}
                  onClick={() => void deleteSynchronizer()}
                >
                  {synchronizerTexts.remove}
                </Button>
                <Button
                  variant="light"
                  loading={run.isPending}
                  disabled={syncing}
                  onClick={() => run.mutate(undefined, { onSuccess: () => notifySuccess(synchronizerMessages.queued) })}
                >
                  {synchronizerTexts.sync}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-label={synchronizerTexts.configTitle}
        >
          <Stack gap="md">
            <Title order={2} size="h4">
              {synchronizerTexts.configTitle}
            </Title>
            <SynchronizerForm
              key={synchronizer?.id ?? 'new'}
              synchronizer={synchronizer}
              saving={save.isPending}
              onSave={async (payload) => {
                await save.mutateAsync(payload);
                notifySuccess(synchronizerMessages.updated);
              }}
            />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
