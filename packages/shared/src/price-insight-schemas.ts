// The schemas of a listing's price insights as the API answers them (price-insights.ts has their types and texts,
// without zod, for the pages that only show them).
import { z } from 'zod';
import type { BarrioPrice, PriceChange } from './price-insights';

/** One change of a listing's shown price (the offer when below the list price). */
export const priceChangeSchema = z.object({
  at: z.string(),
  old_currency: z.string().nullable(),
  old_price: z.number().nullable(),
  currency: z.string().nullable(),
  price: z.number().nullable(),
}) satisfies z.ZodType<PriceChange>;

/** The median price per m² of comparable public listings in the listing's barrio. */
export const barrioPriceSchema = z.object({
  name: z.string(),
  median: z.number(),
  listings: z.number().int(),
}) satisfies z.ZodType<BarrioPrice>;
