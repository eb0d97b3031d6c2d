// An image that shows a neutral placeholder when it has no address or fails to load, as every broken image does
// (product.md, The shell).
import { useState, type CSSProperties } from 'react';
import { IconPhoto } from './icons';
import classes from './image-with-fallback.module.css';

type ImageWithFallbackProps = {
  src: string | null | undefined;
  alt: string;
  width?: number | string;
  height?: number | string;
  /** CSS border radius, e.g. '50%' for avatars. */
  radius?: number | string;
  fit?: CSSProperties['objectFit'];
  className?: string;
  loading?: 'lazy' | 'eager';
};

export function ImageWithFallback({
  src,
  alt,
  width,
  height,
  radius = 'var(--mantine-radius-md)',
  fit = 'cover',
  className,
  loading = 'lazy',
}: ImageWithFallbackProps) {
  // Remembers which address failed, so a new address gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style: CSSProperties = { width, height, borderRadius: radius };

  if (!src || failedSrc === src) {
    // A decorative image (empty alt) leaves its placeholder out of the accessibility tree, as an <img alt=""> is.
    const named = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return (
      <span {...named} className={`${classes.placeholder} ${className ?? ''}`} style={style}>
        <IconPhoto size={28} className={classes.icon} />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      className={`${classes.image} ${className ?? ''}`}
      style={{ ...style, objectFit: fit }}
      onError={() => setFailedSrc(src)}
    />
  );
}
