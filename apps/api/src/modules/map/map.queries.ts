// map_places: the gazetteer, places remembered from listings, and the embedded provider's search over them.
import { and, asc, eq, like, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mapPlaces, type MapPlaceRow } from '../../db/schema/index';

export type PlaceValues = Omit<MapPlaceRow, 'createdAt'>;

/** Upserts the gazetteer rows (writing only those that differ) and drops gazetteer rows no longer shipped. */
export async function syncGazetteerRows(db: Database, rows: PlaceValues[]): Promise<void> {
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
  await db.delete(mapPlaces).where(and(eq(mapPlaces.source, 'gazetteer'), notInArray(mapPlaces.id, rows.map((row) => row.id))));
}

// LIKE's own wildcards in what a user typed are matched literally.
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Places whose folded text holds every word typed. Ranked: the name starting with the text, then a word starting
 * with it, then anywhere; within a rank provinces, cities, neighbourhoods and then remembered addresses; then
 * shorter names first.
 */
export async function searchPlaces(db: Database, folded: string, limit: number): Promise<MapPlaceRow[]> {
  const words = folded.split(' ').filter(Boolean);
  const phrase = likeEscape(folded);
  const rank = sql`case
    when ${mapPlaces.searchText} like ${`${phrase}%`} then 0
    when ' ' || ${mapPlaces.searchText} like ${`% ${phrase}%`} then 1
    else 2 end`;
  const kindRank = sql`case ${mapPlaces.kind} when 'province' then 0 when 'city' then 1 when 'neighbourhood' then 2 else 3 end`;
  return db
    .select()
    .from(mapPlaces)
    .where(and(...words.map((word) => like(mapPlaces.searchText, `%${likeEscape(word)}%`))))
    .orderBy(rank, kindRank, sql`length(${mapPlaces.name})`, asc(mapPlaces.name), asc(mapPlaces.id))
    .limit(limit);
}

export async function findPlaceByReference(db: Database, reference: string): Promise<MapPlaceRow | null> {
  const [row] = await db.select().from(mapPlaces).where(eq(mapPlaces.reference, reference));
  return row ?? null;
}

/** Inserts remembered addresses; one whose id (its folded text) is already there keeps the first point. */
export async function insertUsedPlaces(db: Database, places: PlaceValues[]): Promise<void> {
  if (places.length > 0) await db.insert(mapPlaces).values(places).onConflictDoNothing();
}
