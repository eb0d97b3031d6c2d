// Which fields the form shows for a type and category (product.md, Listings). A type's own fields are the definition's
// (`forType`); the form's own rule is that a plot of land has no rooms, covered area, age or parking, a parking space
// has no rooms, and shops and offices have no bedrooms. Hidden fields are sent empty, so switching category clears what
// no longer applies.
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

const hiddenByCategory: Record<string, OptionalField[]> = {
  terreno: [
    'extras.areas.covered',
    'extras.rooms.total',
    'extras.rooms.bedrooms',
    'extras.rooms.bathrooms',
    'extras.parkings',
    'extras.age',
  ],
  cochera: ['extras.rooms.total', 'extras.rooms.bedrooms', 'extras.rooms.bathrooms', 'extras.parkings'],
  local: ['extras.rooms.bedrooms'],
  oficina: ['extras.rooms.bedrooms'],
};

/** The optional fields shown for a type and category. */
export function visibleFields(type: string, category: string): ReadonlySet<OptionalField> {
  const fields = byType[type as PublicationType] ?? [];
  const hidden = hiddenByCategory[category] ?? [];
  return new Set(fields.filter((field) => !hidden.includes(field)));
}

/** Whether the form shows a field (and sends what it holds): every listing's fields always, the others by the rules. */
export function shownFields(type: string, category: string): (path: string) => boolean {
  const visible: ReadonlySet<string> = visibleFields(type, category);
  return (path) => !optional.has(path) || visible.has(path);
}

/** The flags the form shows as a switch. A switch has no 'unset', so an unset one starts off and is saved as no. */
export const switchFlags: readonly ListingFieldPath[] = ['extras.credit', 'extras.reserved'];
