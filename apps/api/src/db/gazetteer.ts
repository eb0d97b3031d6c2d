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

/**
 * Writes the gazetteer rows that differ from the stored ones and drops gazetteer rows no longer shipped. The stored
 * rows are read first: on almost every start they all match, and a read of a few hundred rows costs the start far
 * less than an upsert of every one of them that writes nothing.
 */
async function syncGazetteerRows(db: Database, rows: PlaceValues[]): Promise<void> {
  const stored = await db
    .select({
      id: mapPlaces.id,
      name: mapPlaces.name,
      description: mapPlaces.description,
      searchText: mapPlaces.searchText,
      kind: mapPlaces.kind,
      lat: mapPlaces.lat,
      lng: mapPlaces.lng,
    })
    .from(mapPlaces)
    .where(eq(mapPlaces.source, 'gazetteer'));
  const storedById = new Map(stored.map((row) => [row.id, row]));
  const differing = rows.filter((row) => {
    const current = storedById.get(row.id);
    return !current || syncedFields.some((field) => current[field] !== row[field]);
  });
  const shipped = new Set(rows.map((row) => row.id));
  const dropped = stored.some((row) => !shipped.has(row.id));

  if (differing.length) {
    await db
      .insert(mapPlaces)
      .values(differing)
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
      });
  }
  if (dropped) {
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
}

/** What the gazetteer's data files decide of a place, and so what a start repairs. */
const syncedFields = ['name', 'description', 'searchText', 'kind', 'lat', 'lng'] as const;
