// Places for addresses (spec 02 §3 Map place, §7 Map): autocomplete by text, then the chosen place's point.
import { z } from 'zod';

export const mapLimits = { autocompleteMinChars: 3, autocompleteDelayMs: 800, detailZoom: 16, detailMapHeight: 250 } as const;

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

// ours
export const mapMessages = {
  unavailable: 'El servicio de mapas no responde. Probá de nuevo en unos minutos.',
} as const;
