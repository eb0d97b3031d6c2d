// The answers a filter's field steps hold (the listing definition's searched fields, @vitrina/shared/search-fields),
// pure: the empty answers, when one is given, and how they become a filter's `extras` and come back from one. The
// search builder's wizard (wizard-model.ts) and the admin's preset filters share them.
import { setValueAt } from '@vitrina/shared/listing-fields';
import {
  filterValue,
  searchFields,
  type FieldAnswers,
  type Range,
  type SearchField,
  type SearchStep,
} from '@vitrina/shared/search-fields';

export type { FieldAnswers, Range, SearchStep };

export const emptyRange: Range = { min: null, max: null };
export const rangeSet = (range: Range) => range.min !== null || range.max !== null;

function emptyAnswer(field: SearchField): FieldAnswers[SearchStep] {
  if (field.search.kind === 'range') return emptyRange;
  return field.search.kind === 'anyOf' ? [] : null;
}

export const emptyFieldAnswers = Object.fromEntries(
  searchFields.map((field) => [field.step, emptyAnswer(field)]),
) as FieldAnswers;

/** A field step's title: its own ('Marcas') or the field's. */
export const fieldStepTitle = (field: SearchField) => field.search.title ?? field.title;

export const fieldStepTitles = Object.fromEntries(
  searchFields.map((field) => [field.step, fieldStepTitle(field)]),
) as Record<SearchStep, string>;

/** Steps answered with one tap: a yes or no, a choice, a count. */
export const oneTapField = (field: SearchField) => field.search.kind !== 'range' && field.search.kind !== 'anyOf';

/** Whether a field step holds an answer. */
export function isFieldAnswered(field: SearchField, answers: FieldAnswers): boolean {
  const value = answers[field.step];
  if (field.search.kind === 'range') return rangeSet(value as Range);
  if (field.search.kind === 'anyOf') return (value as string[]).length > 0;
  return value !== null;
}

/** Writes the answered fields that `shown` lets through into the filter's `extras`, each at its key. */
export function writeFieldAnswers(
  filter: Record<string, unknown>,
  answers: FieldAnswers,
  shown: (field: SearchField) => boolean,
): void {
  for (const field of searchFields) {
    if (!shown(field) || !isFieldAnswered(field, answers)) continue;
    const value = answers[field.step];
    const range = value as Range;
    setValueAt(filter, field.filterPath, field.search.kind === 'range' ? { min: range.min, max: range.max } : value);
  }
}

/** A filter's field values as the steps' answers (writeFieldAnswers' inverse). */
export function readFieldAnswers(filter: { extras?: unknown }): FieldAnswers {
  const answers: Record<string, unknown> = { ...emptyFieldAnswers };
  for (const field of searchFields) {
    const value = filterValue(filter, field);
    if (value === null || value === undefined) continue;
    const range = value as { min?: number | null; max?: number | null };
    answers[field.step] = field.search.kind === 'range' ? { min: range.min ?? null, max: range.max ?? null } : value;
  }
  return answers as FieldAnswers;
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
