// The statements behind «Parecidas» (decision 029). Scoring every listing of a kind would read a hundred thousand rows
// at a million listings, so the candidates come first from bounded reads of indexes the search already keeps: the
// nearest in place (the map's index, a box widened until it holds enough), the nearest in price above and below (the
// price index; for clothing also within the brand) and the most relevant of the kind. Only those few hundred are
// scored, on the listings' current columns, so a listing that moved or changed its price is ranked as it is now.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publications, type PublicationRow } from '../../db/schema/index';
import { similarScore, shownPrice, type SimilarSource } from './similar-score.queries';

const p = publications;

/** A bigint[] literal of the ids this module read itself (a bound array is not portable across the two drivers). */
const idArray = (ids: readonly number[]) =>
  sql.raw(`'{${ids.filter((id) => Number.isSafeInteger(id)).join(',')}}'::bigint[]`);

/** Who asks and what they already decided: the caller's decisions in the search (its id or uuid) are left out. */
export type SimilarExclusions = {
  sourceId: number;
  viewerId: number | null;
  search: { id: number } | { uuid: string } | null;
};

/** The same kind as the source: type and category, and for a property its operation too. */
function sameKind(source: SimilarSource): SQL {
  return sql`${p.type} = ${source.type} and ${p.category} = ${source.category}
    and coalesce(${p.operation}, '') = ${source.operation ?? ''} and ${p.public}`;
}

/** Only the caller's own decisions are read, so no access to the search is needed: another's search excludes none. */
const searchIdOf = (search: { id: number } | { uuid: string }) =>
  'id' in search ? sql`${search.id}` : sql`(select s.id from searches s where s.uuid = ${search.uuid})`;

/** Not the listing itself and not one the caller decided in the search the detail was opened from. */
function notExcluded(exclusions: SimilarExclusions): SQL {
  const decided =
    exclusions.viewerId !== null && exclusions.search !== null
      ? sql` and not exists (select 1 from search_decisions d where d.search_id = ${searchIdOf(exclusions.search)}
          and d.user_id = ${exclusions.viewerId} and d.publication_id = ${p.id})`
      : sql``;
  return sql`${p.id} <> ${exclusions.sourceId}${decided}`;
}

/**
 * On an active microsite's host only its users' listings (their pages exist there alone); anywhere, never one of a
 * user whose microsite is suspended and who belongs to no active one (their pages answer 404, publication-page).
 */
function visibleOn(hostMicrositeId: number | null): SQL {
  const onHost =
    hostMicrositeId !== null
      ? sql` and exists (select 1 from microsite_users mu where mu.microsite_id = ${hostMicrositeId}
          and mu.user_id = ${p.userId})`
      : sql``;
  return sql`not (exists (select 1 from microsite_users mu join microsites m on m.id = mu.microsite_id
      where mu.user_id = ${p.userId} and m.status = 'suspended')
    and not exists (select 1 from microsite_users mu join microsites m on m.id = mu.microsite_id
      where mu.user_id = ${p.userId} and m.status = 'active'))${onHost}`;
}

const lngBandsPerDegree = 100;

/**
 * The listings of the source's kind nearest its point within a box of `halfSide` degrees, nearest first: a range of
 * `publications_search_map_index` per hundredth of longitude the box crosses (the markers' read, decision 012).
 */
export async function listNearbyIds(
  db: Database,
  source: SimilarSource & { lat: number; lng: number },
  halfSide: number,
  limit: number,
  exclusions: SimilarExclusions,
): Promise<number[]> {
  const cos = Math.max(Math.cos((source.lat * Math.PI) / 180), 0.01);
  const lngHalf = Math.min(halfSide / cos, 180);
  const first = Math.floor((source.lng - lngHalf) * lngBandsPerDegree);
  const last = Math.floor((source.lng + lngHalf) * lngBandsPerDegree);
  const bands = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const result = (await db.execute(sql`
    select ${p.id} as id from ${p}
    where publication_map_kind(${p.type}, ${p.category}, ${p.operation})
        = publication_map_kind('property', ${source.category}, ${source.operation ?? ''})
      and ${p.public}
      and (floor(${p.lng} * ${sql.raw(String(lngBandsPerDegree))})::integer)
        = any(${sql.raw(`'{${bands.join(',')}}'::integer[]`)})
      and ${p.lat} between ${source.lat - halfSide} and ${source.lat + halfSide}
      and ${p.lng} between ${source.lng - lngHalf} and ${source.lng + lngHalf}
      and ${notExcluded(exclusions)}
    order by power(${p.lat} - ${source.lat}, 2) + power((${p.lng} - ${source.lng}) * ${cos}, 2), ${p.id}
    limit ${limit}`)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id));
}

/** The other candidates: nearest in price either side (within the brand too, for clothing) and the most relevant. */
function otherCandidates(source: SimilarSource, exclusions: SimilarExclusions): SQL {
  const base = sql`${sameKind(source)} and ${notExcluded(exclusions)}`;
  const branches: SQL[] = [
    sql`(select ${p.id} from ${p} where ${base} order by ${p.relevance} desc nulls last, ${p.id} desc nulls last limit 40)`,
  ];
  const price = shownPrice(source);
  if (price !== null && source.currency) {
    const priced = sql`${base} and ${p.currency} = ${source.currency}`;
    // A literal type, so the planner matches publications_similar_brand_index's predicate (migration 0039).
    const withBrand =
      source.type === 'clothing' && source.brand
        ? [sql` and ${p.type} = 'clothing' and ${p.brand} = ${source.brand}`]
        : [];
    for (const extra of [sql``, ...withBrand]) {
      branches.push(
        sql`(select ${p.id} from ${p} where ${priced}${extra} and ${p.amount} >= ${price}
          order by ${p.amount}, ${p.id} limit 40)`,
        sql`(select ${p.id} from ${p} where ${priced}${extra} and ${p.amount} < ${price}
          order by ${p.amount} desc, ${p.id} desc limit 40)`,
      );
    }
  }
  return sql.join(branches, sql` union `);
}

/** The most similar of the candidates, best first, as whole rows. */
export async function listSimilarRows(
  db: Database,
  source: SimilarSource,
  nearbyIds: number[],
  exclusions: SimilarExclusions,
  hostMicrositeId: number | null,
  limit: number,
): Promise<PublicationRow[]> {
  return db
    .select()
    .from(p)
    .where(
      // One list of candidate ids (a semi-join, then the primary key), re-checked against the row as it is.
      sql`${p.id} in (select unnest(${idArray(nearbyIds)}) union ${otherCandidates(source, exclusions)})
        and ${sameKind(source)} and ${notExcluded(exclusions)} and ${visibleOn(hostMicrositeId)}`,
    )
    .orderBy(sql`${similarScore(source)}`, p.id)
    .limit(limit);
}
