// The filter wizard's model (product.md, Searches: Builder): the answers of one filter being built, the steps in
// order (step 19, places by map search, is two: the filter's area on a map and the search's places), which of them a
// type and category show, when a step counts as answered, and the filter the API takes. A listing field's step, its
// place, its rules and its answer come from the listing definition (@vitrina/shared/search-fields); the filter's own
// steps are written here. Pure functions, so the page and its tests share one set of rules.
import type { SearchArea } from '@vitrina/shared/search-map';
import { searchFieldByStep, searchFields, stepApplies } from '@vitrina/shared/search-fields';
import type { SearchFilterInput } from '@vitrina/shared/searches';
import {
  emptyFieldAnswers,
  emptyRange,
  isFieldAnswered,
  oneTapField,
  rangeSet,
  writeFieldAnswers,
  type FieldAnswers,
  type Range,
  type SearchStep,
} from '@/components/filter-steps/field-answers';

export { emptyRange, type Range };
export { parseAmount, parseArea } from '@/components/filter-steps/field-answers';

/** The steps that are no listing field: the filter's own parts, and the search's places. */
type OwnStep = 'type' | 'category' | 'operation' | 'price' | 'sizes' | 'stores' | 'area' | 'places';
/** A step: the filter's own, or a searched field's (the listing definition's, @vitrina/shared/search-fields). */
export type StepId = OwnStep | SearchStep;

// The filter's own steps among the fields' (whose `order` the listing definition gives).
const ownOrder: Record<OwnStep, number> = {
  type: 10,
  category: 20,
  operation: 30,
  price: 40,
  sizes: 90,
  stores: 100,
  area: 190,
  places: 200,
};

/** The steps in the spec's order. */
export const stepOrder: readonly StepId[] = [
  ...Object.entries(ownOrder).map(([step, order]) => ({ step: step as StepId, order })),
  ...searchFields.map((field) => ({ step: field.step, order: field.search.order })),
]
  .sort((a, b) => a.order - b.order)
  .map((entry) => entry.step);

/** Steps answered with one tap: the wizard moves on by itself 1.5 s after the choice. */
export const singleChoiceSteps: ReadonlySet<StepId> = new Set<StepId>([
  'type',
  'category',
  'operation',
  ...searchFields.filter(oneTapField).map((field) => field.step),
]);

export const AUTO_ADVANCE_MS = 1500;
export const SCROLL_DELAY_MS = 300;

/** The answers of the filter being built; null or empty is "not answered". */
export type Draft = FieldAnswers & {
  type: string | null;
  category: string | null;
  operation: string | null;
  currency: string | null;
  amount: Range;
  sizes: string[];
  stores: number[];
  /** The area chosen on a map (a property filter's): its listings' points must be inside. */
  area: SearchArea | null;
};

export const emptyDraft: Draft = {
  type: null,
  category: null,
  operation: null,
  currency: null,
  amount: emptyRange,
  ...emptyFieldAnswers,
  sizes: [],
  stores: [],
  area: null,
};

/** A place of the search (step 19): the autocomplete's suggestion, named by its words. */
export type ChosenPlace = { reference: string; description: string };

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
  switch (step) {
    case 'price':
      return true;
    case 'sizes':
      return type === 'clothing';
    case 'stores':
      return type === 'clothing' && context.hasStores;
    case 'operation':
    case 'area':
      return type === 'property';
    default:
      // A field's step, by the listing definition's rules: its type, the categories that lack it, the operations.
      return stepApplies(step, { type, category, operation: draft.operation });
  }
}

export function visibleSteps(draft: Draft, context: VisibilityContext): StepId[] {
  return stepOrder.filter((step) => isStepVisible(step, draft, context));
}

/** Whether a step holds an answer (a completed step). `places` is the search's, passed apart. */
export function isStepAnswered(step: StepId, draft: Draft, places: ChosenPlace[] = []): boolean {
  switch (step) {
    case 'price':
      return rangeSet(draft.amount);
    case 'sizes':
    case 'stores':
      return draft[step].length > 0;
    case 'places':
      return places.length > 0;
    case 'type':
    case 'category':
    case 'operation':
    case 'area':
      return draft[step] !== null;
    default:
      return isFieldAnswered(searchFieldByStep.get(step)!, draft);
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
  const filter: SearchFilterInput = {
    type: draft.type as SearchFilterInput['type'],
    category: draft.category as SearchFilterInput['category'],
  };
  if (shown('operation')) filter.operation = draft.operation as SearchFilterInput['operation'];
  writeFieldAnswers(filter, draft, (field) => shown(field.step));
  if (shown('sizes') || shown('stores'))
    filter.extras = {
      ...filter.extras,
      stock: {
        ...(shown('sizes') ? { sizes: draft.sizes } : {}),
        ...(shown('stores') ? { places: draft.stores } : {}),
      },
    };
  if (shown('price')) {
    filter.amount = range(draft.amount);
    if (draft.currency) filter.currency = draft.currency as SearchFilterInput['currency'];
  }
  if (shown('area')) filter.area = draft.area;
  return filter;
}
