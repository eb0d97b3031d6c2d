// An Octoparse row (column name -> text, as the task extracted it) turned into a feed listing, so it goes
// through the same checks as a JSON feed. Column names are matched without case, accents, spaces or
// punctuation, in English or Spanish ('Precio', 'precio', 'PRECIO_OFERTA'); docs/feeds.md lists them.
import { currencies, type Option } from '@vitrina/shared/enums';
import { listingFieldList, setValueAt, type ListingField } from '@vitrina/shared/listing-fields';
import { foldText } from '@vitrina/shared/gazetteer/map-text';

// The feed's own columns; every listing field is known by its column's name and the names the definition adds.
const feedColumns: Record<string, string[]> = {
  code: ['code', 'codigo', 'id', 'sku'],
  address: ['address', 'direccion', 'ubicacion'],
  lat: ['lat', 'latitude', 'latitud'],
  lng: ['lng', 'lon', 'longitude', 'longitud'],
  images: ['images', 'imagenes', 'image', 'imagen', 'fotos', 'foto'],
};

const squash = (text: string) => foldText(text).replaceAll(' ', '');

const columnOf = new Map<string, string>([
  ...Object.entries(feedColumns).flatMap(([name, names]) => names.map((alias) => [alias, name] as const)),
  ...listingFieldList.flatMap((field) =>
    [squash(field.column), ...(field.feedNames ?? [])].map((alias) => [alias, field.key] as const),
  ),
]);
// Numbered image columns: 'Imagen 1', 'image_2', 'foto3'.
const numberedImage = /^(image|imagen|foto|photo)\d+$/;

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const result = String(value).trim();
  return result === '' ? null : result;
}

/** An option by its value or its Spanish title; unknown text goes through as is, for validation to refuse. */
function option(value: string | null, list: readonly Option[]): string | null {
  if (value == null) return null;
  const folded = squash(value);
  return list.find((item) => squash(item.value) === folded || squash(item.title) === folded)?.value ?? value;
}

/** Numbers as Argentine pages write them: '120.000', 'US$ 1.250.000', '85,5', '1,234.50'. */
export function parseLooseNumber(value: string | null): number | null {
  const cleaned = value?.replace(/[^\d.,]/g, '') ?? '';
  if (!/\d/.test(cleaned)) return null;
  const lastComma = cleaned.lastIndexOf(',');
  const lastDot = cleaned.lastIndexOf('.');
  let normalized: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    normalized = cleaned
      .split(decimal === ',' ? '.' : ',')
      .join('')
      .replace(decimal, '.');
  } else if (lastComma >= 0 || lastDot >= 0) {
    const parts = cleaned.split(lastComma >= 0 ? ',' : '.');
    const thousands = parts.length > 2 || (parts[1].length === 3 && parts[0] !== '0');
    normalized = thousands ? parts.join('') : `${parts[0]}.${parts[1]}`;
  } else normalized = cleaned;
  const number = Number(normalized);
  return Number.isFinite(number) ? number : null;
}

function currencyOf(value: string | null, amountText: string | null): string | null {
  const folded = squash(value ?? '');
  if (['usd', 'us', 'u', 'us$', 'dolares', 'dolar'].includes(folded) || /u\$s|us\$|usd|u\$d/i.test(value ?? ''))
    return 'USD';
  if (['ars', 'pesos', 'peso'].includes(folded) || value?.trim() === '$') return 'ARS';
  if (value) return option(value, currencies);
  if (amountText && /u\$s|us\$|usd|u\$d/i.test(amountText)) return 'USD';
  if (amountText?.includes('$')) return 'ARS';
  return null;
}

function bool(value: string | null): boolean | null {
  if (value == null) return null;
  const folded = squash(value);
  if (['si', 'yes', 'true', '1', 'x'].includes(folded)) return true;
  if (['no', 'false', '0'].includes(folded)) return false;
  return null;
}

const list = (value: string | null, separator: RegExp) =>
  value
    ? value
        .split(separator)
        .map((item) => item.trim())
        .filter(Boolean)
    : [];
const round = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** A cell read as its field's kind says. */
function fieldValue(field: ListingField, value: string | null): unknown {
  switch (field.kind) {
    case 'text':
    case 'url':
      return value;
    case 'choice':
      return option(value, field.options ?? []);
    case 'count':
    case 'amount':
      return round(parseLooseNumber(value), 0);
    case 'area':
      return round(parseLooseNumber(value), 2);
    case 'flag':
      return bool(value);
    case 'list':
      return list(value, /[,;|]/);
  }
}

/** One row as a feed listing (the shape feed-item.ts reads). */
export function octoparseRowToItem(row: Record<string, unknown>): Record<string, unknown> {
  // Columns the task does not have read as null.
  const values = new Proxy<Record<string, string | null>>({}, { get: (target, key: string) => target[key] ?? null });
  const images: string[] = [];
  for (const [name, raw] of Object.entries(row)) {
    const key = squash(name);
    const value = text(raw);
    if (numberedImage.test(key)) images.push(...list(value, /[\s,;|]+/));
    const field = columnOf.get(key);
    if (field === 'images') images.push(...list(value, /[\s,;|]+/));
    else if (field && values[field] == null) values[field] = value;
  }
  const item: Record<string, unknown> = { code: values.code, images };
  for (const field of listingFieldList) setValueAt(item, field.path, fieldValue(field, values[field.key]));
  // The currency may only show in the price ('US$ 120.000'); a row says nothing of visibility when public.
  item.currency = currencyOf(values.currency, values.amount);
  item.public = bool(values.public) ?? true;
  const lat = parseCoordinate(values.lat);
  const lng = parseCoordinate(values.lng);
  item.address = values.address && lat !== null && lng !== null ? { title: values.address, lat, lng } : null;
  return item;
}

// Coordinates are plain decimals (with a sign), never thousands-grouped.
function parseCoordinate(value: string | null): number | null {
  if (!value) return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}
