// «Parecidas» (product.md, Listings: Detail): the public listings most like one, as the detail shows them below it.
import { z } from 'zod';
import { publicationSchema } from './publications';

/** How many similar listings a detail shows at most. */
export const SIMILAR_LISTINGS_MAX = 10;

export const similarListingsQuerySchema = z.object({
  /** The search the detail was opened from, by id or uuid: what the caller already decided in it is left out. */
  search_id: z
    .string()
    .regex(/^([1-9]\d{0,14}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i)
    .optional(),
});
export type SimilarListingsQuery = z.infer<typeof similarListingsQuerySchema>;

/** The listings, most similar first, each as every listing endpoint answers it. */
export const similarListingsSchema = z.object({ data: z.array(publicationSchema) });
export type SimilarListings = z.infer<typeof similarListingsSchema>;

export { similarListingsTexts } from './similar-listing-texts';
