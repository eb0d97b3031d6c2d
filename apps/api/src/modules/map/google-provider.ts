// Google Places (MAP_PROVIDER=google, MAP_GOOGLE_KEY): Place Autocomplete restricted to Argentina, then Place
// Details for the chosen prediction's place_id, asking only for the fields we use (they are billed by field; its types
// say what kind of place it is, and it gives no outline).
import { z } from 'zod';
import type { PlaceKind } from '@vitrina/shared/map';
import { getJson, MapUnavailableError, toPlace, type MapProvider } from './map-provider';

const autocompleteSchema = z.object({
  status: z.string(),
  predictions: z.array(z.object({ description: z.string(), place_id: z.string() })).default([]),
});
const detailsSchema = z.object({
  status: z.string(),
  result: z
    .object({
      place_id: z.string(),
      name: z.string().optional(),
      formatted_address: z.string().optional(),
      types: z.array(z.string()).optional(),
      geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
    })
    .optional(),
});

type Settings = { baseUrl: string; key: string; timeoutMs: number };

/** Google's place types as our kinds, the first that matches; anything else is an address. */
const kinds: [string, PlaceKind][] = [
  ['neighborhood', 'neighbourhood'],
  ['sublocality', 'neighbourhood'],
  ['locality', 'city'],
  ['administrative_area_level_2', 'city'],
  ['administrative_area_level_1', 'province'],
];

// Statuses that mean "nothing found" rather than "the service failed".
const emptyStatuses = new Set(['ZERO_RESULTS', 'NOT_FOUND', 'INVALID_REQUEST']);

export function createGoogleProvider(settings: Settings): MapProvider {
  const endpoint = (path: string, params: Record<string, string>) => {
    const url = new URL(`${settings.baseUrl}/maps/api/place/${path}/json`);
    url.search = new URLSearchParams({ ...params, language: 'es', key: settings.key }).toString();
    return url;
  };
  return {
    async autocomplete(search, limit) {
      const body = autocompleteSchema.safeParse(
        await getJson(endpoint('autocomplete', { input: search, components: 'country:ar' }), settings),
      );
      if (!body.success) throw new MapUnavailableError('unexpected Google answer');
      if (emptyStatuses.has(body.data.status)) return [];
      if (body.data.status !== 'OK') throw new MapUnavailableError(`Google status ${body.data.status}`);
      return body.data.predictions
        .slice(0, limit)
        .map((item) => ({ description: item.description, reference: item.place_id }));
    },
    async place(reference) {
      const url = endpoint('details', {
        place_id: reference,
        fields: 'place_id,name,formatted_address,types,geometry/location',
      });
      const body = detailsSchema.safeParse(await getJson(url, settings));
      if (!body.success) throw new MapUnavailableError('unexpected Google answer');
      if (emptyStatuses.has(body.data.status)) return null;
      if (body.data.status !== 'OK' || !body.data.result)
        throw new MapUnavailableError(`Google status ${body.data.status}`);
      const { result } = body.data;
      const description = result.formatted_address ?? result.name ?? reference;
      const types = result.types ?? [];
      return {
        ...toPlace({
          id: result.place_id,
          name: result.name ?? description.split(',')[0].trim(),
          reference,
          description,
          lat: result.geometry.location.lat,
          lng: result.geometry.location.lng,
        }),
        kind: kinds.find(([type]) => types.includes(type))?.[1] ?? 'address',
      };
    },
  };
}
