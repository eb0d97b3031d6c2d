// A search's field filters, derived from the listing definition (listing-fields.ts): every field with a `search` is
// one. From each follow its key in a filter's `extras` (the filter schema's part, searches.ts), which types,
// categories and operations it applies to (the wizard, the query box, the schema's check), the value it reads in a
// filter, and the automatic title's words. The API's SQL (search-filter-sql.queries.ts), the web's wizard steps and
// the prediction's features read the same list. A filter's other parts (type, category, operation, price, sizes,
// stores, the area on the map, the places) are the searches' own (searches.ts).
import { z } from 'zod';
import type { PublicationType } from './enums';
import {
  listingFieldList,
  listingFields,
  type FieldSpec,
  type ListingColumn,
  type ListingField,
  type SearchSpec,
} from './listing-fields';

type Extras = typeof listingFields.extras;
type Leaf<T> = { [K in keyof T]: T[K] extends FieldSpec ? T[K] : Leaf<T[K]> }[keyof T];
type Searchable = Extract<Leaf<Extras>, { search: SearchSpec }>;

/** The wizard step of each searched field ('rooms', 'credit'…). */
export type SearchStep = Searchable['search']['step'];

export type Range = { min: number | null; max: number | null };
type AnswerOf<S> = S extends { kind: 'flag' }
  ? boolean | null
  : S extends { kind: 'equals' }
    ? string | null
    : S extends { kind: 'orMore' }
      ? number | null
      : S extends { kind: 'range' }
        ? Range
        : string[];
/** The wizard's answer of each searched field, by step. */
export type FieldAnswers = { [F in Searchable as F['search']['step']]: AnswerOf<F['search']> };

type HasSearch<T> = [Extract<Leaf<T>, { search: SearchSpec }>] extends [never] ? false : true;
type FilterKey<N, K> = N extends FieldSpec
  ? N extends { search: infer S }
    ? S extends { key: infer A extends string }
      ? A
      : K
    : never
  : HasSearch<N> extends true
    ? K
    : never;
type FilterShape<T> = {
  -readonly [K in keyof T as FilterKey<T[K], K>]: T[K] extends { search: { schema: infer S extends z.ZodType } }
    ? S
    : z.ZodOptional<z.ZodNullable<z.ZodObject<FilterShape<T[K]>, z.core.$strict>>>;
};

/** A searched field: the listing's field, its search, and where its value sits in a filter. */
export type SearchField = ListingField & {
  column: ListingColumn;
  search: SearchSpec;
  step: SearchStep;
  filterPath: readonly string[];
};

const filterPathOf = (field: ListingField & { search: SearchSpec }) =>
  field.search.key ? [...field.path.slice(0, -1), field.search.key] : field.path;

/** Every searched field, in the wizard's order. */
export const searchFields: readonly SearchField[] = listingFieldList
  .filter((field): field is ListingField & { search: SearchSpec } => field.search !== undefined)
  .map((field) => ({
    ...field,
    column: field.column as ListingColumn,
    step: field.search.step as SearchStep,
    filterPath: filterPathOf(field),
  }))
  .sort((a, b) => a.search.order - b.search.order);

export const searchFieldByStep = new Map<string, SearchField>(searchFields.map((field) => [field.step, field]));

type Node = { field?: SearchField; children: Map<string, Node> };

function filterTree(): Node {
  const root: Node = { children: new Map() };
  for (const field of searchFields) {
    let node = root;
    for (const step of field.filterPath.slice(1)) {
      const next = node.children.get(step) ?? { children: new Map() };
      node.children.set(step, next);
      node = next;
    }
    node.field = field;
  }
  return root;
}

function shapeOf(node: Node): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, child] of node.children)
    shape[name] = child.field ? child.field.search.schema : z.object(shapeOf(child)).strict().nullish();
  return shape;
}

/**
 * The part of a filter's `extras` the listing's fields make, keyed as the API takes it: groups (areas, rooms) are
 * strict objects, each may be null.
 */
export const searchExtrasShape = shapeOf(filterTree()) as FilterShape<Extras>;

/** The answers a filter is built from, as far as the fields go. */
export type FieldContext = { type: string; category: string; operation?: string | null };

/** The types whose filters ask for a field. */
export function typesOf(field: SearchField): readonly PublicationType[] {
  return field.search.types ?? (field.forType ? [field.forType] : ['property', 'clothing']);
}

/** Whether a filter of this type, category and operation asks for the field (product.md, Searches: Builder). */
export function fieldApplies(field: SearchField, { type, category, operation }: FieldContext): boolean {
  if (!(typesOf(field) as readonly string[]).includes(type)) return false;
  if (field.hiddenFor?.includes(category)) return false;
  const { onlyFor, notFor } = field.search;
  if (onlyFor && !onlyFor.includes(operation ?? '')) return false;
  return !notFor?.includes(operation ?? '');
}

/** Whether the field of this step applies; false for a step no field has. */
export function stepApplies(step: string, context: FieldContext): boolean {
  const field = searchFieldByStep.get(step);
  return field !== undefined && fieldApplies(field, context);
}

/**
 * The keys of `extras` a filter of this type may not hold: those of the other type's own fields (the schema says
 * 'Este filtro no corresponde al tipo elegido.'), in the definition's order.
 */
export function foreignExtras(type: string): string[] {
  const keys = searchFields
    .filter((field) => field.forType && field.forType !== type && !field.search.anyType)
    .sort((a, b) => listingFieldList.indexOf(a) - listingFieldList.indexOf(b))
    .map((field) => field.filterPath[1]);
  return [...new Set(keys)];
}

/** The value a filter holds for a field (undefined or null: no condition). */
export function filterValue(filter: { extras?: unknown }, field: SearchField): unknown {
  let current: unknown = filter;
  for (const step of field.filterPath) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

/** Whether a filter's value for a field sets a condition. */
export function isSet(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') {
    const { min, max } = value as { min?: unknown; max?: unknown };
    return (min !== null && min !== undefined) || (max !== null && max !== undefined);
  }
  return true;
}

/** The automatic title's words of a filter's fields, in the wizard's order ('Nike', 'que acepte mascotas'). */
export function fieldWords(filter: { extras?: unknown }): string[] {
  const words: string[] = [];
  for (const field of searchFields) {
    const say = field.search.words as ((value: unknown) => string | null) | undefined;
    const value = filterValue(filter, field);
    const said = say && isSet(value) ? say(value) : null;
    if (said) words.push(said);
  }
  return words;
}

/** The columns of the flags a search filters on. */
export type SearchFlagColumn = Extract<Searchable, { search: { kind: 'flag' } }>['column'];

/** The flags a search filters on, for the prediction's features: the field's key and its column. */
export const searchFlags = searchFields
  .filter((field) => field.search.kind === 'flag')
  .map((field) => ({ name: field.path[field.path.length - 1], column: field.column as SearchFlagColumn }));

export type { SearchSpec };
