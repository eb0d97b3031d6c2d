// An image in a box of fixed aspect ratio that follows the rule of image-fit.ts: the stored size
// decides at once; without it, the image's own size once it loads. A contained image sits on a blurred copy of
// itself so the box never shows empty bars.
import { useState } from 'react';
import type { Media } from '@vitrina/shared/publications';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { imageFit, mediaAspect } from './image-fit';
import classes from './aspect-image.module.css';

type AspectImageProps = {
  media: Media | null | undefined;
  alt: string;
  /** The box's width over height. */
  aspect: number;
  /** The thumbnail is enough for small boxes. */
  thumbnail?: boolean;
  loading?: 'lazy' | 'eager';
  /**
   * How wide the box shows on each screen (the `sizes` attribute): with it the browser picks the 480 or 800 px copy
   * the API makes (or the stored one when `largest` allows), not always the 1600 px upload.
   */
  sizes?: string;
  /** Whether the full stored image may be picked too (a gallery); a card never needs more than 800 px. */
  largest?: boolean;
  /** The image the screen is judged by (the deck's active card): fetched before the others. */
  priority?: boolean;
  className?: string;
};

/** The copies of a listing's image by width, for srcset. */
function sourcesOf(media: Media, largest: boolean): string {
  const list = [`${media.card_url} 480w`, `${media.wide_url} 800w`];
  const width = media.info.size.width;
  if (largest && width && width > 800) list.push(`${media.file_url} ${width}w`);
  return list.join(', ');
}

export function AspectImage({
  media,
  alt,
  aspect,
  thumbnail = false,
  loading = 'lazy',
  sizes,
  largest = false,
  priority = false,
  className,
}: AspectImageProps) {
  const [loadedAspect, setLoadedAspect] = useState<number | null>(null);
  // A copy that cannot be had (an address the API does not make copies for) falls back to the stored image alone.
  const [plain, setPlain] = useState<string | null>(null);
  // A broken address shows the placeholder; remembered per address so a new one gets its chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = media ? (thumbnail ? (media.thumbnail_url ?? media.file_url) : media.file_url) : null;
  const src = wanted && wanted !== failedSrc ? wanted : null;
  const fit = imageFit(mediaAspect(media) ?? loadedAspect, aspect);
  const srcSet = media && src && sizes && !thumbnail && plain !== src ? sourcesOf(media, largest) : undefined;
  // The blurred backdrop behind a contained image needs no detail: the small square copy is enough.
  const backdrop = media?.thumbnail_url ?? src;

  return (
    <span className={`${classes.box} ${className ?? ''}`} style={{ aspectRatio: String(aspect) }} data-fit={fit}>
      {src && fit === 'contain' && (
        <img src={backdrop ?? src} alt="" aria-hidden="true" className={classes.backdrop} loading={loading} />
      )}
      {src ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          loading={loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={classes.image}
          style={{ objectFit: fit }}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (naturalWidth && naturalHeight) setLoadedAspect(naturalWidth / naturalHeight);
          }}
          onError={() => (srcSet ? setPlain(src) : setFailedSrc(src))}
        />
      ) : (
        <ImageWithFallback src={null} alt={alt} width="100%" height="100%" radius={0} />
      )}
    </span>
  );
}
