// One generated listing as the bulk insert takes it (db/recordset.ts): the table's own property names, absent
// keys take the column's default. Its fields are the listing's (@vitrina/shared/listing-fields).
import type { ListingColumn } from '@vitrina/shared/listing-fields';
import type { NewPublicationRow } from '../../db/schema/index';

type Required<K extends keyof NewPublicationRow> = { [P in K]-?: NonNullable<NewPublicationRow[P]> };
type Optional<K extends keyof NewPublicationRow> = { [P in K]?: NonNullable<NewPublicationRow[P]> };

/** What a generator invents: the listing's fields, its address and, for clothing, its stock. */
export type SeedContent = Required<'title' | 'description' | 'type' | 'category' | 'tags'> &
  Optional<ListingColumn | 'addressTitle' | 'lat' | 'lng' | 'stock' | 'sizes' | 'colors'>;

/** A whole row: the content plus its owner, visibility, priority, counters and dates. */
export type SeedRow = SeedContent &
  Required<'userId' | 'public' | 'likeCount' | 'decisionsCount' | 'mediaCount' | 'relevance'> &
  Required<'listedAt' | 'createdAt' | 'updatedAt'> &
  Optional<'priority' | 'priorityDescription' | 'priorityExpiresAt'>;

/** Moves a coordinate up to about `metres` in each direction, so listings of one place do not stack. */
export function jitter(
  random: { between(min: number, max: number): number },
  lat: number,
  lng: number,
  metres: number,
) {
  const dLat = metres / 111_000;
  const dLng = metres / (111_000 * Math.cos((lat * Math.PI) / 180));
  return { lat: round6(lat + random.between(-dLat, dLat)), lng: round6(lng + random.between(-dLng, dLng)) };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
