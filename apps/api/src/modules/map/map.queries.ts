// map_places: places remembered from listings, and the embedded provider's search over them and the gazetteer (which
// db/gazetteer.ts writes after every migration).
import { and, asc, eq, isNull, like, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mapPlaces, publications, type MapPlaceRow } from '../../db/schema/index';

/**
 * An address's identity among one author's remembered places: lowercase, accents and punctuation gone. The SQL
 * function of migration 0033, used both when remembering and when matching listings, so the two always agree; the
 * index publications_user_id_address_key_index is on the same function of a listing's address.
 */
function addressKey(title: SQLWrapper): SQL {
  return sql`address_key(${title})`;
}

/** The gazetteer, everyone's, and the viewer's own remembered addresses (a visitor, null, has none). */
function offeredTo(userId: number | null): SQL {
  if (userId === null) return isNull(mapPlaces.userId);
  return or(isNull(mapPlaces.userId), eq(mapPlaces.userId, userId))!;
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
export async function searchPlaces(
  db: Database,
  userId: number,
  folded: string,
  limit: number,
): Promise<MapPlaceRow[]> {
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
    .where(and(offeredTo(userId), ...words.map((word) => like(mapPlaces.searchText, `%${likeEscape(word)}%`))))
    .orderBy(rank, kindRank, sql`length(${mapPlaces.name})`, asc(mapPlaces.name), asc(mapPlaces.id))
    .limit(limit);
}

export async function findPlaceByReference(
  db: Database,
  userId: number | null,
  reference: string,
): Promise<MapPlaceRow | null> {
  const [row] = await db
    .select()
    .from(mapPlaces)
    .where(and(eq(mapPlaces.reference, reference), offeredTo(userId)));
  return row ?? null;
}

export type UsedPlaceValues = {
  userId: number;
  title: string;
  name: string;
  description: string;
  searchText: string;
  lat: number;
  lng: number;
};

/**
 * Remembers addresses for their authors in one statement; an author's address already there (by its key) keeps
 * its first text and point. `title` is the listing's own text, which the key is computed from.
 */
export async function insertUsedPlaces(db: Database, places: UsedPlaceValues[]): Promise<void> {
  if (places.length === 0) return;
  const rows = places.map((place) => ({
    user_id: place.userId,
    title: place.title,
    name: place.name,
    description: place.description,
    search_text: place.searchText,
    lat: place.lat,
    lng: place.lng,
  }));
  await db.execute(sql`
    insert into ${mapPlaces} (id, reference, user_id, address_key, name, description, search_text, kind, source, lat, lng)
    select 'used:' || r.user_id || ':' || md5(r.key), 'used:' || r.user_id || ':' || md5(r.key), r.user_id, r.key,
      r.name, r.description, r.search_text, 'address', 'used', r.lat, r.lng
    from (
      select x.*, ${addressKey(sql`x.title`)} as key
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as x(user_id bigint, title text, name text, description text, search_text text, lat double precision, lng double precision)
    ) as r
    where r.key <> ''
    on conflict do nothing`);
}

/**
 * Deletes an author's remembered addresses that none of their listings uses any more: all of them, or only those
 * of the given texts (what deleted or edited listings had). One statement whatever the number; each address costs
 * one probe of publications_user_id_address_key_index, so the given texts' count, not the author's listings, sets
 * the cost. The texts' keys are computed once, as an array the places' unique index is read with: as a join, right
 * after a sync wrote thousands of rows (no statistics yet), the planner folded every text again for every place.
 */
export function unusedPlacesStatement(userId: number, titles?: string[]): SQL {
  const only = titles
    ? sql`and ${mapPlaces.addressKey} = any(array(select ${addressKey(sql`t.value`)} from json_array_elements_text(${JSON.stringify(titles)}::json) as t(value)))`
    : sql``;
  return sql`
    delete from ${mapPlaces}
    where ${mapPlaces.userId} = ${userId} and ${mapPlaces.source} = 'used' ${only}
      and not exists (
        select 1 from ${publications} as p
        where p.user_id = ${userId} and p.address_title is not null and ${addressKey(sql`p.address_title`)} = ${mapPlaces.addressKey}
      )`;
}

export async function deleteUnusedPlaces(db: Database, userId: number, titles?: string[]): Promise<void> {
  await db.execute(unusedPlacesStatement(userId, titles));
}
