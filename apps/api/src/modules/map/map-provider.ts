// Where places come from: one interface, three providers chosen by MAP_PROVIDER. The embedded one reads map_places; the
// others are HTTP clients of Nominatim and of Google Places.
import type { Place } from '@vitrina/shared/map';

export type AutocompleteItem = { description: string; reference: string };

/** Who asks: the embedded provider offers each user the addresses of their own listings besides the gazetteer. */
export type MapViewer = { userId: number };

export type MapProvider = {
  /** Called with at least the minimum characters; answers at most `limit` places. */
  autocomplete(search: string, limit: number, viewer: MapViewer): Promise<AutocompleteItem[]>;
  /** The place of a reference autocomplete answered; null when the provider does not know it (or not for this viewer). */
  place(reference: string, viewer: MapViewer): Promise<Place | null>;
};

/** The provider did not answer in time or answered something unreadable: the user may try again later. */
export class MapUnavailableError extends Error {
  constructor(reason: string) {
    super(`Map provider unavailable: ${reason}`);
    this.name = 'MapUnavailableError';
  }
}

export function toPlace(values: {
  id: string;
  name: string;
  reference: string;
  description: string;
  lat: number;
  lng: number;
}): Place {
  return {
    id: values.id,
    name: values.name,
    reference: values.reference,
    description: values.description,
    geolocation: { type: 'Point', coordinates: [values.lat, values.lng] },
  };
}

/** GETs a JSON document from a configured service, with a deadline; any failure is a MapUnavailableError. */
export async function getJson(
  url: URL,
  options: { timeoutMs: number; headers?: Record<string, string> },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new MapUnavailableError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new MapUnavailableError(`HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new MapUnavailableError('invalid JSON');
  }
}
