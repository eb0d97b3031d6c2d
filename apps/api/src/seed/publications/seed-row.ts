// One generated listing as the insert statement reads it (json_to_recordset): column names as in the table,
// absent keys are NULL. Kept flat and small, since a million of them travel as JSON.
import type { StockItem } from '../../db/schema/index';

export type SeedContent = {
  title: string;
  description: string;
  type: 'property' | 'clothing';
  category: string;
  operation?: string;
  currency?: string;
  amount?: number;
  amount_sale?: number;
  reference?: string;
  agents?: string[];
  address_title?: string;
  lat?: number;
  lng?: number;
  brand?: string;
  article_code?: string;
  tags: string[];
  last_season?: boolean;
  gender?: string;
  age_group?: string;
  age?: number;
  area_total?: number;
  area_covered?: number;
  rooms_total?: number;
  bedrooms?: number;
  bathrooms?: number;
  parkings?: number;
  credit?: boolean;
  reserved?: boolean;
  stock?: StockItem[];
  sizes?: string[];
  colors?: string[];
};

export type SeedRow = SeedContent & {
  user_id: number;
  public: boolean;
  priority?: string;
  priority_description?: string;
  priority_expires_at?: string;
  like_count: number;
  decisions_count: number;
  media_count: number;
  relevance: number;
  listed_at: string;
  created_at: string;
  updated_at: string;
};

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
