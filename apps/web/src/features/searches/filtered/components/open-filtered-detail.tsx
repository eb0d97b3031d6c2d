// Opens a filtered card in the listing detail with the collaborators' answers and, on one's own decisions view, one's
// answer to edit; every other view is read-only ('Cerrar' only). A public listing can be shared from it: its own page's
// address, on the host the results are open on (a microsite's stays under its brand).
import type { FilteredCard } from '@vitrina/shared/search-filtered';
import { openPublicationDetail } from '@/components/publication-detail/open-publication-detail';
import { ThreadButton, type ThreadAccess } from '@/components/listing-thread/thread-drawer';
import { ShareButtons } from '@/components/share-buttons/share-buttons';
import { filteredTexts } from '../filtered-texts';
import { AnswerForm } from './answer-form';
import { AnswersList } from './answers-list';

type DetailOptions = {
  searchId: string;
  /** The search's numeric id, which a visit asked from the detail remembers; left out when the viewer takes no part. */
  visitSearchId?: number;
  meId: number | null;
  editable: boolean;
  navigate: (path: string) => void;
  /** The listing's thread, for the search's participants. */
  thread: Omit<ThreadAccess, 'publicationId' | 'title'> | null;
};

export function openFilteredDetail(
  card: FilteredCard,
  { searchId, visitSearchId, meId, editable, navigate, thread }: DetailOptions,
) {
  return openPublicationDetail(card, {
    navigate,
    searchId: visitSearchId,
    decidedIn: searchId,
    extra: (close) => (
      <>
        {card.public && (
          <ShareButtons
            url={`${window.location.origin}/publication/${card.id}`}
            title={card.title}
            text={filteredTexts.shareListing(card.title)}
          />
        )}
        {thread && (
          <ThreadButton
            access={{ ...thread, publicationId: card.id, title: card.title }}
            count={card.message_count}
            fullWidth
          />
        )}
        <AnswersList answers={card.answers} meId={meId} />
        {editable && <AnswerForm searchId={searchId} card={card} onDone={close} />}
      </>
    ),
  });
}
