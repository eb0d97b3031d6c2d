// Which fields the form shows for a type and category (spec 02 §2: the fields of the Publication entity). A
// plot of land has no rooms, covered area, age or parking; a parking space has no rooms; shops and offices
// have no bedrooms. Hidden fields are sent empty, so switching category clears what no longer applies.
import type { PublicationType } from '@vitrina/shared/enums';

export type OptionalField =
  | 'operation'
  | 'area_total'
  | 'area_covered'
  | 'rooms_total'
  | 'bedrooms'
  | 'bathrooms'
  | 'parkings'
  | 'age'
  | 'credit'
  | 'reserved'
  | 'brand'
  | 'code'
  | 'gender'
  | 'age_group'
  | 'last_season'
  | 'stock';

const propertyFields: OptionalField[] = [
  'operation',
  'area_total',
  'area_covered',
  'rooms_total',
  'bedrooms',
  'bathrooms',
  'parkings',
  'age',
  'credit',
  'reserved',
];
const clothingFields: OptionalField[] = ['brand', 'code', 'gender', 'age_group', 'last_season', 'stock'];

const hiddenByCategory: Record<string, OptionalField[]> = {
  terreno: ['area_covered', 'rooms_total', 'bedrooms', 'bathrooms', 'parkings', 'age'],
  cochera: ['rooms_total', 'bedrooms', 'bathrooms', 'parkings'],
  local: ['bedrooms'],
  oficina: ['bedrooms'],
};

export function visibleFields(type: PublicationType | '', category: string): ReadonlySet<OptionalField> {
  const byType = type === 'property' ? propertyFields : type === 'clothing' ? clothingFields : [];
  const hidden = hiddenByCategory[category] ?? [];
  return new Set(byType.filter((field) => !hidden.includes(field)));
}
