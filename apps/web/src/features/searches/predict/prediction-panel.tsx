// The search's mode and its predictions (product.md, Searches: Prediction): the owner chooses the mode among the
// configuration's ('Selección manual', 'Selección asistida'); in a mode that predicts, anyone taking part sees how many
// of the listings they have not decided the model expects them to like, and selects them as predicted likes (none
// selected is the spec's error, §8, in red). Before the model has learnt enough it says how many more decisions it
// needs. Once predicted likes are in, «Deshacer predicciones» takes them back out after a confirmation.
import { Alert, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { modePredicts, predictMessages } from '@vitrina/shared/search-predict';
import type { Search } from '@vitrina/shared/searches';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { errorMessage } from '@/lib/error-message';
import { HttpError } from '@/lib/http';
import { notifyError, notifyErrorText, notifySuccess } from '@/lib/notify';
import { useUpdateSearchMode } from '../deck/api/deck-api';
import { usePredictCount, useSelectPredictions } from './api/predict-api';
import { predictTexts } from './predict-texts';
import { UndoPredictions } from './undo-predictions';

// As the deck's toasts (product.md, Searches: Swipe deck).
const TOAST_MS = 7000;

type PredictionPanelProps = {
  search: Search;
  /** The ids the screen holds and the person has not decided: left out of the prediction. */
  held: () => number[];
};

function Predictions({ search, held }: PredictionPanelProps) {
  const count = usePredictCount(search.uuid, held, true);
  const select = useSelectPredictions(search.uuid, held);
  if (count.isPending) return <Text c="dimmed">{predictTexts.counting}</Text>;
  // A 422 says what is missing (no decisions yet): guidance, not a failure.
  if (count.isError)
    return count.error instanceof HttpError && count.error.status === 422 ? (
      <Text>{errorMessage(count.error)}</Text>
    ) : (
      <Alert color="red">{errorMessage(count.error)}</Alert>
    );
  const { ready, needed, count: expected } = count.data;
  if (!ready) return <Text>{predictMessages.notReady(needed)}</Text>;
  const included = (select.data?.count ?? 0) > 0 || (search.predictions_count ?? 0) > 0;
  const run = () =>
    select.mutate(undefined, {
      // 'No se seleccionaron publicaciones.' is in the spec's error catalogue (§8), the others are success toasts.
      onSuccess: (answer) =>
        answer.count === 0
          ? notifyErrorText(answer.message, { autoClose: TOAST_MS })
          : notifySuccess(answer.message, { autoClose: TOAST_MS }),
      onError: (error) => notifyError(error, { autoClose: TOAST_MS }),
    });
  return (
    <Stack gap="sm">
      <Text aria-live="polite">{predictTexts.expected(expected)}</Text>
      {included && (
        <Text fw={600} c="teal.8">
          {predictMessages.included}
        </Text>
      )}
      <Button onClick={run} loading={select.isPending} disabled={expected === 0}>
        {predictTexts.select}
      </Button>
      {/* The select's answer no longer says predictions are in once they are undone. */}
      {included && <UndoPredictions search={search} onUndone={select.reset} disabled={select.isPending} />}
      <Text size="xs" c="dimmed">
        {predictTexts.howItWorks}
      </Text>
    </Stack>
  );
}

export function PredictionPanel({ search, held }: PredictionPanelProps) {
  const modes = useConfiguration().SEARCH_MODES;
  const update = useUpdateSearchMode(search.uuid);
  const mode = search.filtered ?? modes[0]?.value ?? null;
  return (
    <Stack gap="md" role="group" aria-label={predictTexts.title}>
      <Text fw={600}>{predictTexts.title}</Text>
      {search.pivot.owner && (
        <SegmentedControl
          aria-label={predictTexts.mode}
          value={mode ?? ''}
          data={modes.map((item) => ({ value: item.value, label: item.title }))}
          onChange={(value) =>
            update.mutate(value, { onError: (error) => notifyError(error, { autoClose: TOAST_MS }) })
          }
          disabled={update.isPending}
          fullWidth
        />
      )}
      {modePredicts(mode) ? (
        <Predictions key={mode} search={search} held={held} />
      ) : (
        <>
          <Text c="dimmed">{predictTexts.manual}</Text>
          {/* Predicted likes made before the search turned manual can still be undone. */}
          {(search.predictions_count ?? 0) > 0 && <UndoPredictions search={search} />}
        </>
      )}
    </Stack>
  );
}
