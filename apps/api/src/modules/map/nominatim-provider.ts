// OpenStreetMap's Nominatim (MAP_PROVIDER=nominatim): /search for autocomplete, limited to Argentina, and
// /lookup by OSM id for the chosen place, with its outline when it is an area (a barrio, a city, a province) and what
// kind of place it is. References are the OSM type's initial and id ('R1224652').
import { z } from 'zod';
import type { PlaceKind } from '@vitrina/shared/map';
import { getJson, MapUnavailableError, toPlace, type MapProvider } from './map-provider';
import { outlineFromGeoJson } from './place-outline';

const resultSchema = z.object({
  osm_type: z.enum(['node', 'way', 'relation']),
  osm_id: z.coerce.number().int(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string(),
  name: z.string().nullish(),
  addresstype: z.string().nullish(),
  geojson: z.unknown().optional(),
});
const resultsSchema = z.array(z.unknown());

type Settings = { baseUrl: string; timeoutMs: number; userAgent: string };

const referencePattern = /^[NWR]\d{1,20}$/;

/** What Nominatim calls a place (its `addresstype`) as our kinds; anything smaller is an address. */
const kinds: Record<string, PlaceKind> = {
  neighbourhood: 'neighbourhood',
  quarter: 'neighbourhood',
  suburb: 'neighbourhood',
  city_district: 'neighbourhood',
  borough: 'neighbourhood',
  city: 'city',
  town: 'city',
  village: 'city',
  municipality: 'city',
  county: 'city',
  state: 'province',
};

/**
 * ours: how far (in degrees, about 10 m) Nominatim may simplify an outline before sending it; place-outline.ts
 * simplifies further to the shared limit.
 */
const polygonThreshold = '0.0001';

function readResults(body: unknown) {
  const list = resultsSchema.safeParse(body);
  if (!list.success) throw new MapUnavailableError('unexpected Nominatim answer');
  // One odd entry (no id, a point without coordinates) is left out rather than failing the whole answer.
  return list.data.flatMap((item) => {
    const parsed = resultSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function createNominatimProvider(settings: Settings): MapProvider {
  // Nominatim's usage policy asks every client to name itself.
  const headers = { 'user-agent': settings.userAgent, 'accept-language': 'es' };
  return {
    async autocomplete(search, limit) {
      const url = new URL(`${settings.baseUrl}/search`);
      url.search = new URLSearchParams({
        q: search,
        format: 'jsonv2',
        countrycodes: 'ar',
        limit: String(limit),
        'accept-language': 'es',
      }).toString();
      const results = readResults(await getJson(url, { timeoutMs: settings.timeoutMs, headers }));
      return results.map((result) => ({
        description: result.display_name,
        reference: `${result.osm_type[0].toUpperCase()}${result.osm_id}`,
      }));
    },
    async place(reference) {
      if (!referencePattern.test(reference)) return null;
      const url = new URL(`${settings.baseUrl}/lookup`);
      url.search = new URLSearchParams({
        osm_ids: reference,
        format: 'jsonv2',
        'accept-language': 'es',
        polygon_geojson: '1',
        polygon_threshold: polygonThreshold,
      }).toString();
      const [result] = readResults(await getJson(url, { timeoutMs: settings.timeoutMs, headers }));
      if (!result) return null;
      const name = result.name?.trim() || result.display_name.split(',')[0].trim();
      const outline = outlineFromGeoJson(result.geojson);
      return {
        ...toPlace({
          id: reference,
          name,
          reference,
          description: result.display_name,
          lat: result.lat,
          lng: result.lon,
        }),
        kind: kinds[result.addresstype ?? ''] ?? 'address',
        ...(outline ? { outline } : {}),
      };
    },
  };
}
