// The detail offcanvas (product.md, Searches: Swipe deck): the listing detail's content in a drawer over the deck,
// loaded on first use so the deck's own download stays small. While the detail's lightbox is open, Escape is the
// lightbox's alone.
import { lazy, memo, Suspense, useState } from 'react';
import { Drawer, Loader } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { SearchCard } from '@vitrina/shared/searches';
import { LeadButton } from '@/components/lead-form/lead-button';
import { ThreadButton } from '@/components/listing-thread/thread-drawer';
import { useOverlayRegistration } from '@/lib/overlays';
import { useIdleMount } from '@/lib/use-idle-mount';
import type { SearchThreadAccess } from '../../components/thread-access';
import { deckTexts } from '../deck-texts';
import classes from '../deck.module.css';

const PublicationDetail = lazy(async () => ({
  default: (await import('@/components/publication-detail/publication-detail')).PublicationDetail,
}));

/** Memoised: a closed drawer has nothing to render again when the deck decides. */
export const DetailDrawer = memo(function DetailDrawer({
  card,
  searchUuid,
  thread,
  onClose,
  searchId,
}: {
  card: SearchCard | null;
  /** The deck's search: «Parecidas» leaves out what the person decided in it. */
  searchUuid?: string;
  /** The listing's thread, for the search's participants. */
  thread: SearchThreadAccess | null;
  onClose: () => void;
  /** The search, which a visit asked from the detail remembers. */
  searchId?: number;
}) {
  const navigate = useNavigate();
  const [lightbox, setLightbox] = useState(false);
  useOverlayRegistration(card !== null, onClose);
  const rendered = useIdleMount(card !== null);
  if (!rendered) return null;
  return (
    <Drawer
      opened={card !== null}
      onClose={onClose}
      closeOnEscape={!lightbox}
      position="right"
      size="min(100%, 1040px)"
      padding={0}
      withCloseButton={false}
      title={card?.title ?? deckTexts.detail}
      classNames={{ header: classes.srOnly, body: classes.detailBody }}
    >
      {card && (
        <Suspense fallback={<Loader className={classes.detailLoader} aria-label={deckTexts.loading} />}>
          <PublicationDetail
            publication={card}
            onClose={onClose}
            onLightbox={setLightbox}
            searchId={searchId}
            decidedIn={searchUuid}
            action={
              <>
                {thread && (
                  <ThreadButton
                    access={{ ...thread, publicationId: card.id, title: card.title }}
                    count={card.message_count ?? 0}
                    fullWidth
                  />
                )}
                {/* A client asks the publisher from the deck; the publisher's own team has nothing to ask. */}
                {card.public && !card.pivot.creator && (
                  <LeadButton
                    target={{ publicationId: card.id, source: 'search' }}
                    about={card.title}
                    size="md"
                    fullWidth
                  />
                )}
              </>
            }
            onNavigate={(path) => {
              onClose();
              navigate(path);
            }}
          />
        </Suspense>
      )}
    </Drawer>
  );
});
