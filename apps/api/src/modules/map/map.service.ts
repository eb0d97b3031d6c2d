// Places for addresses (spec 02 §7 Map): autocomplete from 3 characters, then the chosen place's point, from
// the configured provider; and rememberPlace, which listings call so that used addresses are offered again.
import { createHash } from 'node:crypto';
import { mapLimits, mapMessages, type Place } from '@vitrina/shared/map';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/errors';
import { createEmbeddedProvider } from './embedded-provider';
import { createGoogleProvider } from './google-provider';
import { foldText } from './map-text';
import { gazetteerPlaces } from './gazetteer';
import { insertUsedPlaces, type PlaceValues } from './map.queries';
import { MapUnavailableError, type AutocompleteItem, type MapProvider } from './map-provider';
import { createNominatimProvider } from './nominatim-provider';

export const autocompleteLimit = 10;

export function createMapProvider(db: Database, config: Pick<Config, 'map' | 'appName' | 'publicUrl'>): MapProvider {
  const { map } = config;
  if (map.provider === 'nominatim') {
    return createNominatimProvider({ baseUrl: map.nominatimUrl, timeoutMs: map.timeoutMs, userAgent: `${config.appName} (${config.publicUrl})` });
  }
  if (map.provider === 'google' && map.googleKey) {
    return createGoogleProvider({ baseUrl: map.googleUrl, key: map.googleKey, timeoutMs: map.timeoutMs });
  }
  return createEmbeddedProvider(db);
}

async function unlessUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof MapUnavailableError) throw new HttpError(503, mapMessages.unavailable);
    throw error;
  }
}

export async function autocomplete(provider: MapProvider, search: string): Promise<AutocompleteItem[]> {
  const text = search.trim();
  // Fewer characters match too much to be useful (and would cost a paid provider a call per keystroke).
  if (text.length < mapLimits.autocompleteMinChars || !foldText(text)) return [];
  return unlessUnavailable(provider.autocomplete(text, autocompleteLimit));
}

export async function findPlace(provider: MapProvider, reference: string): Promise<Place> {
  const place = await unlessUnavailable(provider.place(reference));
  if (!place) throw notFound();
  return place;
}

export type UsedAddress = { title: string; lat: number; lng: number };

let gazetteerDescriptions: Set<string> | null = null;

/** The place an address becomes, or null for one not worth remembering (no text, no valid point, a gazetteer place). */
function usedPlace(address: UsedAddress): PlaceValues | null {
  const title = address.title.trim().replace(/\s+/g, ' ').slice(0, 500);
  const folded = foldText(title);
  const { lat, lng } = address;
  if (!folded || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  // A gazetteer place chosen as the address is already offered.
  gazetteerDescriptions ??= new Set(gazetteerPlaces().map((place) => foldText(place.description)));
  if (gazetteerDescriptions.has(folded)) return null;
  const id = `used:${createHash('sha256').update(folded).digest('hex').slice(0, 24)}`;
  return { id, reference: id, name: title.split(',')[0].trim() || title, description: title, searchText: folded, kind: 'address', source: 'used', lat, lng };
}

/**
 * Remembers listings' addresses as places the embedded provider offers (source 'used'). Call it after saving a
 * listing with an address; a bad value is skipped, never an error. The same text remembered again keeps the
 * first point.
 */
export async function rememberPlaces(db: Database, addresses: UsedAddress[]): Promise<void> {
  const places = new Map<string, PlaceValues>();
  for (const address of addresses) {
    const place = usedPlace(address);
    if (place && !places.has(place.id)) places.set(place.id, place);
  }
  const list = [...places.values()];
  for (let index = 0; index < list.length; index += 500) await insertUsedPlaces(db, list.slice(index, index + 500));
}

export function rememberPlace(db: Database, address: UsedAddress): Promise<void> {
  return rememberPlaces(db, [address]);
}
