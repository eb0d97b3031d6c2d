// The query box's chips: one per thing the sentence was understood to say (each category, the operation, the price,
// rooms, places, order…), each removable. Removing a chip edits the intent, and the filters are built again from it.
import { categories, currencies, genders, operations, searchOrders } from '../enums';
import { formatNumber } from '../format';
import type { Bounds, Intent } from './intent';
import { filterKinds, intentResult } from './to-filters';

export type QueryChip = { key: string; label: string };

const titleOf = (list: readonly { value: string; title: string }[], value: string) =>
  list.find((item) => item.value === value)?.title ?? value;

function money(value: number, currency: string | null): string {
  const symbol = currencies.find((item) => item.value === currency)?.symbol ?? '$';
  return `${symbol} ${formatNumber(value, false)}`;
}

function boundsLabel(bounds: Bounds, format: (value: number) => string): string {
  if (bounds.min !== null && bounds.max !== null) return `De ${format(bounds.min)} a ${format(bounds.max)}`;
  if (bounds.min !== null) return `Desde ${format(bounds.min)}`;
  return `Hasta ${format(bounds.max ?? 0)}`;
}

const plural = (count: number, one: string, many: string) =>
  `${count}${count === 5 ? ' o más' : ''} ${count === 1 ? one : many}`;

/** The chips of an intent, in the wizard's order. */
export function intentChips(intent: Intent): QueryChip[] {
  const chips: QueryChip[] = [];
  // The price as the filters hold it: in the currency the wizard's rule gives, a sale's thousands made whole.
  const priced = intentResult(intent).filters.find((filter) => filter.amount);
  const kinds = filterKinds(intent);
  for (const category of kinds?.categories ?? [])
    chips.push({ key: `category:${category}`, label: titleOf(categories, category) });
  if (intent.operation && kinds?.type !== 'clothing')
    chips.push({ key: 'operation', label: titleOf(operations, intent.operation) });
  if (priced?.amount) {
    const amount = { min: priced.amount.min ?? null, max: priced.amount.max ?? null };
    chips.push({ key: 'amount', label: boundsLabel(amount, (value) => money(value, priced.currency ?? null)) });
  }
  for (const tag of intent.tags) chips.push({ key: `tag:${tag}`, label: tag });
  for (const brand of intent.brands) chips.push({ key: `brand:${brand}`, label: brand });
  if (intent.lastSeason !== null)
    chips.push({ key: 'season', label: intent.lastSeason ? 'Última temporada' : 'Temporadas anteriores' });
  if (intent.gender) chips.push({ key: 'gender', label: titleOf(genders, intent.gender) });
  for (const size of intent.sizes) chips.push({ key: `size:${size}`, label: `Talle ${size}` });
  const area = (value: number) => `${formatNumber(value, false)} m²`;
  if (intent.totalArea) chips.push({ key: 'totalArea', label: `${boundsLabel(intent.totalArea, area)} totales` });
  if (intent.coveredArea)
    chips.push({ key: 'coveredArea', label: `${boundsLabel(intent.coveredArea, area)} cubiertos` });
  if (intent.rooms !== null) chips.push({ key: 'rooms', label: plural(intent.rooms, 'ambiente', 'ambientes') });
  if (intent.bedrooms !== null)
    chips.push({ key: 'bedrooms', label: plural(intent.bedrooms, 'dormitorio', 'dormitorios') });
  if (intent.bathrooms !== null) chips.push({ key: 'bathrooms', label: plural(intent.bathrooms, 'baño', 'baños') });
  if (intent.parkings !== null)
    chips.push({
      key: 'parkings',
      label: intent.parkings === 0 ? 'Sin cochera' : intent.parkings === 1 ? 'Con cochera' : '2 o más cocheras',
    });
  if (intent.credit !== null) chips.push({ key: 'credit', label: intent.credit ? 'Apto crédito' : 'No apto crédito' });
  if (intent.pets !== null) chips.push({ key: 'pets', label: intent.pets ? 'Acepta mascotas' : 'No acepta mascotas' });
  if (intent.reserved !== null) chips.push({ key: 'reserved', label: intent.reserved ? 'Reservada' : 'Sin reservar' });
  if (kinds?.type !== 'clothing')
    for (const place of intent.places) chips.push({ key: `place:${place.reference}`, label: place.name });
  if (intent.order !== 'relevance') chips.push({ key: 'order', label: titleOf(searchOrders, intent.order) });
  return chips;
}

/** The intent without what a chip says. */
export function withoutChip(intent: Intent, key: string): Intent {
  const colon = key.indexOf(':');
  const kind = colon < 0 ? key : key.slice(0, colon);
  const value = colon < 0 ? '' : key.slice(colon + 1);
  const next: Intent = { ...intent };
  switch (kind) {
    case 'category': {
      const kinds = filterKinds(intent);
      next.type = kinds?.type ?? intent.type;
      next.categories = (kinds?.categories ?? []).filter((category) => category !== value);
      // The last category removed: no filter is left, rather than the likely ones coming back.
      next.kindless = next.categories.length === 0;
      return next;
    }
    case 'tag':
      return { ...next, tags: intent.tags.filter((tag) => tag !== value) };
    case 'brand':
      return { ...next, brands: intent.brands.filter((brand) => brand !== value) };
    case 'size':
      return { ...next, sizes: intent.sizes.filter((size) => size !== value) };
    case 'place':
      return { ...next, places: intent.places.filter((place) => place.reference !== value) };
    case 'amount':
      return { ...next, amount: null, currency: null };
    case 'season':
      return { ...next, lastSeason: null };
    case 'order':
      return { ...next, order: 'relevance' };
    case 'operation':
    case 'gender':
    case 'totalArea':
    case 'coveredArea':
    case 'rooms':
    case 'bedrooms':
    case 'bathrooms':
    case 'parkings':
    case 'credit':
    case 'pets':
    case 'reserved':
      return { ...next, [key]: null };
    default:
      return next;
  }
}
