// The listing form's state and how it travels (spec 02 §2, §3, §5): the values the inputs edit, built from a
// listing when editing, and the multipart body the API takes, with bracket names for nested fields, '1'/'0'
// for booleans and `order[]` tokens for the images ('12' an existing image, 'new:0' the first uploaded file).
import { sortBySize, type PublicationType } from '@vitrina/shared/enums';
import type { Publication } from '@vitrina/shared/publications';
import { visibleFields } from './form-rules';

export type NumberValue = number | '';

export type ImageItem =
  { key: string; kind: 'existing'; id: number; url: string } | { key: string; kind: 'new'; file: File; url: string };

export type StockRow = { key: string; color: string; size: string };

export type AddressValue = { title: string; lat: number; lng: number };

export type FormValues = {
  title: string;
  description: string;
  url: string;
  type: PublicationType | '';
  category: string;
  operation: string;
  currency: string;
  amount: NumberValue;
  amount_sale: NumberValue;
  public: boolean;
  reference: string;
  agents: string[];
  tags: string[];
  address: AddressValue | null;
  area_total: NumberValue;
  area_covered: NumberValue;
  rooms_total: NumberValue;
  bedrooms: NumberValue;
  bathrooms: NumberValue;
  parkings: NumberValue;
  age: NumberValue;
  credit: boolean;
  reserved: boolean;
  brand: string;
  code: string;
  gender: string;
  age_group: string;
  last_season: '' | '1' | '0';
  stock: StockRow[];
  images: ImageItem[];
};

let keySequence = 0;
/** A key for a row or an image, stable while it moves. */
export function nextKey(prefix: string): string {
  keySequence += 1;
  return `${prefix}-${keySequence}`;
}

const number = (value: number | null | undefined): NumberValue => (value == null ? '' : value);
const flag = (value: boolean | null | undefined): '' | '1' | '0' => (value == null ? '' : value ? '1' : '0');

export function initialValues(publication?: Publication, options: { isPublic?: boolean } = {}): FormValues {
  const extras = publication?.extras;
  const point = publication?.address?.geolocation?.coordinates;
  return {
    title: publication?.title ?? '',
    description: publication?.description ?? '',
    url: publication?.url ?? '',
    type: publication?.type ?? '',
    category: publication?.category ?? '',
    operation: publication?.operation ?? '',
    currency: publication?.currency ?? '',
    amount: number(publication?.amount),
    amount_sale: number(publication?.amount_sale),
    public: publication?.public ?? options.isPublic ?? true,
    reference: publication?.reference ?? '',
    agents: [...(publication?.agents ?? [])],
    tags: [...(extras?.tags ?? [])],
    address: publication?.address && point ? { title: publication.address.title, lat: point[0], lng: point[1] } : null,
    area_total: number(extras?.areas.total),
    area_covered: number(extras?.areas.covered),
    rooms_total: number(extras?.rooms.total),
    bedrooms: number(extras?.rooms.bedrooms),
    bathrooms: number(extras?.rooms.bathrooms),
    parkings: number(extras?.parkings),
    age: number(extras?.age),
    credit: extras?.credit ?? false,
    reserved: extras?.reserved ?? false,
    brand: extras?.brand ?? '',
    code: extras?.code ?? '',
    gender: extras?.gender ?? '',
    age_group: extras?.age_group ?? '',
    last_season: flag(extras?.last_season),
    // Shown by size in the enumeration's order; rows added while editing stay where they were added.
    stock: sortBySize(extras?.stock ?? []).map((item) => ({
      key: nextKey('stock'),
      color: item.color ?? '',
      size: item.size ?? '',
    })),
    images: [...(publication?.medias ?? [])]
      .sort((a, b) => a.number - b.number)
      .map((media) => ({
        key: `media-${media.id}`,
        kind: 'existing',
        id: media.id,
        url: media.thumbnail_url ?? media.file_url,
      })),
  };
}

/** Amounts are whole and non-negative; 0 or less reads as empty (spec 02 §5). */
export function amountValue(value: number | string): NumberValue {
  const parsed = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (value === '' || !Number.isFinite(parsed) || parsed <= 0) return '';
  return Math.round(parsed);
}

/** Counts and areas are non-negative; areas keep two decimals (step 0.01). */
export function quantityValue(value: number | string, decimals: 0 | 2): NumberValue {
  const parsed = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (value === '' || !Number.isFinite(parsed)) return '';
  const factor = decimals === 2 ? 100 : 1;
  return Math.max(0, Math.round(parsed * factor) / factor);
}

const text = (value: NumberValue | string) => (value === '' ? '' : String(value).trim());

function setList(form: FormData, name: string, values: string[]) {
  // An empty value without brackets is the API's "none", so an emptied list is saved as such.
  if (values.length === 0) form.set(name, '');
  for (const value of values) form.append(`${name}[]`, value);
}

/** The multipart body of POST /account/publication (create) or of the update, which adds `_method`. */
export function toFormData(values: FormValues): FormData {
  const form = new FormData();
  const visible = visibleFields(values.type, values.category);
  const shown = <T extends string>(field: Parameters<typeof visible.has>[0], value: T): T | '' =>
    visible.has(field) ? value : '';

  form.set('title', values.title.trim());
  form.set('description', values.description.trim());
  form.set('url', values.url.trim());
  form.set('type', values.type);
  form.set('category', values.category);
  form.set('operation', shown('operation', values.operation));
  form.set('currency', values.currency);
  form.set('amount', text(values.amount));
  form.set('amount_sale', text(values.amount_sale));
  form.set('public', values.public ? '1' : '0');
  form.set('reference', values.reference.trim());
  setList(form, 'agents', values.agents);
  if (values.address) {
    form.set('address[title]', values.address.title);
    form.set('address[lat]', String(values.address.lat));
    form.set('address[lng]', String(values.address.lng));
  }

  setList(form, 'extras[tags]', values.tags);
  form.set('extras[areas][total]', shown('area_total', text(values.area_total)));
  form.set('extras[areas][covered]', shown('area_covered', text(values.area_covered)));
  form.set('extras[rooms][total]', shown('rooms_total', text(values.rooms_total)));
  form.set('extras[rooms][bedrooms]', shown('bedrooms', text(values.bedrooms)));
  form.set('extras[rooms][bathrooms]', shown('bathrooms', text(values.bathrooms)));
  form.set('extras[parkings]', shown('parkings', text(values.parkings)));
  form.set('extras[age]', shown('age', text(values.age)));
  form.set('extras[credit]', shown('credit', values.credit ? '1' : '0'));
  form.set('extras[reserved]', shown('reserved', values.reserved ? '1' : '0'));
  form.set('extras[brand]', shown('brand', values.brand.trim()));
  form.set('extras[code]', shown('code', values.code.trim()));
  form.set('extras[gender]', shown('gender', values.gender));
  form.set('extras[age_group]', shown('age_group', values.age_group));
  form.set('extras[last_season]', shown('last_season', values.last_season));
  if (visible.has('stock')) {
    values.stock
      .filter((row) => row.color.trim() || row.size)
      .forEach((row, index) => {
        form.set(`extras[stock][${index}][color]`, row.color.trim());
        form.set(`extras[stock][${index}][size]`, row.size);
      });
  }

  let uploaded = 0;
  const order: string[] = [];
  for (const image of values.images) {
    if (image.kind === 'existing') {
      order.push(String(image.id));
    } else {
      form.append('medias[]', image.file, image.file.name);
      order.push(`new:${uploaded}`);
      uploaded += 1;
    }
  }
  setList(form, 'order', order);
  return form;
}
