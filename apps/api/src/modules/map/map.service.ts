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
import { insertUsedPlace } from './map.queries';
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

/**
 * Remembers a listing's address as a place the embedded provider offers (source 'used'). Call it after saving a
 * listing with an address; it never fails the caller's save for a bad value, it just skips it.
 */
export async function rememberPlace(db: Database, address: UsedAddress): Promise<void> {
  const title = address.title.trim().replace(/\s+/g, ' ').slice(0, 500);
  const folded = foldText(title);
  const { lat, lng } = address;
  if (!folded || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return;
  const id = `used:${createHash('sha256').update(folded).digest('hex').slice(0, 24)}`;
  await insertUsedPlace(db, {
    id,
    reference: id,
    name: title.split(',')[0].trim() || title,
    description: title,
    searchText: folded,
    kind: 'address',
    source: 'used',
    lat,
    lng,
  });
}
