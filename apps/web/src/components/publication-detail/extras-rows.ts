// The rows of the detail's extras table (product.md, Listings: Detail): every field the listing definition labels for
// it (`detail`) that the listing has, formatted by its kind. What describes the item (`extras`) comes first, then the
// listing's own fields (reference, agents), each part in the definition's order.
import { formatNumber, formatPrice } from '@vitrina/shared/format';
import { listingFieldList, valueAt, type ListingField, type ListingFieldPath } from '@vitrina/shared/listing-fields';
import type { Publication } from '@vitrina/shared/publications';
import { detailTexts } from './detail-texts';
import type { FieldTitles } from './use-field-titles';

const labelled = listingFieldList.filter((field) => field.detail);
const detailFields = [
  ...labelled.filter((field) => field.path[0] === 'extras'),
  ...labelled.filter((field) => field.path[0] !== 'extras'),
];

type ChoiceTitle = (value: string) => string | null;

/** Choices the server's configuration titles (a new value shows its title without a new build). */
function configurationTitles(titles: FieldTitles): Partial<Record<ListingFieldPath, ChoiceTitle>> {
  return {
    type: titles.type,
    category: titles.category,
    operation: titles.operation,
    'extras.gender': titles.gender,
    'extras.age_group': titles.ageGroup,
  };
}

/** Values shown otherwise than by their kind. */
const shownAs: Partial<Record<ListingFieldPath, (value: number) => string | null>> = {
  // 0 is 'A estrenar', which the badges already say.
  'extras.age': (value) => (value ? detailTexts.years(value) : null),
};

function shown(field: ListingField, value: unknown, choiceTitle: ChoiceTitle | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const special = shownAs[field.key];
  if (special && typeof value === 'number') return special(value);
  switch (field.kind) {
    case 'choice': {
      const text = String(value);
      return choiceTitle?.(text) ?? field.options?.find((option) => option.value === text)?.title ?? text;
    }
    case 'count':
      return formatNumber(Number(value), false);
    case 'area':
      return `${formatNumber(Number(value))} m²`;
    case 'amount':
      return formatPrice(Number(value), 'ARS');
    case 'flag':
      return value ? detailTexts.yes : detailTexts.no;
    case 'list':
      return Array.isArray(value) && value.length > 0 ? value.join(', ') : null;
    default:
      return String(value);
  }
}

/** The label and value of each detail the listing has beyond its badges. */
export function extrasRows(publication: Publication, titles: FieldTitles): [string, string][] {
  const choiceTitles = configurationTitles(titles);
  const rows: [string, string][] = [];
  for (const field of detailFields) {
    const value = shown(field, valueAt(publication, field.path), choiceTitles[field.key]);
    if (value !== null && value !== '') rows.push([field.detail ?? field.title, value]);
  }
  return rows;
}
