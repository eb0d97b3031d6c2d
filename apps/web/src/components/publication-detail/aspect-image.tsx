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
  className?: string;
};

export function AspectImage({ media, alt, aspect, thumbnail = false, loading = 'lazy', className }: AspectImageProps) {
  const [loadedAspect, setLoadedAspect] = useState<number | null>(null);
  // A broken address shows the placeholder; remembered per address so a new one gets its chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = media ? (thumbnail ? (media.thumbnail_url ?? media.file_url) : media.file_url) : null;
  const src = wanted && wanted !== failedSrc ? wanted : null;
  const fit = imageFit(mediaAspect(media) ?? loadedAspect, aspect);

  return (
    <span className={`${classes.box} ${className ?? ''}`} style={{ aspectRatio: String(aspect) }} data-fit={fit}>
      {src && fit === 'contain' && (
        <img src={src} alt="" aria-hidden="true" className={classes.backdrop} loading={loading} />
      )}
      {src ? (
        <img
          src={src}
          alt={alt}
          loading={loading}
          decoding="async"
          className={classes.image}
          style={{ objectFit: fit }}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (naturalWidth && naturalHeight) setLoadedAspect(naturalWidth / naturalHeight);
          }}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <ImageWithFallback src={null} alt={alt} width="100%" height="100%" radius={0} />
      )}
    </span>
  );
}
