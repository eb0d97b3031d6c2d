// The listing form as the API reads it: bracket-named multipart fields (or JSON) folded and validated with the
// shared schema, the uploaded `medias[]` checked by content, and the final image order planned. Every problem
// is reported at once as one 422, before anything is written.
import { messages } from '@vitrina/shared/messages';
import {
  publicationInputSchema,
  publicationLimits,
  publicationMessages,
  type PublicationInput,
} from '@vitrina/shared/publications';
import { toFieldErrors } from '@vitrina/shared/validation';
import type { PublicationMediaRow } from '../../db/schema/index';
import { HttpError, type FieldErrors } from '../../lib/errors';
import { foldFormFields } from '../../lib/form-fields';
import { asBytes, isJpegOrPng } from './publication-images';

export type PublicationForm = { input: PublicationInput; files: Buffer[] };

function throwIfAny(errors: FieldErrors) {
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(422, first[0], errors);
}

/** A form without an address sends no fields, empty ones, or an empty `address`: all mean "no address". */
function blankAddressToNull(address: unknown): unknown {
  if (address === '' || address === null) return null;
  if (address && typeof address === 'object' && !Array.isArray(address)) {
    const values = Object.values(address as Record<string, unknown>);
    if (values.every((value) => value === '' || value === null || value === undefined)) return null;
  }
  return address;
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

export async function readPublicationForm(body: Record<string, unknown>): Promise<PublicationForm> {
  const { medias, _method: _ignored, ...fields } = foldFormFields(body);
  if ('address' in fields) fields.address = blankAddressToNull(fields.address);
  // FormData cannot send an empty list: one empty `order` (or `order[]`) field means "no images".
  if ('order' in fields) fields.order = asList(fields.order).filter((entry) => entry !== '');
  const parsed = publicationInputSchema.safeParse(fields);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);

  const uploads = asList(medias).map(asBytes);
  if (uploads.length > publicationLimits.maxImages) {
    errors.medias = [publicationMessages.tooManyImages(publicationLimits.maxImages)];
  } else {
    const checks = await Promise.all(uploads.map(isJpegOrPng));
    if (checks.includes(false)) errors.medias = [publicationMessages.imageType];
  }
  throwIfAny(errors);
  return { input: parsed.data!, files: uploads as Buffer[] };
}

export type MediaSlot = { kind: 'existing'; media: PublicationMediaRow } | { kind: 'new'; upload: number };
export type MediaPlan = { slots: MediaSlot[]; removed: PublicationMediaRow[] };

/**
 * The images in their final order. `order` lists existing media ids and new uploads as 'new:<position among
 * the uploaded files>'; existing images it leaves out are removed, uploads it leaves out are appended in upload
 * order, repeats count once. Without `order` every image stays and uploads go last.
 */
export function planMedia(
  order: string[] | undefined,
  existing: PublicationMediaRow[],
  uploadCount: number,
): MediaPlan {
  const byId = new Map(existing.map((media) => [String(media.id), media]));
  const slots: MediaSlot[] = [];
  const usedExisting = new Set<number>();
  const usedUploads = new Set<number>();
  const errors: FieldErrors = {};

  for (const entry of order ?? existing.map((media) => String(media.id))) {
    if (entry.startsWith('new:')) {
      const upload = Number(entry.slice(4));
      if (upload >= uploadCount) errors.order = [messages.validation.invalidOption];
      else if (!usedUploads.has(upload)) {
        usedUploads.add(upload);
        slots.push({ kind: 'new', upload });
      }
      continue;
    }
    const media = byId.get(entry);
    if (!media) errors.order = [messages.validation.invalidOption];
    else if (!usedExisting.has(media.id)) {
      usedExisting.add(media.id);
      slots.push({ kind: 'existing', media });
    }
  }
  for (let upload = 0; upload < uploadCount; upload++)
    if (!usedUploads.has(upload)) slots.push({ kind: 'new', upload });
  if (slots.length > publicationLimits.maxImages)
    errors.medias = [publicationMessages.tooManyImages(publicationLimits.maxImages)];
  throwIfAny(errors);
  return { slots, removed: existing.filter((media) => !usedExisting.has(media.id)) };
}
