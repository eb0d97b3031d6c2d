// The 422 answer of the listing form, read for the screen (product.md, Listings: Form): nothing is checked before
// sending, and the server's errors show as a list above the submit button and on their fields. Keys are the API's
// dotted paths, which are the definition's field paths ('extras.areas.total') or go into a structured value
// ('extras.stock.0.color', 'medias.2').
import { listingFieldByPath, type ListingFieldPath } from '@vitrina/shared/listing-fields';
import { fieldErrors } from '@/lib/error-message';
import { formTexts } from '../publication-texts';
import { titleOf, type FormPath } from './form-model';
import type { FormErrors } from './form-types';

/** The keys of the values the definition does not spell, and the part of the form that edits each. */
const structured: Record<string, FormPath> = {
  address: 'address',
  'extras.stock': 'extras.stock',
  medias: 'images',
  order: 'images',
};

const structuredLabels: Partial<Record<FormPath, string>> = {
  address: formTexts.address,
  'extras.stock': formTexts.sectionStock,
  images: formTexts.images,
};

const isFieldPath = (key: string): key is ListingFieldPath => listingFieldByPath.has(key as ListingFieldPath);

/** The form field a server key names: its longest prefix that is a field ('extras.stock.0.color' is the stock). */
export function fieldOfKey(key: string): FormPath | undefined {
  const parts = key.split('.');
  for (let length = parts.length; length > 0; length--) {
    const prefix = parts.slice(0, length).join('.');
    if (isFieldPath(prefix)) return prefix;
    if (Object.hasOwn(structured, prefix)) return structured[prefix];
  }
  return undefined;
}

const labelOf = (field: FormPath): string | undefined =>
  isFieldPath(field) ? titleOf(field) : structuredLabels[field];

/** One line of the error list; `field` is the form field it names, so fixing that field takes the line away. */
export type ServerErrorItem = { key: string; field?: FormPath; label?: string; message: string };

/** The errors to list and to show on fields; null when the failure is no validation answer. */
export function readServerErrors(error: unknown): { list: ServerErrorItem[]; fields: FormErrors } | null {
  const errors = fieldErrors(error);
  if (!errors) return null;
  const list: ServerErrorItem[] = [];
  const fields: FormErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = fieldOfKey(key);
    list.push({ key, field, label: field ? labelOf(field) : undefined, message: messages[0] });
    if (field && !fields[field]) fields[field] = messages[0];
  }
  return { list, fields };
}
