// A listing's fields, defined once. Each entry says where the field lives in the API's Publication (its key, or
// its place inside `extras`, which groups the details by what they describe), the table column that stores it
// (the Drizzle table's key), its kind, and its Spanish title. From the kind follow how a form sends it, how it
// is validated and answered, and how a feed's column is read. The shared schemas (publications.ts), the API's
// view and column mapping, the bulk inserts, the web form and its error list, the detail's table and the
// Octoparse reader are all derived from this tree: a new field is an entry here, a column, and the places where
// a person types it or a generator invents it. The address, the stock and the images are structured values
// with their own shapes (publications.ts); everything scalar or a list of texts is here.
import { z } from 'zod';
import {
  ageGroups,
  categories,
  currencies,
  genders,
  operations,
  publicationTypes,
  type Option,
  type PublicationType,
} from './enums';
import { optionalText, requiredText } from './validation';

export type FieldKind = 'text' | 'url' | 'choice' | 'count' | 'area' | 'amount' | 'flag' | 'list';

export type FieldSpec<
  K extends FieldKind = FieldKind,
  C extends string = string,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
> = {
  kind: K;
  /** The key of the column in the Drizzle table (`publications.areaTotal` is stored in `area_total`). */
  column: C;
  /** What the form and the error list call it. */
  title: string;
  input: I;
  output: O;
  /** The choices of a `choice` field, with their Spanish titles. */
  options?: readonly Option[];
  /** The form shows the field only for listings of this type (and sends it empty otherwise). */
  forType?: PublicationType;
  /** The label of its row in the detail's table of extras, for a field listed there (when it has a value). */
  detail?: string;
  /** Other names an Octoparse column may carry (folded: no case, accents, spaces or punctuation). */
  feedNames?: readonly string[];
};

/**
 * The largest value each kind of numeric column holds: integer (rooms, age, parkings), numeric(12,2) (areas) and
 * bigint read as a JavaScript number (amounts). A larger value is a 422 on its field, never a database error.
 */
export const columnMaximums = {
  integer: 2_147_483_647,
  area: 9_999_999_999.99,
  amount: Number.MAX_SAFE_INTEGER,
} as const;

const isUnset = (value: unknown) => value === '' || value === null || value === undefined || value === 'null';

/** '1'/'0', 'true'/'false', booleans; '' and null mean unset. */
export const formBoolean = z.preprocess((value) => {
  if (isUnset(value)) return null;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return value;
}, z.boolean().nullable());

/** A non-negative number from a form ('' is unset). Amounts are integers and empty when 0 (docs/product.md). */
function formNumber(kind: 'int' | 'decimal', options: { positiveOnly?: boolean; max?: number } = {}) {
  const max = options.max ?? (kind === 'int' ? columnMaximums.integer : columnMaximums.area);
  const base = kind === 'int' ? z.number().int().min(0).max(max) : z.number().min(0).max(max).multipleOf(0.01);
  return z.preprocess((value) => {
    if (isUnset(value)) return null;
    const number = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
    if (options.positiveOnly && typeof number === 'number' && number === 0) return null;
    return number;
  }, base.nullable());
}

/** A list of distinct trimmed texts; one value stands for a list of one, '' for none. */
const textList = (max: number, itemMax: number) =>
  z
    .preprocess(
      (value) => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.string().trim().min(1).max(itemMax)).max(max),
    )
    .transform((list) => [...new Set(list)]);

const emptyToNull = (value: unknown) => (value === '' ? null : value);
const values = <T extends readonly Option[]>(list: T) =>
  list.map((item) => item.value) as [T[number]['value'], ...T[number]['value'][]];

type Extra = Pick<FieldSpec, 'forType' | 'detail' | 'feedNames'>;

const text = <C extends string>(column: C, title: string, max: number, extra: Extra = {}) => ({
  kind: 'text' as const,
  column,
  title,
  input: optionalText(max),
  output: z.string().nullable(),
  ...extra,
});

/** A choice among options: required ones must be sent, optional ones read '' as none. */
function choice<C extends string, T extends readonly Option[]>(
  column: C,
  title: string,
  options: T,
  extra: Extra = {},
) {
  return {
    kind: 'choice' as const,
    column,
    title,
    options,
    input: z.preprocess(emptyToNull, z.enum(values(options)).nullish()),
    output: z.enum(values(options)).nullable(),
    ...extra,
  };
}

function requiredChoice<C extends string, T extends readonly Option[]>(column: C, title: string, options: T) {
  return {
    kind: 'choice' as const,
    column,
    title,
    options,
    input: z.enum(values(options)),
    output: z.enum(values(options)),
  };
}

const count = <C extends string>(column: C, title: string, extra: Extra = {}) => ({
  kind: 'count' as const,
  column,
  title,
  input: formNumber('int'),
  output: z.number().int().nullable(),
  ...extra,
});

/** Square metres with two decimals. */
const area = <C extends string>(column: C, title: string, extra: Extra = {}) => ({
  kind: 'area' as const,
  column,
  title,
  input: formNumber('decimal'),
  output: z.number().nullable(),
  ...extra,
});

/** Whole money amounts; 0 or less means none. */
const amount = <C extends string>(column: C, title: string, extra: Extra = {}) => ({
  kind: 'amount' as const,
  column,
  title,
  input: formNumber('int', { positiveOnly: true, max: columnMaximums.amount }),
  output: z.number().int().nullable(),
  ...extra,
});

const flag = <C extends string>(column: C, title: string, extra: Extra = {}) => ({
  kind: 'flag' as const,
  column,
  title,
  input: formBoolean,
  output: z.boolean().nullable(),
  ...extra,
});

const list = <C extends string>(column: C, title: string, max: number, itemMax: number, extra: Extra = {}) => ({
  kind: 'list' as const,
  column,
  title,
  input: textList(max, itemMax),
  output: z.array(z.string()),
  ...extra,
});

export const publicationLimits = {
  titleMax: 255,
  descriptionMax: 10_000,
  maxImages: 20,
  tagsMax: 30,
  tagMax: 50,
} as const;

/** Every field of a listing, in the Publication's own shape. */
export const listingFields = {
  title: {
    kind: 'text' as const,
    column: 'title' as const,
    title: 'Título',
    input: requiredText(1, publicationLimits.titleMax),
    output: z.string(),
    feedNames: ['titulo', 'nombre'],
  },
  description: text('description', 'Descripción', publicationLimits.descriptionMax, { feedNames: ['descripcion'] }),
  url: {
    kind: 'url' as const,
    column: 'url' as const,
    title: 'Enlace',
    input: z.preprocess(
      emptyToNull,
      z
        .url({ protocol: /^https?$/ })
        .max(2000)
        .nullish(),
    ),
    output: z.string().nullable(),
    feedNames: ['link', 'enlace'],
  },
  type: { ...requiredChoice('type', 'Tipo', publicationTypes), feedNames: ['tipo'] },
  category: { ...requiredChoice('category', 'Categoría', categories), feedNames: ['categoria'] },
  operation: choice('operation', 'Operación', operations, { forType: 'property', feedNames: ['operacion'] }),
  currency: choice('currency', 'Moneda', currencies, { feedNames: ['moneda'] }),
  amount: amount('amount', 'Precio', { feedNames: ['price', 'precio'] }),
  amount_sale: amount('amountSale', 'Oferta', { feedNames: ['preciooferta', 'oferta'] }),
  public: {
    kind: 'flag' as const,
    column: 'public' as const,
    title: 'Pública',
    // Unset is public: a listing is private only when someone says so.
    input: formBoolean.transform((value) => value ?? true),
    output: z.boolean(),
    feedNames: ['publica', 'publico'],
  },
  reference: text('reference', 'Referencia', 255, { detail: 'Referencia', feedNames: ['referencia'] }),
  agents: list('agents', 'Agentes', 20, 150, { detail: 'Agentes', feedNames: ['agentes'] }),
  extras: {
    brand: text('brand', 'Marca', 150, { forType: 'clothing', feedNames: ['marca'] }),
    code: text('articleCode', 'Código de artículo', 150, {
      forType: 'clothing',
      detail: 'Código',
      feedNames: ['codigoarticulo', 'articulo'],
    }),
    tags: list('tags', 'Palabras clave', publicationLimits.tagsMax, publicationLimits.tagMax, {
      feedNames: ['tags', 'etiquetas'],
    }),
    last_season: flag('lastSeason', 'Temporada', { forType: 'clothing', feedNames: ['ultimatemporada'] }),
    gender: choice('gender', 'Género', genders, { forType: 'clothing', detail: 'Género', feedNames: ['genero'] }),
    age_group: choice('ageGroup', 'Edad', ageGroups, {
      forType: 'clothing',
      detail: 'Edad',
      feedNames: ['grupoetario', 'grupodeedad'],
    }),
    age: count('age', 'Antigüedad (años)', { forType: 'property', detail: 'Antigüedad', feedNames: ['antiguedad'] }),
    areas: {
      total: area('areaTotal', 'Superficie total (m²)', {
        forType: 'property',
        feedNames: ['areastotal', 'superficietotal', 'm2totales'],
      }),
      covered: area('areaCovered', 'Superficie cubierta (m²)', {
        forType: 'property',
        feedNames: ['areascovered', 'superficiecubierta', 'm2cubiertos'],
      }),
    },
    rooms: {
      total: count('roomsTotal', 'Ambientes', { forType: 'property', feedNames: ['rooms', 'ambientes'] }),
      bedrooms: count('bedrooms', 'Dormitorios', { forType: 'property', feedNames: ['dormitorios'] }),
      bathrooms: count('bathrooms', 'Baños', { forType: 'property', feedNames: ['banos'] }),
    },
    expenses: amount('expenses', 'Expensas', { forType: 'property', detail: 'Expensas', feedNames: ['expensas'] }),
    parkings: count('parkings', 'Cocheras', { forType: 'property', feedNames: ['cocheras'] }),
    credit: flag('credit', 'Apto crédito', { forType: 'property', feedNames: ['aptocredito'] }),
    reserved: flag('reserved', 'Reservada', { forType: 'property', feedNames: ['reservada', 'reservado'] }),
  },
};

// --- What is derived from the tree ---------------------------------------------------------------------------

type Tree = { [key: string]: FieldSpec | Tree };
type Fields = typeof listingFields;

const isField = (node: FieldSpec | Tree): node is FieldSpec => typeof node.kind === 'string';

/** A field's dotted path: 'title', 'extras.areas.total'. It is also the key of its error in a 422. */
export type ListingFieldPath<T = Fields, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends FieldSpec ? `${P}${K}` : ListingFieldPath<T[K], `${P}${K}.`>;
}[keyof T & string];

type LeafOf<T> = { [K in keyof T]: T[K] extends FieldSpec ? T[K] : LeafOf<T[K]> }[keyof T];
/** The Drizzle keys of every field's column. */
export type ListingColumn = LeafOf<Fields>['column'];

export type ListingField = FieldSpec & { path: readonly string[]; key: ListingFieldPath };

function flatten(tree: Tree, prefix: string[] = []): ListingField[] {
  return Object.entries(tree).flatMap(([name, node]) =>
    isField(node)
      ? [{ ...node, path: [...prefix, name], key: [...prefix, name].join('.') as ListingFieldPath }]
      : flatten(node, [...prefix, name]),
  );
}

/** Every field, in the tree's order. */
export const listingFieldList: readonly ListingField[] = flatten(listingFields);
export const listingFieldByPath = new Map(listingFieldList.map((field) => [field.key, field]));

type OutputShape<T> = {
  -readonly [K in keyof T]: T[K] extends FieldSpec<FieldKind, string, z.ZodType, infer O>
    ? O
    : z.ZodObject<OutputShape<T[K]>>;
};
type InputShape<T> = {
  -readonly [K in keyof T]: T[K] extends FieldSpec<FieldKind, string, infer I>
    ? I
    : z.ZodDefault<z.ZodObject<{ [L in keyof InputShape<T[K]>]: z.ZodOptional<InputShape<T[K]>[L]> }>>;
};

function outputShapeOf<T extends Tree>(tree: T): OutputShape<T> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, node] of Object.entries(tree))
    shape[name] = isField(node) ? node.output : z.object(outputShapeOf(node));
  return shape as OutputShape<T>;
}

/** Groups are optional and partial in a form: what is not sent is cleared. */
function inputShapeOf<T extends Tree>(tree: T): InputShape<T> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, node] of Object.entries(tree))
    shape[name] = isField(node) ? node.input : z.object(inputShapeOf(node)).partial().default({});
  return shape as InputShape<T>;
}

const { extras: extrasFields, ...topFields } = listingFields;

/** The Publication's own fields as the API answers them, and its `extras` (without the stock). */
export const listingOutput = { top: outputShapeOf(topFields), extras: outputShapeOf(extrasFields) };
/** The same as a form sends them. */
export const listingInput = { top: inputShapeOf(topFields), extras: inputShapeOf(extrasFields) };

/** The value at a dotted path of a nested object (undefined when a step is missing). */
export function valueAt(source: unknown, path: readonly string[]): unknown {
  let current = source;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

/** Sets a value at a dotted path, creating the groups on the way. */
export function setValueAt(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let current = target;
  for (const step of path.slice(0, -1)) {
    const next = current[step];
    if (next === null || typeof next !== 'object') current[step] = {};
    current = current[step] as Record<string, unknown>;
  }
  current[path[path.length - 1]] = value;
}
