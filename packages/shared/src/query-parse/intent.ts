// What a sentence asks for, before it becomes filters: one set of answers shared by every category it names
// ('casa o PH' is two filters with the same answers). The query box's chips edit this and rebuild the result.
import type { SearchOrder } from '../searches';
import type { ParsedPlace } from './places';

export type Bounds = { min: number | null; max: number | null };

export type Intent = {
  type: 'property' | 'clothing' | null;
  categories: string[];
  operation: 'venta' | 'alquiler' | 'alquiler_temporario' | null;
  currency: 'ARS' | 'USD' | null;
  amount: Bounds | null;
  rooms: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parkings: number | null;
  totalArea: Bounds | null;
  coveredArea: Bounds | null;
  credit: boolean | null;
  pets: boolean | null;
  reserved: boolean | null;
  tags: string[];
  brands: string[];
  sizes: string[];
  gender: 'mujer' | 'hombre' | 'unisex' | null;
  lastSeason: boolean | null;
  places: ParsedPlace[];
  order: SearchOrder;
  /** Every category was removed from the query box's chips: no filter, not the likely categories. */
  kindless?: boolean;
};

export function emptyIntent(): Intent {
  return {
    type: null,
    categories: [],
    operation: null,
    currency: null,
    amount: null,
    rooms: null,
    bedrooms: null,
    bathrooms: null,
    parkings: null,
    totalArea: null,
    coveredArea: null,
    credit: null,
    pets: null,
    reserved: null,
    tags: [],
    brands: [],
    sizes: [],
    gender: null,
    lastSeason: null,
    places: [],
    order: 'relevance',
  };
}

/** Adds a bound to bounds, keeping min ≤ max (swapped when written the other way). */
export function addBounds(current: Bounds | null, next: Bounds): Bounds {
  const min = next.min ?? current?.min ?? null;
  const max = next.max ?? current?.max ?? null;
  return min !== null && max !== null && min > max ? { min: max, max: min } : { min, max };
}
