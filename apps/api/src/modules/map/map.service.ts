// Places for addresses: autocomplete from 3 characters, then the chosen place's point, from the configured provider;
// and rememberPlaces / forgetUnusedPlaces, which listings call so that an address used in a listing is offered again to
// its author, and to no one else, while one of their listings uses it.
import { mapLimits, mapMessages, type LocatedPlace, type Place, type PlaceOutline } from '@vitrina/shared/map';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/errors';
import { createEmbeddedProvider } from './embedded-provider';
import { createGoogleProvider } from './google-provider';
import { foldText } from '@vitrina/shared/gazetteer/map-text';
import { gazetteerPlaces } from '../../db/gazetteer';
import { locateInText } from './gazetteer-locate';
import { deleteUnusedPlaces, findPlaceByReference, insertUsedPlaces, type UsedPlaceValues } from './map.queries';
import { MapUnavailableError, toPlace, type AutocompleteItem, type MapProvider } from './map-provider';
import { createNominatimProvider } from './nominatim-provider';

export type { MapProvider };

const autocompleteLimit = 10;

export function createMapProvider(db: Database, config: Pick<Config, 'map' | 'appName' | 'publicUrl'>): MapProvider {
  const { map } = config;
  if (map.provider === 'nominatim') {
    return createNominatimProvider({
      baseUrl: map.nominatimUrl,
      timeoutMs: map.timeoutMs,
      userAgent: `${config.appName} (${config.publicUrl})`,
    });
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

export async function autocomplete(provider: MapProvider, userId: number, search: string): Promise<AutocompleteItem[]> {
  const text = search.trim();
  // Fewer characters match too much to be useful (and would cost a paid provider a call per keystroke).
  if (text.length < mapLimits.autocompleteMinChars || !foldText(text)) return [];
  return unlessUnavailable(provider.autocomplete(text, autocompleteLimit, { userId }));
}

export async function findPlace(provider: MapProvider, userId: number, reference: string): Promise<Place> {
  const place = await unlessUnavailable(provider.place(reference, { userId }));
  if (!place) throw notFound();
  return place;
}

/**
 * The provider a search's places fall back on when a reference is not one of our own places; null when the embedded
 * provider is the configured one (it knows nothing more).
 */
export function createSearchPlaceProvider(
  db: Database,
  config: Pick<Config, 'map' | 'appName' | 'publicUrl'>,
): MapProvider | null {
  return config.map.provider === 'embedded' ? null : createMapProvider(db, config);
}

/** A place a search can keep: its point and kind, and its outline when the provider gave one. */
export type KnownPlace = {
  reference: string;
  name: string;
  description: string;
  kind: string;
  lat: number;
  lng: number;
  outline?: PlaceOutline;
};

/**
 * The place a reference names among the embedded places offered to `userId` (null for a visitor: the gazetteer
 * alone), whatever the configured provider: searches match places by distance from our own points. Null when unknown.
 */
export async function findKnownPlace(
  db: Database,
  userId: number | null,
  reference: string,
): Promise<KnownPlace | null> {
  const row = await findPlaceByReference(db, userId, reference);
  if (!row) return null;
  return {
    reference: row.reference,
    name: row.name,
    description: row.description,
    kind: row.kind,
    lat: row.lat,
    lng: row.lng,
  };
}

/**
 * The place a search's reference names: one of our own (findKnownPlace), else, for a signed-in creator, the configured
 * provider's, which is where the places step's suggestions came from (with its outline when it has one). A provider
 * that does not answer is a 503. Null when no one knows the reference.
 */
export async function findSearchPlace(
  db: Database,
  provider: MapProvider | null,
  userId: number | null,
  reference: string,
): Promise<KnownPlace | null> {
  const known = await findKnownPlace(db, userId, reference);
  // A visitor cannot ask the provider through the map's routes either (they are for signed-in users).
  if (known || provider === null || userId === null) return known;
  const place = await unlessUnavailable(provider.place(reference, { userId }));
  if (!place) return null;
  const [lat, lng] = place.geolocation.coordinates;
  return {
    reference: place.reference,
    name: place.name,
    description: place.description,
    kind: place.kind ?? 'address',
    lat,
    lng,
    ...(place.outline ? { outline: place.outline } : {}),
  };
}

/**
 * The barrio, city or province a typed address names ('Av. Cabildo 2040, Belgrano' is Belgrano), from our own
 * gazetteer whatever the provider: where the map opens for an address that is not a suggestion.
 */
export function locatePlace(search: string): { place: LocatedPlace | null } {
  const found = locateInText(search);
  return { place: found ? { ...toPlace(found), kind: found.kind } : null };
}

/** An address a listing of `userId` uses. */
export type UsedAddress = { userId: number; title: string; lat: number; lng: number };

let gazetteerDescriptions: Set<string> | null = null;

/** The place an address becomes, or null for one not worth remembering (no text, no valid point, a gazetteer place). */
function usedPlace(address: UsedAddress): UsedPlaceValues | null {
  const title = address.title.trim().replace(/\s+/g, ' ').slice(0, 500);
  const folded = foldText(title);
  const { lat, lng } = address;
  if (!folded || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  // A gazetteer place chosen as the address is already offered.
  gazetteerDescriptions ??= new Set(gazetteerPlaces().map((place) => foldText(place.description)));
  if (gazetteerDescriptions.has(folded)) return null;
  return {
    userId: address.userId,
    title: address.title,
    name: title.split(',')[0].trim() || title,
    description: title,
    searchText: folded,
    lat,
    lng,
  };
}

/**
 * Remembers listings' addresses as places the embedded provider offers to each address's author (source 'used').
 * Call it after saving listings with addresses; a bad value is skipped, never an error. The same text remembered
 * again for the same author keeps the first point.
 */
export async function rememberPlaces(db: Database, addresses: UsedAddress[]): Promise<void> {
  const places = new Map<string, UsedPlaceValues>();
  for (const address of addresses) {
    const place = usedPlace(address);
    const key = place && `${place.userId} ${place.searchText}`;
    if (place && key && !places.has(key)) places.set(key, place);
  }
  const list = [...places.values()];
  for (let index = 0; index < list.length; index += 2000) await insertUsedPlaces(db, list.slice(index, index + 2000));
}

export function rememberPlace(db: Database, address: UsedAddress): Promise<void> {
  return rememberPlaces(db, [address]);
}

/**
 * Forgets the author's remembered addresses no listing of theirs uses any more. With `titles` (the addresses deleted
 * or edited listings had, or that a sync's listings left) only those are looked at, and none means no statement;
 * without, all of the author's are (a synchronizer deleted with its listings).
 */
export async function forgetUnusedPlaces(
  db: Database,
  userId: number,
  titles?: (string | null | undefined)[],
): Promise<void> {
  if (titles === undefined) return deleteUnusedPlaces(db, userId);
  const present = titles.filter((title): title is string => typeof title === 'string' && title.trim() !== '');
  for (let index = 0; index < present.length; index += 5000)
    await deleteUnusedPlaces(db, userId, present.slice(index, index + 5000));
}
