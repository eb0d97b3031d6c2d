// A listing's fields between the API's shapes and the table's columns, derived from the one definition of the
// fields (@vitrina/shared/listing-fields): a validated form or feed item becomes columns, a row becomes the
// Publication's fields. Only the structured values (address, stock) are spelled out here.
import {
  listingFieldList,
  setValueAt,
  valueAt,
  type listingInput,
  type ListingColumn,
} from '@vitrina/shared/listing-fields';
import type { Publication, PublicationInput } from '@vitrina/shared/publications';
import type { NewPublicationRow, PublicationRow, StockItem } from '../../db/schema/index';

/** The columns a listing's form fills: everything but ownership, counters, priority and dates. */
export type PublicationColumns = Required<
  Pick<NewPublicationRow, ListingColumn | 'addressTitle' | 'lat' | 'lng' | 'stock' | 'sizes' | 'colors'>
>;

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];

/** A validated form (or feed item) as the listing's columns; what is not sent is cleared. */
export function toPublicationColumns(input: PublicationInput): PublicationColumns {
  const columns: Record<string, unknown> = {};
  for (const field of listingFieldList)
    columns[field.column] = valueAt(input, field.path) ?? (field.kind === 'list' ? [] : null);
  // Operations are a property's: a clothing listing keeps none.
  if (input.type !== 'property') columns.operation = null;
  const stock: StockItem[] = (input.extras.stock ?? [])
    .map((item) => ({ color: item.color ?? null, size: item.size ?? null }))
    .filter((item) => item.color !== null || item.size !== null);
  return {
    ...(columns as Pick<PublicationColumns, ListingColumn>),
    addressTitle: input.address?.title ?? null,
    lat: input.address?.lat ?? null,
    lng: input.address?.lng ?? null,
    stock,
    sizes: unique(stock.map((item) => item.size)),
    colors: unique(stock.map((item) => item.color)),
  };
}

type ListingView = Omit<Publication, 'extras'> & { extras: Omit<Publication['extras'], 'stock'> };
type TopFields = keyof (typeof listingInput)['top'];

/** The fields a row answers, in the Publication's shape (`extras` without the stock). */
export function listingFieldsOf(row: PublicationRow): Pick<ListingView, TopFields | 'extras'> {
  const view: Record<string, unknown> = {};
  for (const field of listingFieldList) setValueAt(view, field.path, row[field.column as ListingColumn]);
  return view as Pick<ListingView, TopFields | 'extras'>;
}
