// Places for addresses: autocomplete by text, then the chosen place's point.
import { z } from 'zod';

export const mapLimits = {
  autocompleteMinChars: 3,
  autocompleteDelayMs: 800,
  detailZoom: 16,
  detailMapHeight: 250,
} as const;

export const autocompleteRequestSchema = z.object({ search: z.string().trim().max(200) });
export const autocompleteItemSchema = z.object({ description: z.string(), reference: z.string() });
export const autocompleteResponseSchema = z.array(autocompleteItemSchema);

export const placeRequestSchema = z.object({ reference: z.string().trim().min(1).max(500) });
export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  reference: z.string(),
  description: z.string(),
  geolocation: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
});
export type Place = z.infer<typeof placeSchema>;

// ours: the gazetteer place (barrio, city or province) a typed address names, for the map to open there when the
// address itself is not a suggestion. `kind` tells how close to look.
export const locateRequestSchema = z.object({ search: z.string().trim().min(1).max(500) });
export const locatedPlaceSchema = placeSchema.extend({ kind: z.enum(['neighbourhood', 'city', 'province']) });
export type LocatedPlace = z.infer<typeof locatedPlaceSchema>;
export const locateResponseSchema = z.object({ place: locatedPlaceSchema.nullable() });
/** The zoom a located place opens at, so its whole area shows. */
export const locatedZoom = { neighbourhood: 15, city: 13, province: 7 } as const;

// ours
export const mapMessages = {
  unavailable: 'El servicio de mapas no responde. Probá de nuevo en unos minutos.',
} as const;
