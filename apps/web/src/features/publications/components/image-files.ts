// Which picked files the listing form takes (spec 02 §2: jpg, jpeg or png, several allowed). The file picker's
// filter is only a hint (a phone's gallery ignores it), so each file is checked by name and type.
import { publicationLimits, publicationMessages } from '@vitrina/shared/publications';

export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

const extensions = /\.(jpe?g|png)$/i;
const types = new Set(['image/jpeg', 'image/png', 'image/pjpeg', '']);

export function isAcceptedImage(file: File): boolean {
  return extensions.test(file.name) && types.has(file.type);
}

/** The files to add, and the one message to show when some were left out. */
export function pickImages(files: File[], current: number): { accepted: File[]; error?: string } {
  const valid = files.filter(isAcceptedImage);
  const room = Math.max(0, publicationLimits.maxImages - current);
  const accepted = valid.slice(0, room);
  if (valid.length < files.length) return { accepted, error: publicationMessages.imageType };
  if (accepted.length < valid.length) return { accepted, error: publicationMessages.tooManyImages(publicationLimits.maxImages) };
  return { accepted };
}

/** Moves one item of a list to another position. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
