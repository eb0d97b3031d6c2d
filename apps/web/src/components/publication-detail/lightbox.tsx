// The lightbox of the listing's images (product.md, Listings: Detail): full screen, zoom from 1 to 4 (buttons, wheel,
// pinch), rotation, previous and next (buttons, arrow keys, swipe). It is an overlay of its own, so the navigation
// guard closes it too. Its modal (lightbox-modal.tsx) is rendered once the page is idle or at the first tap, and its
// code loads then.
import { lazy, Suspense } from 'react';
import type { Media } from '@vitrina/shared/publications';
import { useOverlayRegistration } from '@/lib/overlays';
import { useIdleMount } from '@/lib/use-idle-mount';

const LightboxModal = lazy(async () => ({ default: (await import('./lightbox-modal')).LightboxModal }));

type LightboxProps = {
  medias: Media[];
  /** The image to open at; the lightbox is open while it is set. */
  startIndex: number | null;
  title: string;
  onClose: () => void;
};

export function Lightbox({ medias, startIndex, title, onClose }: LightboxProps) {
  const opened = startIndex !== null && medias.length > 0;
  useOverlayRegistration(opened, onClose);
  const rendered = useIdleMount(opened);
  if (!rendered) return null;
  return (
    <Suspense fallback={null}>
      <LightboxModal medias={medias} startIndex={startIndex} title={title} onClose={onClose} opened={opened} />
    </Suspense>
  );
}
