// POST /search/parse: a sentence in, the query box's reading of it out (the same parser the browser runs).
import { z } from 'zod';
import { searchOrderValues, searchPlaceSchema, type SearchFilterInput } from '../searches';
import '../validation';
import { queryParseLimits } from './query-parse-limits';

// ours
export const queryParseMessages = {
  textMax: `El texto puede tener hasta ${queryParseLimits.textMax} caracteres.`,
  textRequired: 'Escribí qué buscás.',
} as const;

export const queryParseRequestSchema = z
  .object({
    text: z
      .string({ error: queryParseMessages.textRequired })
      .max(queryParseLimits.textMax, { error: queryParseMessages.textMax }),
  })
  .strict();

/**
 * Filters as POST /search takes them (its input shape: no currency is a filter without bounds). Built by the parser
 * from the same enumerations, and a response schema with the filter's refinements cannot be serialized.
 */
const parsedFiltersSchema = z.array(z.unknown()) as unknown as z.ZodType<SearchFilterInput[]>;

export const queryParseResponseSchema = z.object({
  /** In the shape POST /search takes. */
  filters: parsedFiltersSchema,
  /** Each as the map step's place: POST /search takes their `reference`. */
  places: z.array(searchPlaceSchema.omit({ outline: true })),
  order: z.enum(searchOrderValues),
  /** The search's automatic title; null when no filter was understood. */
  title: z.string().nullable(),
  /** The words it did not use, as written. */
  unknown: z.array(z.string()),
});
