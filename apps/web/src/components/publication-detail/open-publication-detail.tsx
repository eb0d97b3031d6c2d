// Opens the listing detail (product.md, Listings: Detail) as a managed modal, so any page opens it with one call: full
// screen on a phone, large and centred from a tablet up, named by the listing's title, closed by the navigation guard
// like every overlay.
import type { ReactNode } from 'react';
import { modals } from '@mantine/modals';
import type { Publication } from '@vitrina/shared/publications';
import { requestOverlayHost } from '@/lib/overlay-host';
import { registerOverlay } from '@/lib/overlays';
import { PublicationDetail } from './publication-detail';
import classes from './publication-detail.module.css';

export type PublicationDetailOptions = {
  /**
   * In-app navigation for the links inside (a publisher's store). The modal renders outside the router, so the
   * opener hands over its `navigate`; without it those links load the page.
   */
  navigate?: (path: string) => void;
  onClose?: () => void;
  /** A section of the opener's inside the detail (a search's answers), given the way to close the detail. */
  extra?: (close: () => void) => ReactNode;
  /** The search the detail was opened from: a visit asked from it remembers it. */
  searchId?: number;
  /** The same search's uuid: «Parecidas» leaves out what the person decided in it. */
  decidedIn?: string;
};

let sequence = 0;

export async function openPublicationDetail(
  publication: Publication,
  options: PublicationDetailOptions = {},
): Promise<string> {
  await requestOverlayHost();
  sequence += 1;
  const id = `publication-${publication.id}-${sequence}`;
  let unregister = () => {};
  const close = () => modals.close(id);
  // Escape closes the topmost layer only: while the gallery's lightbox is open, the modal leaves Escape to it.
  const lightbox = (open: boolean) => modals.updateModal({ modalId: id, closeOnEscape: !open });
  // Leaving the page closes the detail first, whoever handles the navigation.
  const { navigate } = options;
  const follow = navigate
    ? (path: string) => {
        close();
        navigate(path);
      }
    : undefined;
  modals.open({
    modalId: id,
    title: publication.title,
    size: 1040,
    radius: 'lg',
    centered: true,
    withCloseButton: false,
    padding: 0,
    classNames: {
      root: classes.modalRoot,
      content: classes.modalContent,
      header: classes.modalHeader,
      title: classes.modalTitle,
    },
    children: (
      <PublicationDetail
        publication={publication}
        onClose={close}
        onNavigate={follow}
        onLightbox={lightbox}
        searchId={options.searchId}
        decidedIn={options.decidedIn}
      >
        {options.extra?.(close)}
      </PublicationDetail>
    ),
    onClose: () => {
      unregister();
      options.onClose?.();
    },
  });
  unregister = registerOverlay(close);
  return id;
}
