// An image whose aspect ratio differs from its box's by more than 0.3 is shown whole (contain) on a
// blurred copy of itself; a close match fills the box (cover), so a slightly off photo is cropped rather than
// framed by bars.
import type { Media } from '@vitrina/shared/publications';

export const ASPECT_TOLERANCE = 0.3;

export type ImageFit = 'cover' | 'contain';

export function imageFit(imageAspect: number | null, boxAspect: number): ImageFit {
  if (imageAspect === null || !Number.isFinite(imageAspect) || imageAspect <= 0) return 'cover';
  return Math.abs(imageAspect - boxAspect) > ASPECT_TOLERANCE ? 'contain' : 'cover';
}

/** Width over height from the media's stored size, or null when the upload did not record it. */
export function mediaAspect(media: Pick<Media, 'info'> | null | undefined): number | null {
  const size = media?.info.size;
  if (!size?.width || !size.height) return null;
  return size.width / size.height;
}
