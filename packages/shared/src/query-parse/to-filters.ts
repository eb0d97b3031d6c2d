// An intent to what POST /search takes: one filter per category with the answers the wizard would show for it
// (no rooms for land, no credit for a rental), the currency the wizard's rule implies, the places, the order and
// the automatic title.
import { categoriesForType } from '../enums';
import { stepApplies } from '../search-fields';
import { impliedCurrency, searchLimits, searchTitle, type SearchFilterInput, type SearchOrder } from '../searches';
import type { Bounds, Intent } from './intent';
import type { ParsedPlace } from './places';

export type ParsedQuery = {
  filters: SearchFilterInput[];
  places: ParsedPlace[];
  order: SearchOrder;
  title: string | null;
  unknown: string[];
};

/** What '3 ambientes en Palermo' most likely is when no kind is named: a home. */
export const dwellingCategories = ['departamento', 'casa', 'ph'];

const roomsAnswered = (intent: Intent) =>
  intent.rooms !== null || intent.bedrooms !== null || intent.bathrooms !== null;

const hasBounds = (bounds: Bounds | null): bounds is Bounds =>
  bounds !== null && (bounds.min !== null || bounds.max !== null);

/** Whether the intent says anything about a property (so no kind named means a dwelling). */
export function propertyAnswered(intent: Intent): boolean {
  return (
    intent.operation !== null ||
    intent.rooms !== null ||
    intent.bedrooms !== null ||
    intent.bathrooms !== null ||
    intent.parkings !== null ||
    hasBounds(intent.totalArea) ||
    hasBounds(intent.coveredArea) ||
    intent.credit !== null ||
    intent.pets !== null ||
    intent.places.length > 0
  );
}

export function clothingAnswered(intent: Intent): boolean {
  return intent.brands.length > 0 || intent.sizes.length > 0 || intent.gender !== null || intent.lastSeason !== null;
}

/** The type and categories the filters are for. */
export function filterKinds(intent: Intent): { type: 'property' | 'clothing'; categories: string[] } | null {
  if (intent.kindless) return null;
  const type = intent.type ?? (propertyAnswered(intent) ? 'property' : clothingAnswered(intent) ? 'clothing' : null);
  if (!type) return null;
  if (intent.categories.length) return { type, categories: intent.categories.slice(0, searchLimits.filtersMax) };
  return {
    type,
    // Rooms say it is a home; anything else ('en venta en Palermo') may be any property.
    categories:
      type === 'property' && roomsAnswered(intent)
        ? dwellingCategories
        : categoriesForType(type).map((item) => item.value),
  };
}

const range = (bounds: Bounds) => ({ min: bounds.min, max: bounds.max });

/** A property bought in dollars is priced in thousands: 'hasta 150 dólares' on a sale means US$ 150.000. */
function saleAmount(amount: Bounds, currency: string | null, operation: string | null): Bounds {
  if (currency !== 'USD' || operation !== 'venta') return amount;
  const scale = (value: number | null) => (value !== null && value < 1000 ? value * 1000 : value);
  return { min: scale(amount.min), max: scale(amount.max) };
}

function filterOf(intent: Intent, type: 'property' | 'clothing', category: string): SearchFilterInput {
  const filter: SearchFilterInput = {
    type,
    category: category as SearchFilterInput['category'],
  };
  const extras: NonNullable<SearchFilterInput['extras']> = {};
  if (type === 'property' && intent.operation) filter.operation = intent.operation;
  if (hasBounds(intent.amount)) {
    const currency = intent.currency ?? impliedCurrency({ type, operation: filter.operation, amount: intent.amount });
    filter.amount = range(type === 'property' ? saleAmount(intent.amount, currency, intent.operation) : intent.amount);
    filter.currency = currency;
  }
  if (intent.tags.length) extras.tags = [...intent.tags];
  if (type === 'clothing') {
    if (intent.brands.length) extras.brands = [...intent.brands];
    if (intent.lastSeason !== null) extras.last_season = intent.lastSeason;
    if (intent.gender) extras.gender = intent.gender;
    if (intent.sizes.length) extras.stock = { sizes: [...intent.sizes] };
  } else {
    // The wizard's own rules (the listing definition's, search-fields.ts): which answers a category and operation take.
    const applies = (step: string) => stepApplies(step, { type, category, operation: intent.operation });
    const areas: NonNullable<NonNullable<SearchFilterInput['extras']>['areas']> = {};
    if (hasBounds(intent.totalArea)) areas.total = range(intent.totalArea);
    if (hasBounds(intent.coveredArea) && applies('covered_area')) areas.covered = range(intent.coveredArea);
    if (Object.keys(areas).length) extras.areas = areas;
    const rooms: NonNullable<NonNullable<SearchFilterInput['extras']>['rooms']> = {};
    if (intent.rooms !== null && applies('rooms')) rooms.total = intent.rooms;
    if (intent.bedrooms !== null && applies('bedrooms')) rooms.bedrooms = intent.bedrooms;
    if (intent.bathrooms !== null && applies('bathrooms')) rooms.bathrooms = intent.bathrooms;
    if (Object.keys(rooms).length) extras.rooms = rooms;
    if (intent.parkings !== null && applies('parkings')) extras.parkings = intent.parkings;
    if (intent.credit !== null && applies('credit')) extras.credit = intent.credit;
    if (intent.pets !== null && applies('pets')) extras.pets = intent.pets;
    if (intent.reserved !== null) extras.reserved = intent.reserved;
  }
  if (Object.keys(extras).length) filter.extras = extras;
  return filter;
}

export function intentResult(intent: Intent): Omit<ParsedQuery, 'unknown'> {
  const kinds = filterKinds(intent);
  const filters = kinds ? kinds.categories.map((category) => filterOf(intent, kinds.type, category)) : [];
  const places = kinds?.type === 'property' ? intent.places.slice(0, searchLimits.placesMax) : [];
  const title = filters.length
    ? searchTitle(
        filters,
        places.map((place) => place.name),
      )
    : null;
  return { filters, places, order: intent.order, title };
}
