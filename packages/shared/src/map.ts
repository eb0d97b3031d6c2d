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

/**
 * ours: how far a place reaches, by what it is: how large a circle around its point a search matches in when the
 * provider gave no outline, and how close a map looks at it.
 */
export const placeKinds = ['address', 'neighbourhood', 'city', 'province'] as const;
export type PlaceKind = (typeof placeKinds)[number];

/**
 * ours: a place's outline is simplified to at most this many points over at most this many rings before a search
 * keeps it, so testing a listing against it costs a bounded few microseconds (decision 012).
 */
export const placeOutlineLimits = { pointsMax: 200, ringsMax: 20 } as const;

const outlinePointSchema = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);

/**
 * A place's outline (a barrio's boundary, as a provider such as Nominatim answers it, simplified): rings of
 * [lat, lng] points, each closed implicitly (its last point joins its first). A point is inside when an odd number of
 * rings hold it, so a ring inside another is a hole and rings apart are the parts of one place. No ring crosses the
 * antimeridian.
 */
export const placeOutlineSchema = z
  .array(z.array(outlinePointSchema).min(3))
  .min(1)
  .max(placeOutlineLimits.ringsMax)
  .refine((rings) => rings.reduce((sum, ring) => sum + ring.length, 0) <= placeOutlineLimits.pointsMax, {
    error: `Un contorno tiene como máximo ${placeOutlineLimits.pointsMax} puntos.`,
  })
  .refine(
    (rings) =>
      rings.every((ring) => {
        const lngs = ring.map(([, lng]) => lng);
        return Math.max(...lngs) - Math.min(...lngs) < 180;
      }),
    { error: 'Un contorno no puede cruzar el antimeridiano.' },
  );
export type PlaceOutline = z.infer<typeof placeOutlineSchema>;

/** The smallest rectangle holding an outline. */
export function outlineBounds(outline: PlaceOutline): { north: number; south: number; east: number; west: number } {
  let north = -90;
  let south = 90;
  let east = -180;
  let west = 180;
  for (const ring of outline)
    for (const [lat, lng] of ring) {
      north = Math.max(north, lat);
      south = Math.min(south, lat);
      east = Math.max(east, lng);
      west = Math.min(west, lng);
    }
  return { north, south, east, west };
}

export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  reference: z.string(),
  description: z.string(),
  geolocation: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  /** ours: what the place is, when the provider says (a listing's address leaves it out). */
  kind: z.enum(placeKinds).optional(),
  /** ours: the place's outline, when the provider has one (Nominatim, for a barrio, a city or a province). */
  outline: placeOutlineSchema.optional(),
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
/** ours: the zoom a place of any kind opens at when it has no outline to frame. */
export const placeZoom: Record<PlaceKind, number> = { address: 16, ...locatedZoom };

// ours
export const mapMessages = {
  unavailable: 'El servicio de mapas no responde. Probá de nuevo en unos minutos.',
} as const;
