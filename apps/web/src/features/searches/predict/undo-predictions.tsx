// «Deshacer predicciones» (ours): the person's predicted likes in the search taken back out after a confirmation,
// with the API's toast. The listings are undecided again: the deck, the likes and the filtered results follow.
import { Button } from '@mantine/core';
import type { Search } from '@vitrina/shared/searches';
import { confirmDialog } from '@/components/confirm-dialog';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { useUndoPredictions } from './api/predict-api';
import { predictTexts } from './predict-texts';

// As the deck's toasts (product.md, Searches: Swipe deck).
const TOAST_MS = 7000;

type UndoPredictionsProps = {
  search: Search;
  /** Told once they are undone, so the panel forgets a select's answer. */
  onUndone?: () => void;
  /** While a select is on its way. */
  disabled?: boolean;
};

export function UndoPredictions({ search, onUndone, disabled = false }: UndoPredictionsProps) {
  const undo = useUndoPredictions(search);
  const run = async () => {
    const confirmed = await confirmDialog({
      title: predictTexts.undoTitle,
      text: predictTexts.undoText,
      confirmLabel: predictTexts.undoConfirm,
      danger: true,
    });
    if (!confirmed || undo.isPending) return;
    undo.mutate(undefined, {
      onSuccess: (answer) => {
        onUndone?.();
        // None left to undo (another tab undid them): nothing changed, which is no success.
        if (answer.count === 0) notifyWarning(answer.message);
        else notifySuccess(answer.message, { autoClose: TOAST_MS });
      },
      onError: (error) => notifyError(error, { autoClose: TOAST_MS }),
    });
  };
  return (
    <Button variant="light" color="red" onClick={() => void run()} loading={undo.isPending} disabled={disabled}>
      {predictTexts.undo}
    </Button>
  );
}
