// The listing's images (product.md, Listings: Detail): a swipeable strip with a counter, thumbnails below that bring an
// image into view, and the lightbox on a click. While the lightbox is open, Escape closes it alone rather than the
// detail: the detail's container (a managed modal, the deck's drawer) is told, and pauses its own Escape meanwhile.
import { useEffect, useRef, useState } from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import type { Media } from '@vitrina/shared/publications';
import { IconPhoto } from '@/components/icons';
import { AspectImage } from './aspect-image';
import { detailTexts } from './detail-texts';
import { Lightbox } from './lightbox';
import classes from './detail-gallery.module.css';

export const GALLERY_ASPECT = 4 / 3;
// The gallery spans the detail's width: the screen on a phone, the dialog's 40rem beyond.
const GALLERY_SIZES = '(max-width: 40rem) 100vw, 40rem';

type DetailGalleryProps = {
  medias: Media[];
  title: string;
  /** Told when the lightbox opens (true) and closes (false): the container's Escape waits for it meanwhile. */
  onLightbox?: (open: boolean) => void;
};

export function DetailGallery({ medias, title, onLightbox }: DetailGalleryProps) {
  const images = [...medias].sort((a, b) => a.number - b.number);
  const [current, setCurrent] = useState(0);
  const [lightboxAt, setLightboxAt] = useState<number | null>(null);
  const track = useRef<HTMLUListElement>(null);

  const lightboxOpen = lightboxAt !== null;
  useEffect(() => {
    if (!onLightbox || !lightboxOpen) return;
    onLightbox(true);
    return () => onLightbox(false);
  }, [onLightbox, lightboxOpen]);

  if (images.length === 0) {
    return (
      <div className={classes.noImages} style={{ aspectRatio: String(GALLERY_ASPECT) }}>
        <IconPhoto size={40} />
        <Text size="sm">{detailTexts.noImages}</Text>
      </div>
    );
  }

  const show = (index: number) => {
    setCurrent(index);
    const element = track.current;
    element?.scrollTo?.({ left: index * element.clientWidth, behavior: 'smooth' });
  };
  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };

  return (
    <div className={classes.gallery}>
      <div className={classes.stripWrap}>
        <ul ref={track} className={classes.strip} onScroll={onScroll}>
          {images.map((media, index) => (
            <li key={media.id} className={classes.slide}>
              <UnstyledButton
                className={classes.slideButton}
                aria-label={detailTexts.viewImage(index + 1)}
                onClick={() => setLightboxAt(index)}
              >
                <AspectImage
                  media={media}
                  alt={detailTexts.imageAlt(index + 1, title)}
                  aspect={GALLERY_ASPECT}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  sizes={GALLERY_SIZES}
                  largest
                />
              </UnstyledButton>
            </li>
          ))}
        </ul>
        {images.length > 1 && (
          <span className={classes.counter} aria-hidden="true">
            {current + 1} / {images.length}
          </span>
        )}
      </div>
      {images.length > 1 && (
        <ul className={classes.thumbs}>
          {images.map((media, index) => (
            <li key={media.id}>
              <UnstyledButton
                className={classes.thumb}
                aria-label={detailTexts.thumbnail(index + 1)}
                aria-current={index === current || undefined}
                onClick={() => show(index)}
              >
                <AspectImage media={media} alt="" aspect={1} thumbnail />
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
      <Lightbox medias={images} startIndex={lightboxAt} title={title} onClose={() => setLightboxAt(null)} />
    </div>
  );
}
