// The listing form's state (product.md, Listings: Form): the shared input's shape (`values.extras.areas.total`), each
// field holding what its input edits, derived from the one listing definition, plus the address, the stock rows
// and the images. Sections read and write it by a field's dotted path; a listing being edited fills it from the
// same paths of the Publication.
import { sortBySize } from '@vitrina/shared/enums';
import {
  listingFieldByPath,
  listingFieldList,
  setValueAt,
  valueAt,
  type FieldKind,
  type ListingField,
  type ListingFieldPath,
  type listingFields,
} from '@vitrina/shared/listing-fields';
import type { Publication } from '@vitrina/shared/publications';
import { switchFlags } from './form-rules';

export type NumberValue = number | '';

export type ImageItem =
  { key: string; kind: 'existing'; id: number; url: string } | { key: string; kind: 'new'; file: File; url: string };

export type StockRow = { key: string; color: string; size: string };

export type AddressValue = { title: string; lat: number; lng: number };

/** What an input holds for each kind of field: texts and choices as typed, a number or '' for none, a flag unset
 * (null) or said, a list of texts. */
type KindValue = {
  text: string;
  url: string;
  choice: string;
  count: NumberValue;
  area: NumberValue;
  amount: NumberValue;
  flag: boolean | null;
  list: string[];
};

type ValuesOf<T> = {
  -readonly [K in keyof T]: T[K] extends { kind: infer Kind extends FieldKind } ? KindValue[Kind] : ValuesOf<T[K]>;
};
type ListingValues = ValuesOf<typeof listingFields>;

export type FormValues = Omit<ListingValues, 'extras'> & {
  extras: ListingValues['extras'] & { stock: StockRow[] };
  address: AddressValue | null;
  images: ImageItem[];
};

/** A place of the form's state: a field of the definition, or one of the structured values. */
export type FormPath = ListingFieldPath | 'address' | 'extras.stock' | 'images';

type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;
export type FormValue<P extends FormPath> = At<FormValues, P>;

export function formValue<P extends FormPath>(values: FormValues, path: P): FormValue<P> {
  return valueAt(values, path.split('.')) as FormValue<P>;
}

/** A copy with one value changed, sharing every group off its path (React compares by reference). */
export function withFormValue<P extends FormPath>(values: FormValues, path: P, value: FormValue<P>): FormValues {
  const steps = path.split('.');
  const change = (node: Record<string, unknown>, index: number): Record<string, unknown> => ({
    ...node,
    [steps[index]]:
      index === steps.length - 1 ? value : change(node[steps[index]] as Record<string, unknown>, index + 1),
  });
  return change(values, 0) as FormValues;
}

/** A field's label: its title in the definition. */
export const titleOf = (path: ListingFieldPath): string => listingFieldByPath.get(path)?.title ?? path;

let keySequence = 0;
/** A key for a row or an image, stable while it moves. */
export function nextKey(prefix: string): string {
  keySequence += 1;
  return `${prefix}-${keySequence}`;
}

/** What a field's input starts with, from the listing's value at the field's path (none when creating). */
function initialOf(field: ListingField, value: unknown): unknown {
  switch (field.kind) {
    case 'count':
    case 'area':
    case 'amount':
      return typeof value === 'number' ? value : '';
    case 'flag':
      return typeof value === 'boolean' ? value : null;
    case 'list':
      return Array.isArray(value) ? [...value] : [];
    default:
      return typeof value === 'string' ? value : '';
  }
}

export function initialValues(publication?: Publication, options: { isPublic?: boolean } = {}): FormValues {
  const values: Record<string, unknown> = {};
  for (const field of listingFieldList)
    setValueAt(values, field.path, initialOf(field, valueAt(publication, field.path)));

  // A switch has no 'unset': an unset flag shown as one is off, and is saved so.
  for (const path of switchFlags) {
    const steps = path.split('.');
    if (valueAt(values, steps) === null) setValueAt(values, steps, false);
  }
  // A new listing is public unless the page asks otherwise (?public=false).
  values.public = publication?.public ?? options.isPublic ?? true;
  // A listing takes visits unless its owner turns them off (decision 025).
  values.visits = publication?.visits ?? true;

  const point = publication?.address?.geolocation?.coordinates;
  values.address =
    publication?.address && point ? { title: publication.address.title, lat: point[0], lng: point[1] } : null;
  // Shown by size in the enumeration's order; rows added while editing stay where they were added.
  setValueAt(
    values,
    ['extras', 'stock'],
    sortBySize(publication?.extras.stock ?? []).map((item): StockRow => ({
      key: nextKey('stock'),
      color: item.color ?? '',
      size: item.size ?? '',
    })),
  );
  values.images = [...(publication?.medias ?? [])]
    .sort((a, b) => a.number - b.number)
    .map((media): ImageItem => ({
      key: `media-${media.id}`,
      kind: 'existing',
      id: media.id,
      url: media.thumbnail_url ?? media.file_url,
    }));
  return values as FormValues;
}

/** Amounts are whole and non-negative; 0 or less reads as empty (product.md, Listings). */
export function amountValue(value: number | string): NumberValue {
  const parsed = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (value === '' || !Number.isFinite(parsed) || parsed <= 0) return '';
  return Math.round(parsed);
}

/** Counts and areas are non-negative; areas keep two decimals (step 0.01). */
export function quantityValue(value: number | string, decimals: 0 | 2): NumberValue {
  const parsed = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (value === '' || !Number.isFinite(parsed)) return '';
  const factor = decimals === 2 ? 100 : 1;
  return Math.max(0, Math.round(parsed * factor) / factor);
}
