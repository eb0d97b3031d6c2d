// The query box's result in the builder ('Editar en el asistente'): its last filter becomes the wizard's answers to
// edit, the others the filters already added, with its places and order.
import type { SearchFilterInput, SearchOrder } from '@vitrina/shared/searches';
import { readFieldAnswers } from '@/components/filter-steps/field-answers';
import { emptyDraft, emptyRange, type ChosenPlace, type Draft, type Range } from './wizard-model';

export type QueryPrefill = {
  filters: SearchFilterInput[];
  places: { reference: string; description: string }[];
  order: SearchOrder;
};

const rangeOf = (value: { min?: number | null; max?: number | null } | null | undefined): Range =>
  value ? { min: value.min ?? null, max: value.max ?? null } : emptyRange;

/** The wizard's answers that make up a filter (toFilter's inverse for what a sentence can say). */
export function draftOf(filter: SearchFilterInput): Draft {
  const extras = filter.extras ?? {};
  return {
    ...emptyDraft,
    type: filter.type,
    category: filter.category,
    operation: filter.operation ?? null,
    currency: filter.currency ?? null,
    amount: rangeOf(filter.amount),
    ...readFieldAnswers(filter),
    sizes: extras.stock?.sizes ?? [],
  };
}

export function prefillOf(prefill: QueryPrefill): {
  filters: SearchFilterInput[];
  draft: Draft;
  places: ChosenPlace[];
  order: SearchOrder;
} {
  const last = prefill.filters[prefill.filters.length - 1];
  return {
    filters: prefill.filters.slice(0, -1),
    draft: last ? draftOf(last) : emptyDraft,
    places: prefill.places.map((place) => ({ reference: place.reference, description: place.description })),
    order: prefill.order,
  };
}

/** A prefill the home's query box left in the navigation's state, if any. */
export function prefillFromState(state: unknown): QueryPrefill | null {
  const prefill = (state as { queryBox?: QueryPrefill } | null)?.queryBox;
  return prefill && Array.isArray(prefill.filters) && Array.isArray(prefill.places) ? prefill : null;
}
