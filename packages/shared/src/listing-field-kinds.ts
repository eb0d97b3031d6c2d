// The kinds of a listing's field and the builders of its entries in listing-fields.ts. A field's kind fixes how a
// form sends it ('' is unset, '1'/'0' are booleans, a number may come with a decimal comma), how it is validated
// (the column's limits become 422s on the field, never database errors) and what the API answers.
import { z } from 'zod';
import type { Option, PublicationType } from './enums';
import { optionalText } from './validation';

export type FieldKind = 'text' | 'url' | 'choice' | 'count' | 'area' | 'amount' | 'flag' | 'list';

/**
 * How a field reads when listings are compared side by side ('Comparar' of the filtered results): `lowest` or
 * `highest` is the best value of a numeric row, `shown` is a row without a best.
 */
export type CompareRule = 'lowest' | 'highest' | 'shown';

/**
 * How a search's filter matches a field (product.md, Searches: Results): `equals` one value, `range` between bounds,
 * `orMore` a count whose top answer means that many or more, `anyOf` any of a list of values, `flag` yes or no.
 */
export type SearchKind = 'equals' | 'range' | 'orMore' | 'anyOf' | 'flag';

/**
 * How a field is searched: the filter's value (its schema), where the builder's wizard asks for it, for which listings,
 * and what the automatic title says of it. search-fields.ts derives the filter schema, the SQL, the wizard's steps and
 * the title from these; the builders are in search-field-kinds.ts.
 */
export type SearchSpec<S extends z.ZodType = z.ZodType, P extends string = string> = {
  kind: SearchKind;
  /** The wizard's step: the id of its answer, and its place among the steps (wizard-model.ts lists the rest). */
  step: P;
  order: number;
  /** The step's title, when not the field's ('Marcas' for the brand: a filter names several). */
  title?: string;
  /** The filter's key, when not the field's own ('brands'). */
  key?: string;
  /** The types whose wizard asks for it, when not only the field's own (`forType`). */
  types?: readonly PublicationType[];
  /** Taken in a filter of any type, though the wizard asks for it only for its own (the API always took it). */
  anyType?: boolean;
  /** The operations it applies to, when only some; or those it does not apply to. */
  onlyFor?: readonly string[];
  notFor?: readonly string[];
  /** `orMore`: the answers go from `from` to `top`, the top meaning that many or more; below it `exact` or `atLeast`. */
  from?: number;
  top?: number;
  below?: 'exact' | 'atLeast';
  /** `orMore` with `atLeast`: what 0 reads as ('Sin cochera'); 0 then matches none (or not told). */
  none?: string;
  /** The automatic title's words for an answer ('que acepte mascotas'); none when it says nothing. */
  words?: (value: never) => string | null;
  /** The filter's value as the API takes it; unset (null or missing) is no condition. */
  schema: S;
};

export type FieldSpec<
  K extends FieldKind = FieldKind,
  C extends string = string,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
> = {
  kind: K;
  /** The key of the column in the Drizzle table (`publications.areaTotal` is stored in `area_total`). */
  column: C;
  /** What the form and the error list call it. */
  title: string;
  input: I;
  output: O;
  /** The choices of a `choice` field, with their Spanish titles. */
  options?: readonly Option[];
  /** The form shows the field only for listings of this type (and sends it empty otherwise). */
  forType?: PublicationType;
  /** The label of its row in the detail's table of extras, for a field listed there (when it has a value). */
  detail?: string;
  /** Other names an Octoparse column may carry (folded: no case, accents, spaces or punctuation). */
  feedNames?: readonly string[];
  /** Whether 'Comparar' has a row for it, and which value of that row is best. */
  compare?: CompareRule;
  /** The categories that never have it (land has no rooms): the form hides it and a search never asks for it. */
  hiddenFor?: readonly string[];
  /** How a search filters on it; a field without one is not searched. */
  search?: SearchSpec;
};

/**
 * The largest value each kind of numeric column holds: integer (rooms, age, parkings), numeric(12,2) (areas) and
 * bigint read as a JavaScript number (amounts). A larger value is a 422 on its field, never a database error.
 */
export const columnMaximums = {
  integer: 2_147_483_647,
  area: 9_999_999_999.99,
  amount: Number.MAX_SAFE_INTEGER,
} as const;

const isUnset = (value: unknown) => value === '' || value === null || value === undefined || value === 'null';

/** '1'/'0', 'true'/'false', booleans; '' and null mean unset. */
export const formBoolean = z.preprocess((value) => {
  if (isUnset(value)) return null;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return value;
}, z.boolean().nullable());

/** A non-negative number from a form ('' is unset). Amounts are integers and empty when 0 (docs/product.md). */
function formNumber(kind: 'int' | 'decimal', options: { positiveOnly?: boolean; max?: number } = {}) {
  const max = options.max ?? (kind === 'int' ? columnMaximums.integer : columnMaximums.area);
  const base = kind === 'int' ? z.number().int().min(0).max(max) : z.number().min(0).max(max).multipleOf(0.01);
  return z.preprocess((value) => {
    if (isUnset(value)) return null;
    const number = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
    if (options.positiveOnly && typeof number === 'number' && number === 0) return null;
    return number;
  }, base.nullable());
}

/** A list of distinct trimmed texts; one value stands for a list of one, '' for none. */
const textList = (max: number, itemMax: number) =>
  z
    .preprocess(
      (value) => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.string().trim().min(1).max(itemMax)).max(max),
    )
    .transform((list) => [...new Set(list)]);

export const emptyToNull = (value: unknown) => (value === '' ? null : value);
const values = <T extends readonly Option[]>(list: T) =>
  list.map((item) => item.value) as [T[number]['value'], ...T[number]['value'][]];

type Extra = Pick<FieldSpec, 'forType' | 'detail' | 'feedNames' | 'compare' | 'hiddenFor' | 'search'>;

/**
 * `spec` with its schemas, each made the first time something reads it and kept: a page that shows a listing's fields
 * without checking them (the detail's table) never builds them. Whoever copies a field keeps its getters
 * (`Object.getOwnPropertyDescriptors`); a spread reads them.
 */
export function withSchemas<S extends object, I extends z.ZodType, O extends z.ZodType>(
  spec: S,
  input: () => I,
  output: () => O,
): S & { readonly input: I; readonly output: O } {
  const made: { input?: I; output?: O } = {};
  return Object.defineProperties(spec, {
    input: { enumerable: true, get: () => (made.input ??= input()) },
    output: { enumerable: true, get: () => (made.output ??= output()) },
  }) as S & { readonly input: I; readonly output: O };
}

export const text = <C extends string, const E extends Extra = object>(
  column: C,
  title: string,
  max: number,
  extra?: E,
) =>
  withSchemas(
    { kind: 'text' as const, column, title, ...(extra as E) },
    () => optionalText(max),
    () => z.string().nullable(),
  );

/** A choice among options: required ones must be sent, optional ones read '' as none. */
export function choice<C extends string, T extends readonly Option[], const E extends Extra = object>(
  column: C,
  title: string,
  options: T,
  extra?: E,
) {
  return withSchemas(
    { kind: 'choice' as const, column, title, options, ...(extra as E) },
    () => z.preprocess(emptyToNull, z.enum(values(options)).nullish()),
    () => z.enum(values(options)).nullable(),
  );
}

export function requiredChoice<C extends string, T extends readonly Option[], const E extends Extra = object>(
  column: C,
  title: string,
  options: T,
  extra?: E,
) {
  return withSchemas(
    { kind: 'choice' as const, column, title, options, ...(extra as E) },
    () => z.enum(values(options)),
    () => z.enum(values(options)),
  );
}

export const count = <C extends string, const E extends Extra = object>(column: C, title: string, extra?: E) =>
  withSchemas(
    { kind: 'count' as const, column, title, ...(extra as E) },
    () => formNumber('int'),
    () => z.number().int().nullable(),
  );

/** Square metres with two decimals. */
export const area = <C extends string, const E extends Extra = object>(column: C, title: string, extra?: E) =>
  withSchemas(
    { kind: 'area' as const, column, title, ...(extra as E) },
    () => formNumber('decimal'),
    () => z.number().nullable(),
  );

/** Whole money amounts; 0 or less means none. */
export const amount = <C extends string, const E extends Extra = object>(column: C, title: string, extra?: E) =>
  withSchemas(
    { kind: 'amount' as const, column, title, ...(extra as E) },
    () => formNumber('int', { positiveOnly: true, max: columnMaximums.amount }),
    () => z.number().int().nullable(),
  );

export const flag = <C extends string, const E extends Extra = object>(column: C, title: string, extra?: E) =>
  withSchemas(
    { kind: 'flag' as const, column, title, ...(extra as E) },
    () => formBoolean,
    () => z.boolean().nullable(),
  );

export const list = <C extends string, const E extends Extra = object>(
  column: C,
  title: string,
  max: number,
  itemMax: number,
  extra?: E,
) =>
  withSchemas(
    { kind: 'list' as const, column, title, ...(extra as E) },
    () => textList(max, itemMax),
    () => z.array(z.string()),
  );
