// Where the synchronizer stands (product.md, Listings: Synchronizer): not saved yet ('Las publicaciones se
// sincronizarán al guardar'), saved and waiting ('Sincronización próxima a ejecutarse'), running (a bar of done of
// total, refreshed every 2 s), or the time of the last sync; the last error when there was one. A run that could not
// read its source reads 'Última sincronización fallida', with its date and why.
import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@vitrina/shared/format';
import { lastRunFailed, synchronizerMessages, type Synchronizer } from '@vitrina/shared/synchronizer';
import { synchronizerTexts } from '../synchronizer-texts';

export function SyncStatus({ synchronizer }: { synchronizer: Synchronizer | null }) {
  if (!synchronizer) {
    return <Text size="sm">{synchronizerMessages.willSyncOnSave}</Text>;
  }
  const { status, progress, sync_on: syncOn, last_error: lastError } = synchronizer;
  const running = status === 'running';
  const waiting = status === 'queued' || (!running && !syncOn);
  const share = progress.total > 0 ? Math.min(100, (progress.done / progress.total) * 100) : 0;
  const failed = lastRunFailed(synchronizer);
  const finishedOn = synchronizer.finished_at ?? syncOn;
  return (
    <Stack gap="sm">
      {running ? (
        <Text size="sm" fw={600}>
          {synchronizerMessages.running}
        </Text>
      ) : waiting ? (
        <Text size="sm" fw={600}>
          {synchronizerMessages.pending}
        </Text>
      ) : null}
      {(running || status === 'queued') && (
        <div>
          <Progress
            value={running && progress.total > 0 ? share : 100}
            striped
            animated={!running || progress.total === 0}
            size="lg"
            radius="xl"
            aria-label={synchronizerTexts.progressLabel}
          />
          {running && progress.total > 0 && (
            <Text size="xs" c="dimmed" mt={4}>
              {synchronizerTexts.progress(progress.done, progress.total)}
            </Text>
          )}
        </div>
      )}
      <Group gap="md">
        {failed && finishedOn ? (
          <Text size="sm" fw={600} c={waiting || running ? 'dimmed' : 'red'}>
            {synchronizerTexts.lastFailed(formatDateTime(finishedOn))}
          </Text>
        ) : (
          syncOn && (
            <Text size="sm" c={waiting || running ? 'dimmed' : undefined}>
              {synchronizerTexts.lastSync(formatDateTime(syncOn))}
            </Text>
          )
        )}
        <Text size="sm" c="dimmed">
          {synchronizerTexts.count(synchronizer.publications_count)}
        </Text>
      </Group>
      {lastError && (
        <Alert color="red" radius="md" title={synchronizerTexts.lastError}>
          {lastError}
        </Alert>
      )}
    </Stack>
  );
}
