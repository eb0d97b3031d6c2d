// Which picked files the listing form takes (jpg, jpeg or png, several allowed). The file picker's
// filter is only a hint (a phone's gallery ignores it), so each file is checked by name and type, and by size
// against the server's upload limit (UPLOAD_MAX_MB of the configuration).
import { formatNumber } from '@vitrina/shared/format';
import { publicationLimits, publicationMessages } from '@vitrina/shared/publications';
import { formTexts } from '../publication-texts';

export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

const extensions = /\.(jpe?g|png)$/i;
const types = new Set(['image/jpeg', 'image/png', 'image/pjpeg', '']);

export function isAcceptedImage(file: File): boolean {
  return extensions.test(file.name) && types.has(file.type);
}

/** The files to add, and one message per file left out, naming it, shown as soon as they are picked. */
export function pickImages(files: File[], current: number, maxMb: number): { accepted: File[]; errors: string[] } {
  const errors: string[] = [];
  const valid: File[] = [];
  for (const file of files) {
    if (!isAcceptedImage(file)) errors.push(formTexts.imageNotAccepted(file.name));
    // The server refuses the whole form over one file above its limit; better to say so before sending it.
    else if (file.size > maxMb * MB) errors.push(formTexts.imageTooLarge(file.name, megabytes(file.size), maxMb));
    else valid.push(file);
  }
  const room = Math.max(0, publicationLimits.maxImages - current);
  const accepted = valid.slice(0, room);
  if (accepted.length < valid.length) errors.push(publicationMessages.tooManyImages(publicationLimits.maxImages));
  return { accepted, errors };
}

const MB = 1024 * 1024;

/** A size in MB with one decimal, rounded up, so a file just over the limit never reads as the limit itself. */
function megabytes(bytes: number): string {
  return formatNumber(Math.ceil((bytes / MB) * 10) / 10);
}

/** Moves one item of a list to another position. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
