// 'Comparar': the chosen listings side by side in a dialog, full screen on a phone. Dropping a listing leaves the
// others; below two there is nothing to compare and the dialog closes.
import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FilteredCard, FilteredParticipant } from '@vitrina/shared/search-filtered';
import { useFieldTitles } from '@/components/publication-detail/use-field-titles';
import { useOverlayRegistration } from '@/lib/overlays';
import { CompareTable } from './compare-table';
import { compareTexts } from './compare-texts';
import { compareLimits } from './use-compare-selection';
import classes from './compare.module.css';

type CompareDialogProps = {
  opened: boolean;
  onClose: () => void;
  cards: readonly FilteredCard[];
  participants: readonly FilteredParticipant[];
  meId: number;
  onOpen: (card: FilteredCard) => void;
  onRemove: (card: FilteredCard) => void;
};

export function CompareDialog({ opened, onClose, cards, participants, meId, onOpen, onRemove }: CompareDialogProps) {
  const small = useMediaQuery('(max-width: 48em)');
  const titles = useFieldTitles();
  useOverlayRegistration(opened, onClose);
  const remove = (card: FilteredCard) => {
    onRemove(card);
    if (cards.length - 1 < compareLimits.min) onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={compareTexts.title} size={1080} fullScreen={small} radius="lg">
      {small && cards.length > 2 && (
        <Text size="xs" c="dimmed" className={classes.hint}>
          {compareTexts.scrollHint}
        </Text>
      )}
      <CompareTable
        cards={cards}
        participants={participants}
        meId={meId}
        titles={titles}
        onOpen={onOpen}
        onRemove={remove}
      />
    </Modal>
  );
}
