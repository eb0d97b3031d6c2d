// An Octoparse row (column name -> text, as the task extracted it) turned into a feed listing, so it goes
// through the same checks as a JSON feed. Column names are matched without case, accents, spaces or
// punctuation, in English or Spanish ('Precio', 'precio', 'PRECIO_OFERTA'); docs/feeds.md lists them.
import {
  ageGroups,
  categories,
  currencies,
  genders,
  operations,
  publicationTypes,
  type Option,
} from '@vitrina/shared/enums';
import { foldText } from '../map/map-text';

const columns: Record<string, string[]> = {
  code: ['code', 'codigo', 'id', 'sku'],
  title: ['title', 'titulo', 'nombre'],
  description: ['description', 'descripcion'],
  url: ['url', 'link', 'enlace'],
  type: ['type', 'tipo'],
  category: ['category', 'categoria'],
  operation: ['operation', 'operacion'],
  currency: ['currency', 'moneda'],
  amount: ['amount', 'price', 'precio'],
  amount_sale: ['amountsale', 'preciooferta', 'oferta'],
  public: ['public', 'publica', 'publico'],
  reference: ['reference', 'referencia'],
  agents: ['agents', 'agentes'],
  address: ['address', 'direccion', 'ubicacion'],
  lat: ['lat', 'latitude', 'latitud'],
  lng: ['lng', 'lon', 'longitude', 'longitud'],
  images: ['images', 'imagenes', 'image', 'imagen', 'fotos', 'foto'],
  tags: ['tags', 'etiquetas'],
  brand: ['brand', 'marca'],
  article_code: ['articlecode', 'codigoarticulo', 'articulo'],
  last_season: ['lastseason', 'ultimatemporada'],
  gender: ['gender', 'genero'],
  age_group: ['agegroup', 'grupoetario', 'grupodeedad'],
  age: ['age', 'antiguedad'],
  area_total: ['areatotal', 'areastotal', 'superficietotal', 'm2totales'],
  area_covered: ['areacovered', 'areascovered', 'superficiecubierta', 'm2cubiertos'],
  rooms: ['rooms', 'roomstotal', 'ambientes'],
  bedrooms: ['bedrooms', 'dormitorios'],
  bathrooms: ['bathrooms', 'banos'],
  parkings: ['parkings', 'cocheras'],
  credit: ['credit', 'aptocredito'],
  reserved: ['reserved', 'reservada', 'reservado'],
};

const columnOf = new Map(
  Object.entries(columns).flatMap(([field, names]) => names.map((name) => [name, field] as const)),
);
// Numbered image columns: 'Imagen 1', 'image_2', 'foto3'.
const numberedImage = /^(image|imagen|foto|photo)\d+$/;

const squash = (text: string) => foldText(text).replaceAll(' ', '');

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
  const lat = parseCoordinate(values.lat);
  const lng = parseCoordinate(values.lng);
  return {
    code: values.code,
    title: values.title,
    description: values.description,
    url: values.url,
    type: option(values.type, publicationTypes),
    category: option(values.category, categories),
    operation: option(values.operation, operations),
    currency: currencyOf(values.currency, values.amount),
    amount: round(parseLooseNumber(values.amount), 0),
    amount_sale: round(parseLooseNumber(values.amount_sale), 0),
    public: bool(values.public) ?? true,
    reference: values.reference,
    agents: list(values.agents, /[,;|]/),
    address: values.address && lat !== null && lng !== null ? { title: values.address, lat, lng } : null,
    images,
    extras: {
      brand: values.brand,
      code: values.article_code,
      tags: list(values.tags, /[,;|]/),
      last_season: bool(values.last_season),
      gender: option(values.gender, genders),
      age_group: option(values.age_group, ageGroups),
      age: round(parseLooseNumber(values.age), 0),
      areas: {
        total: round(parseLooseNumber(values.area_total), 2),
        covered: round(parseLooseNumber(values.area_covered), 2),
      },
      rooms: {
        total: round(parseLooseNumber(values.rooms), 0),
        bedrooms: round(parseLooseNumber(values.bedrooms), 0),
        bathrooms: round(parseLooseNumber(values.bathrooms), 0),
      },
      parkings: round(parseLooseNumber(values.parkings), 0),
      credit: bool(values.credit),
      reserved: bool(values.reserved),
    },
  };
}

// Coordinates are plain decimals (with a sign), never thousands-grouped.
function parseCoordinate(value: string | null): number | null {
  if (!value) return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}
