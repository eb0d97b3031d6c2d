// Which fields the form shows for a type and category (product.md, Listings), all from the listing definition: a
// type's own fields (`forType`), less those its category lacks (`hiddenFor`: a plot of land has no rooms, covered
// area, age or parking, a parking space has no rooms, shops and offices have no bedrooms; a search's wizard follows the
// same rule). Hidden fields are sent empty, so switching category clears what no longer applies.
import type { PublicationType } from '@vitrina/shared/enums';
import { listingFieldList, type ListingFieldPath } from '@vitrina/shared/listing-fields';

/** A field the form shows only for some listings: a type's own field, or the stock. */
export type OptionalField = ListingFieldPath | 'extras.stock';

const fieldsOf = (type: PublicationType): OptionalField[] =>
  listingFieldList.filter((field) => field.forType === type).map((field) => field.key);

const byType: Record<PublicationType, OptionalField[]> = {
  property: fieldsOf('property'),
  // The stock is a garment's too: rows of colour and size, a structured value the definition does not spell.
  clothing: [...fieldsOf('clothing'), 'extras.stock'],
};

const optional: ReadonlySet<string> = new Set(Object.values(byType).flat());

const hiddenFor = (category: string): OptionalField[] =>
  listingFieldList.filter((field) => field.hiddenFor?.includes(category)).map((field) => field.key);

/** The optional fields shown for a type and category. */
export function visibleFields(type: string, category: string): ReadonlySet<OptionalField> {
  const fields = byType[type as PublicationType] ?? [];
  const hidden = hiddenFor(category);
  return new Set(fields.filter((field) => !hidden.includes(field)));
}

/** Whether the form shows a field (and sends what it holds): every listing's fields always, the others by the rules. */
export function shownFields(type: string, category: string): (path: string) => boolean {
  const visible: ReadonlySet<string> = visibleFields(type, category);
  return (path) => !optional.has(path) || visible.has(path);
}

/**
 * The flags the form shows as a switch: a property's (a garment's season is a choice). A switch has no 'unset', so
 * an unset one starts off and is saved as no.
 */
export const switchFlags: readonly ListingFieldPath[] = listingFieldList
  .filter((field) => field.kind === 'flag' && field.forType === 'property')
  .map((field) => field.key);
