// Opens a filtered card in the listing detail with the collaborators' answers and, on one's own decisions view, one's
// answer to edit; every other view is read-only ('Cerrar' only).
import type { FilteredCard } from '@vitrina/shared/search-filtered';
import { openPublicationDetail } from '@/components/publication-detail/open-publication-detail';
import { AnswerForm } from './answer-form';
import { AnswersList } from './answers-list';

type DetailOptions = {
  searchId: string;
  meId: number | null;
  editable: boolean;
  navigate: (path: string) => void;
};

export function openFilteredDetail(card: FilteredCard, { searchId, meId, editable, navigate }: DetailOptions) {
  return openPublicationDetail(card, {
    navigate,
    extra: (close) => (
      <>
        <AnswersList answers={card.answers} meId={meId} />
        {editable && <AnswerForm searchId={searchId} card={card} onDone={close} />}
      </>
    ),
  });
}
