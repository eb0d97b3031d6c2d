// The filter wizard's model (product.md, Searches: Builder): the answers of one filter being built, the steps in
// order (step 19, places by map search, is two: the filter's area on a map and the search's places), which of them a type and category show, when a step counts as answered, and the filter the API takes.
// Pure functions, so the page and its tests share one set of rules.
import type { SearchArea } from '@vitrina/shared/search-map';
import type { SearchFilterInput } from '@vitrina/shared/searches';

export type StepId =
  | 'type'
  | 'category'
  | 'operation'
  | 'price'
  | 'tags'
  | 'brands'
  | 'last_season'
  | 'gender'
  | 'sizes'
  | 'stores'
  | 'total_area'
  | 'covered_area'
  | 'rooms'
  | 'bedrooms'
  | 'bathrooms'
  | 'parkings'
  | 'credit'
  | 'reserved'
  | 'area'
  | 'places';

/** The steps in the spec's order. */
export const stepOrder: readonly StepId[] = [
  'type',
  'category',
  'operation',
  'price',
  'tags',
  'brands',
  'last_season',
  'gender',
  'sizes',
  'stores',
  'total_area',
  'covered_area',
  'rooms',
  'bedrooms',
  'bathrooms',
  'parkings',
  'credit',
  'reserved',
  'area',
  'places',
];

/** Steps answered with one tap: the wizard moves on by itself 1.5 s after the choice. */
export const singleChoiceSteps: ReadonlySet<StepId> = new Set<StepId>([
  'type',
  'category',
  'operation',
  'last_season',
  'gender',
  'rooms',
  'bedrooms',
  'bathrooms',
  'parkings',
  'credit',
  'reserved',
]);

export const AUTO_ADVANCE_MS = 1500;
export const SCROLL_DELAY_MS = 300;

export type Range = { min: number | null; max: number | null };
export const emptyRange: Range = { min: null, max: null };

/** The answers of the filter being built; null or empty is "not answered". */
export type Draft = {
  type: string | null;
  category: string | null;
  operation: string | null;
  currency: string | null;
  amount: Range;
  tags: string[];
  brands: string[];
  last_season: boolean | null;
  gender: string | null;
  sizes: string[];
  stores: number[];
  total_area: Range;
  covered_area: Range;
  rooms: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parkings: number | null;
  credit: boolean | null;
  reserved: boolean | null;
  /** The area chosen on a map (a property filter's): its listings' points must be inside. */
  area: SearchArea | null;
};

export const emptyDraft: Draft = {
  type: null,
  category: null,
  operation: null,
  currency: null,
  amount: emptyRange,
  tags: [],
  brands: [],
  last_season: null,
  gender: null,
  sizes: [],
  stores: [],
  total_area: emptyRange,
  covered_area: emptyRange,
  rooms: null,
  bedrooms: null,
  bathrooms: null,
  parkings: null,
  credit: null,
  reserved: null,
  area: null,
};

/** A place of the search (step 19): the autocomplete's suggestion, named by its words. */
export type ChosenPlace = { reference: string; description: string };

// Ours: which property steps make sense for a category. Land has no building; a garage has no rooms.
const noBuilding = new Set(['terreno']);
const noRooms = new Set(['terreno', 'cochera']);
const noBedrooms = new Set(['terreno', 'cochera', 'local', 'oficina']);
const rentals = new Set(['alquiler', 'alquiler_temporario']);

export type VisibilityContext = {
  /** Whether the stores step has stores to offer (a group's members). */
  hasStores: boolean;
  /** Whether a property filter exists among the filters already added. */
  propertyFilterAdded: boolean;
};

/** Whether a step is shown for these answers (product.md, Searches: Builder: by type and category). */
export function isStepVisible(step: StepId, draft: Draft, context: VisibilityContext): boolean {
  const { type, category } = draft;
  if (step === 'type') return true;
  if (step === 'places') return type === 'property' || context.propertyFilterAdded;
  if (step === 'category') return type !== null;
  if (!type || !category) return false;
  const clothing = type === 'clothing';
  const property = type === 'property';
  switch (step) {
    case 'price':
      return true;
    case 'tags':
    case 'brands':
    case 'last_season':
    case 'gender':
    case 'sizes':
      return clothing;
    case 'stores':
      return clothing && context.hasStores;
    case 'operation':
    case 'total_area':
    case 'reserved':
    case 'area':
      return property;
    case 'covered_area':
      return property && !noBuilding.has(category);
    case 'rooms':
    case 'bathrooms':
    case 'parkings':
      return property && !noRooms.has(category);
    case 'bedrooms':
      return property && !noBedrooms.has(category);
    case 'credit':
      return property && !rentals.has(draft.operation ?? '');
    default:
      return false;
  }
}

export function visibleSteps(draft: Draft, context: VisibilityContext): StepId[] {
  return stepOrder.filter((step) => isStepVisible(step, draft, context));
}

const rangeSet = (range: Range) => range.min !== null || range.max !== null;

/** Whether a step holds an answer (a completed step). `places` is the search's, passed apart. */
export function isStepAnswered(step: StepId, draft: Draft, places: ChosenPlace[] = []): boolean {
  switch (step) {
    case 'price':
      return rangeSet(draft.amount);
    case 'total_area':
      return rangeSet(draft.total_area);
    case 'covered_area':
      return rangeSet(draft.covered_area);
    case 'tags':
    case 'brands':
    case 'sizes':
    case 'stores':
      return draft[step].length > 0;
    case 'places':
      return places.length > 0;
    default:
      return draft[step] !== null;
  }
}

/** The answers with one step cleared ('Quitar'). Clearing the type or category clears what depends on it. */
export function clearStep(step: StepId, draft: Draft): Draft {
  switch (step) {
    case 'type':
      return emptyDraft;
    case 'category':
      return { ...emptyDraft, type: draft.type };
    case 'price':
      return { ...draft, amount: emptyRange, currency: null };
    case 'places':
      return draft;
    default:
      return { ...draft, [step]: emptyDraft[step] };
  }
}

/** A new type resets every other answer; a new category keeps only the type (product.md, Searches: Builder). */
export function chooseType(draft: Draft, type: string): Draft {
  return draft.type === type ? draft : { ...emptyDraft, type };
}

export function chooseCategory(draft: Draft, category: string): Draft {
  return draft.category === category ? draft : { ...emptyDraft, type: draft.type, category };
}

/** The form is complete when its two required steps are answered. */
export function isComplete(draft: Draft): boolean {
  return draft.type !== null && draft.category !== null;
}

function range(value: Range) {
  return rangeSet(value) ? { min: value.min, max: value.max } : null;
}

/** The filter the API takes, with only the visible, answered fields. */
export function toFilter(draft: Draft, context: VisibilityContext): SearchFilterInput {
  const shown = (step: StepId) => isStepVisible(step, draft, context) && isStepAnswered(step, draft);
  const extras: NonNullable<SearchFilterInput['extras']> = {};
  if (shown('tags')) extras.tags = draft.tags;
  if (shown('brands')) extras.brands = draft.brands;
  if (shown('last_season')) extras.last_season = draft.last_season;
  if (shown('gender')) extras.gender = draft.gender as NonNullable<SearchFilterInput['extras']>['gender'];
  if (shown('sizes') || shown('stores'))
    extras.stock = {
      ...(shown('sizes') ? { sizes: draft.sizes } : {}),
      ...(shown('stores') ? { places: draft.stores } : {}),
    };
  if (shown('total_area') || shown('covered_area'))
    extras.areas = {
      ...(shown('total_area') ? { total: range(draft.total_area) } : {}),
      ...(shown('covered_area') ? { covered: range(draft.covered_area) } : {}),
    };
  if (shown('rooms') || shown('bedrooms') || shown('bathrooms'))
    extras.rooms = {
      ...(shown('rooms') ? { total: draft.rooms } : {}),
      ...(shown('bedrooms') ? { bedrooms: draft.bedrooms } : {}),
      ...(shown('bathrooms') ? { bathrooms: draft.bathrooms } : {}),
    };
  if (shown('parkings')) extras.parkings = draft.parkings;
  if (shown('credit')) extras.credit = draft.credit;
  if (shown('reserved')) extras.reserved = draft.reserved;

  const filter: SearchFilterInput = {
    type: draft.type as SearchFilterInput['type'],
    category: draft.category as SearchFilterInput['category'],
  };
  if (shown('operation')) filter.operation = draft.operation as SearchFilterInput['operation'];
  if (shown('price')) {
    filter.amount = range(draft.amount);
    if (draft.currency) filter.currency = draft.currency as SearchFilterInput['currency'];
  }
  if (Object.keys(extras).length > 0) filter.extras = extras;
  if (shown('area')) filter.area = draft.area;
  return filter;
}

/** Amounts are integers; 0 or less (or no number) is empty (product.md, Searches: Builder). */
export function parseAmount(text: string): number | null {
  const value = Math.trunc(Number(text));
  return text.trim() === '' || !Number.isFinite(value) || value <= 0 ? null : value;
}

/** Areas take two decimals at most and are never negative; empty is no bound. */
export function parseArea(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.replace(',', '.'));
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.round(value * 100) / 100;
}
