// The builders of a field's `search` (listing-field-kinds.ts, SearchSpec): each kind of match with the value a filter
// sends for it. A field's entry in listing-fields.ts says `search: searchBy.flag({ step: 'credit', order: 170 })`, and
// the filter schema, the SQL, the wizard and the title follow (search-fields.ts).
import { z } from 'zod';
import type { Option } from './enums';
import type { SearchSpec } from './listing-field-kinds';

/** ours */
export const minOverMax = 'El mínimo no puede ser mayor que el máximo.';

/** A range's bounds, either may be missing; the least may not exceed the greatest. */
export function rangeOf<T extends z.ZodType<number>>(bound: T) {
  return z
    .object({ min: bound.nullish(), max: bound.nullish() })
    .strict()
    .refine((value) => value.min == null || value.max == null || value.min <= value.max, {
      error: minOverMax,
      path: ['min'],
    });
}

/** Square metres with two decimals, as a filter's bounds. */
export const areaBound = z.number().min(0).max(1_000_000_000).multipleOf(0.01);
/** A word of a filter's list (tags, brands). */
const word = z.string().trim().min(1).max(100);
const wordsMax = 20;

type Common = Omit<SearchSpec, 'kind' | 'schema' | 'from' | 'top' | 'below' | 'none' | 'words'>;

/** `spec` with its filter's schema, made the first time something reads it (listing-field-kinds.ts, withSchemas). */
function withSchema<S extends object, T extends z.ZodType>(spec: S, schema: () => T): S & { readonly schema: T } {
  let made: T | undefined;
  return Object.defineProperty(spec, 'schema', { enumerable: true, get: () => (made ??= schema()) }) as S & {
    readonly schema: T;
  };
}

const valuesOf = <T extends readonly Option[]>(list: T) =>
  list.map((item) => item.value) as [T[number]['value'], ...T[number]['value'][]];

export const searchBy = {
  /** Yes or no: the listing's flag equals the answer. */
  flag: <const S extends Common>(spec: S & { words?: (value: boolean) => string | null }) =>
    withSchema({ ...spec, kind: 'flag' as const }, () => z.boolean().nullish()),
  /** One of the field's choices: the listing's equals it. */
  equals: <const S extends Common, T extends readonly Option[]>(options: T, spec: S) =>
    withSchema({ ...spec, kind: 'equals' as const }, () => z.enum(valuesOf(options)).nullish()),
  /** Several values: the listing matches when it has any of them (a list field shares one, a text field is one). */
  anyOf: <const S extends Common>(spec: S & { words?: (value: string[]) => string | null }) =>
    withSchema({ ...spec, kind: 'anyOf' as const }, () => z.array(word).max(wordsMax).nullish()),
  /** An area between bounds, in m² with two decimals. */
  range: <const S extends Common>(spec: S) =>
    withSchema({ ...spec, kind: 'range' as const }, () => rangeOf(areaBound).nullish()),
  /**
   * A count answered from `from` to `top`, the top meaning that many or more. Below the top a count matches exactly
   * (`exact`), or as a least (`atLeast`, where 0 matches none or not told).
   */
  orMore: <const S extends Common & { from: number; top: number; below: 'exact' | 'atLeast'; none?: string }>(
    spec: S,
  ) => withSchema({ ...spec, kind: 'orMore' as const }, () => z.number().int().min(spec.from).max(spec.top).nullish()),
};

/** How an answer of an `orMore` step reads: '3', '5 o más', 'Sin cochera', '1 o más'. */
export function orMoreLabel(spec: Pick<SearchSpec, 'top' | 'below' | 'none'>, value: number): string {
  if (value === 0 && spec.none) return spec.none;
  return value >= (spec.top ?? Infinity) || spec.below === 'atLeast' ? `${value} o más` : String(value);
}

/** The answers an `orMore` step offers, in order. */
export function orMoreValues(spec: Pick<SearchSpec, 'from' | 'top'>): number[] {
  const from = spec.from ?? 0;
  return Array.from({ length: (spec.top ?? from) - from + 1 }, (_, index) => from + index);
}
