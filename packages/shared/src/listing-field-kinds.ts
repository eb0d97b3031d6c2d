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

type Extra = Pick<FieldSpec, 'forType' | 'detail' | 'feedNames' | 'compare'>;

export const text = <C extends string>(column: C, title: string, max: number, extra: Extra = {}) => ({
  kind: 'text' as const,
  column,
  title,
  input: optionalText(max),
  output: z.string().nullable(),
  ...extra,
});

/** A choice among options: required ones must be sent, optional ones read '' as none. */
export function choice<C extends string, T extends readonly Option[]>(
  column: C,
  title: string,
  options: T,
  extra: Extra = {},
) {
  return {
    kind: 'choice' as const,
    column,
    title,
    options,
    input: z.preprocess(emptyToNull, z.enum(values(options)).nullish()),
    output: z.enum(values(options)).nullable(),
    ...extra,
  };
}

export function requiredChoice<C extends string, T extends readonly Option[]>(column: C, title: string, options: T) {
  return {
    kind: 'choice' as const,
    column,
    title,
    options,
    input: z.enum(values(options)),
    output: z.enum(values(options)),
  };
}

export const count = <C extends string>(column: C, title: string, extra: Extra = {}) => ({
  kind: 'count' as const,
  column,
  title,
  input: formNumber('int'),
  output: z.number().int().nullable(),
  ...extra,
});

/** Square metres with two decimals. */
export const area = <C extends string>(column: C, title: string, extra: Extra = {}) => ({
  kind: 'area' as const,
  column,
  title,
  input: formNumber('decimal'),
  output: z.number().nullable(),
  ...extra,
});

/** Whole money amounts; 0 or less means none. */
export const amount = <C extends string>(column: C, title: string, extra: Extra = {}) => ({
  kind: 'amount' as const,
  column,
  title,
  input: formNumber('int', { positiveOnly: true, max: columnMaximums.amount }),
  output: z.number().int().nullable(),
  ...extra,
});

export const flag = <C extends string>(column: C, title: string, extra: Extra = {}) => ({
  kind: 'flag' as const,
  column,
  title,
  input: formBoolean,
  output: z.boolean().nullable(),
  ...extra,
});

export const list = <C extends string>(column: C, title: string, max: number, itemMax: number, extra: Extra = {}) => ({
  kind: 'list' as const,
  column,
  title,
  input: textList(max, itemMax),
  output: z.array(z.string()),
  ...extra,
});
