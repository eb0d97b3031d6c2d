// What a participant likes in a search, at a glance (product.md, Searches: What one likes): the median price per
// currency, the median areas and rooms, and the places, tags, brands and sizes that recur among their likes. Shown on
// the deck's final slide and in the filtered results, for the person and for an agent looking at a client's choices.
import { z } from 'zod';
import './validation';

export const summaryLimits = {
  /** The latest likes the summary reads. */
  likesRead: 1000,
  /** A value recurs when at least this many likes share it. */
  recurs: 2,
  /** How many recurring values of each kind it names. */
  topValues: 5,
} as const;

export const summaryQuerySchema = z.object({
  /** Whose likes: a participant of the search; the caller by default. */
  user_id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});

const countedSchema = z.object({ name: z.string(), count: z.number().int() });
export type Counted = z.infer<typeof countedSchema>;

export const likesSummarySchema = z.object({
  /** How many likes the summary read (at most `likesRead`, the latest). */
  likes: z.number().int(),
  /** One line per currency, most liked first: the median, lowest and highest price of the likes in it. */
  prices: z.array(
    z.object({
      currency: z.string(),
      median: z.number(),
      min: z.number(),
      max: z.number(),
      count: z.number().int(),
    }),
  ),
  area_total: z.number().nullable(),
  area_covered: z.number().nullable(),
  rooms: z.number().nullable(),
  bedrooms: z.number().nullable(),
  places: z.array(countedSchema),
  tags: z.array(countedSchema),
  brands: z.array(countedSchema),
  sizes: z.array(countedSchema),
});
export type LikesSummary = z.infer<typeof likesSummarySchema>;

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The values that recur at least `summaryLimits.recurs` times, most frequent first (ties by name), at most five. */
export function recurring(values: readonly string[]): Counted[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count >= summaryLimits.recurs)
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'es'))
    .slice(0, summaryLimits.topValues);
}
