// The 422 answer of the listing form, read for the screen (spec 02 §5: no client validation; the server's
// errors show as a list above the submit button, and on their fields). Keys are the API's dotted paths
// ('extras.areas.total', 'extras.stock.0.color', 'medias.2').
import { publicationMessages } from '@vitrina/shared/publications';
import { fieldErrors } from '@/lib/error-message';
import { formTexts } from '../publication-texts';
import type { FormValues } from './form-model';
import type { FormErrors } from './form-types';

type Field = keyof FormValues;

const direct: Record<string, Field> = {
  title: 'title',
  description: 'description',
  url: 'url',
  type: 'type',
  category: 'category',
  operation: 'operation',
  currency: 'currency',
  amount: 'amount',
  amount_sale: 'amount_sale',
  public: 'public',
  reference: 'reference',
  agents: 'agents',
  address: 'address',
  medias: 'images',
  order: 'images',
  'extras.brand': 'brand',
  'extras.code': 'code',
  'extras.tags': 'tags',
  'extras.last_season': 'last_season',
  'extras.gender': 'gender',
  'extras.age_group': 'age_group',
  'extras.age': 'age',
  'extras.areas.total': 'area_total',
  'extras.areas.covered': 'area_covered',
  'extras.rooms.total': 'rooms_total',
  'extras.rooms.bedrooms': 'bedrooms',
  'extras.rooms.bathrooms': 'bathrooms',
  'extras.parkings': 'parkings',
  'extras.credit': 'credit',
  'extras.reserved': 'reserved',
  'extras.stock': 'stock',
};

const labels: Partial<Record<Field, string>> = {
  title: formTexts.title,
  description: formTexts.description,
  url: formTexts.url,
  type: formTexts.type,
  category: formTexts.category,
  operation: formTexts.operation,
  currency: formTexts.currency,
  amount: formTexts.amount,
  amount_sale: formTexts.amountSale,
  public: formTexts.publicLabel,
  reference: formTexts.reference,
  agents: formTexts.agents,
  address: formTexts.address,
  images: formTexts.images,
  brand: formTexts.brand,
  code: formTexts.code,
  tags: formTexts.tags,
  last_season: formTexts.lastSeason,
  gender: formTexts.gender,
  age_group: formTexts.ageGroup,
  age: formTexts.age,
  area_total: formTexts.areaTotal,
  area_covered: formTexts.areaCovered,
  rooms_total: formTexts.roomsTotal,
  bedrooms: formTexts.bedrooms,
  bathrooms: formTexts.bathrooms,
  parkings: formTexts.parkings,
  credit: publicationMessages.credit,
  reserved: formTexts.reserved,
  stock: formTexts.sectionStock,
};

/** The form field a server key names: the longest known prefix ('extras.stock.0.color' is the stock). */
export function fieldOfKey(key: string): Field | undefined {
  const parts = key.split('.');
  for (let length = parts.length; length > 0; length--) {
    const field = direct[parts.slice(0, length).join('.')];
    if (field) return field;
  }
  return undefined;
}

/** One line of the error list; `field` is the form field it names, so fixing that field takes the line away. */
export type ServerErrorItem = { key: string; field?: Field; label?: string; message: string };

/** The errors to list and to show on fields; null when the failure is no validation answer. */
export function readServerErrors(error: unknown): { list: ServerErrorItem[]; fields: FormErrors } | null {
  const errors = fieldErrors(error);
  if (!errors) return null;
  const list: ServerErrorItem[] = [];
  const fields: FormErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = fieldOfKey(key);
    list.push({ key, field, label: field ? labels[field] : undefined, message: messages[0] });
    if (field && !fields[field]) fields[field] = messages[0];
  }
  return { list, fields };
}
