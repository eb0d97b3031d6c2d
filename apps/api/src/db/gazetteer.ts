// The embedded map provider's places: the shipped gazetteer turned into map_places rows. Loaded right after the
// migrations on every start, idempotently: unchanged rows are not written, rows whose entry left the data file are
// removed, so editing the data files is all a correction takes. Here in db/, beside the migrations that need it; the
// map module (modules/map) searches and locates these places.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { gazetteerEntries } from '@vitrina/shared/gazetteer/gazetteer-places';
import { foldText } from '@vitrina/shared/gazetteer/map-text';
import type { Database } from './client';
import { mapPlaces, type MapPlaceRow } from './schema/index';

export type PlaceValues = Omit<MapPlaceRow, 'createdAt' | 'userId' | 'addressKey'>;

/** Every gazetteer place, in a stable order. */
export function gazetteerPlaces(): PlaceValues[] {
  return gazetteerEntries().map(({ id, name, description, kind, lat, lng, aliases }) => ({
    id,
    reference: id,
    name,
    description,
    // The name first: "starts with" ranks by the beginning of search_text.
    searchText: foldText([description.startsWith(name) ? '' : name, description, ...aliases].join(' ')),
    kind,
    source: 'gazetteer',
    lat,
    lng,
  }));
}

/** Writes the gazetteer into map_places; a no-op (no row written) when the table already matches. */
export function loadGazetteer(db: Database): Promise<void> {
  return syncGazetteerRows(db, gazetteerPlaces());
}

/** Upserts the gazetteer rows (writing only those that differ) and drops gazetteer rows no longer shipped. */
async function syncGazetteerRows(db: Database, rows: PlaceValues[]): Promise<void> {
  const changed = sql`(${mapPlaces.name}, ${mapPlaces.description}, ${mapPlaces.searchText}, ${mapPlaces.kind}, ${mapPlaces.lat}, ${mapPlaces.lng})
    is distinct from (excluded.name, excluded.description, excluded.search_text, excluded.kind, excluded.lat, excluded.lng)`;
  await db
    .insert(mapPlaces)
    .values(rows)
    .onConflictDoUpdate({
      target: mapPlaces.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        searchText: sql`excluded.search_text`,
        kind: sql`excluded.kind`,
        lat: sql`excluded.lat`,
        lng: sql`excluded.lng`,
      },
      setWhere: changed,
    });
  await db.delete(mapPlaces).where(
    and(
      eq(mapPlaces.source, 'gazetteer'),
      notInArray(
        mapPlaces.id,
        rows.map((row) => row.id),
      ),
    ),
  );
}
