// A listing's fields, defined once. Each entry says where the field lives in the API's Publication (its key, or
// its place inside `extras`, which groups the details by what they describe), the table column that stores it
// (the Drizzle table's key), its kind, and its Spanish title. From the kind follow how a form sends it, how it
// is validated and answered, and how a feed's column is read. The shared schemas (publications.ts), the API's
// view and column mapping, the bulk inserts, the web form and its error list, the detail's table and the
// Octoparse reader are all derived from this tree: a new field is an entry here, a column, and the places where
// a person types it or a generator invents it. The address, the stock and the images are structured values
// with their own shapes (publications.ts); everything scalar or a list of texts is here.
import { z } from 'zod';
import { ageGroups, categories, currencies, genders, operations, publicationTypes } from './enums';
import {
  amount,
  area,
  choice,
  count,
  emptyToNull,
  flag,
  formBoolean,
  list,
  requiredChoice,
  text,
  type FieldKind,
  type FieldSpec,
  withSchemas,
} from './listing-field-kinds';
import { searchBy } from './search-field-kinds';
import { requiredText } from './validation';

export {
  columnMaximums,
  formBoolean,
  type CompareRule,
  type FieldKind,
  type FieldSpec,
  type SearchKind,
  type SearchSpec,
} from './listing-field-kinds';

export const publicationLimits = {
  titleMax: 255,
  descriptionMax: 10_000,
  maxImages: 20,
  tagsMax: 30,
  tagMax: 50,
} as const;

// Ours: which categories lack what (the form hides it, a search never asks for it). Land has no building; a garage
// has no rooms; shops and offices have no bedrooms.
const noBuilding = ['terreno'];
const noRooms = ['terreno', 'cochera'];
const noBedrooms = [...noRooms, 'local', 'oficina'];
/** The operations of a rental: no mortgage, and the owner's say on pets. */
export const rentalOperations = ['alquiler', 'alquiler_temporario'];

/**
 * Every field of a listing, in the Publication's own shape. A field with `search` is a search filter: its `order`
 * places its wizard step among the others (wizard-model.ts: type 10, category 20, operation 30, price 40, sizes 90,
 * stores 100, area 190, places 200).
 */
export const listingFields = {
  title: withSchemas(
    { kind: 'text' as const, column: 'title' as const, title: 'Título', feedNames: ['titulo', 'nombre'] },
    () => requiredText(1, publicationLimits.titleMax),
    () => z.string(),
  ),
  description: text('description', 'Descripción', publicationLimits.descriptionMax, { feedNames: ['descripcion'] }),
  url: withSchemas(
    { kind: 'url' as const, column: 'url' as const, title: 'Enlace', feedNames: ['link', 'enlace'] },
    () =>
      z.preprocess(
        emptyToNull,
        z
          .url({ protocol: /^https?$/ })
          .max(2000)
          .nullish(),
      ),
    () => z.string().nullable(),
  ),
  type: requiredChoice('type', 'Tipo', publicationTypes, { feedNames: ['tipo'] }),
  category: requiredChoice('category', 'Categoría', categories, { feedNames: ['categoria'] }),
  operation: choice('operation', 'Operación', operations, { forType: 'property', feedNames: ['operacion'] }),
  currency: choice('currency', 'Moneda', currencies, { feedNames: ['moneda'] }),
  amount: amount('amount', 'Precio', { feedNames: ['price', 'precio'], compare: 'lowest' }),
  amount_sale: amount('amountSale', 'Oferta', { feedNames: ['preciooferta', 'oferta'] }),
  public: withSchemas(
    { kind: 'flag' as const, column: 'public' as const, title: 'Pública', feedNames: ['publica', 'publico'] },
    // Unset is public: a listing is private only when someone says so.
    () => formBoolean.transform((value) => value ?? true),
    () => z.boolean(),
  ),
  visits: withSchemas(
    { kind: 'flag' as const, column: 'visits' as const, title: 'Recibe pedidos de visita', feedNames: ['visitas'] },
    // Unset takes visits: a listing refuses them only when someone says so (decision 025).
    () => formBoolean.transform((value) => value ?? true),
    () => z.boolean(),
  ),
  reference: text('reference', 'Referencia', 255, { detail: 'Referencia', feedNames: ['referencia'] }),
  agents: list('agents', 'Agentes', 20, 150, { detail: 'Agentes', feedNames: ['agentes'] }),
  extras: {
    brand: text('brand', 'Marca', 150, {
      forType: 'clothing',
      feedNames: ['marca'],
      compare: 'shown',
      search: searchBy.anyOf({
        step: 'brands',
        order: 60,
        title: 'Marcas',
        key: 'brands',
        words: (brands) => (brands.length ? brands.join(', ') : null),
      }),
    }),
    code: text('articleCode', 'Código de artículo', 150, {
      forType: 'clothing',
      detail: 'Código',
      feedNames: ['codigoarticulo', 'articulo'],
    }),
    tags: list('tags', 'Palabras clave', publicationLimits.tagsMax, publicationLimits.tagMax, {
      feedNames: ['tags', 'etiquetas'],
      search: searchBy.anyOf({ step: 'tags', order: 50, title: 'Etiquetas', types: ['clothing'] }),
    }),
    last_season: flag('lastSeason', 'Temporada', {
      forType: 'clothing',
      feedNames: ['ultimatemporada'],
      compare: 'shown',
      search: searchBy.flag({ step: 'last_season', order: 70 }),
    }),
    gender: choice('gender', 'Género', genders, {
      forType: 'clothing',
      detail: 'Género',
      feedNames: ['genero'],
      compare: 'shown',
      search: searchBy.equals(genders, { step: 'gender', order: 80 }),
    }),
    age_group: choice('ageGroup', 'Edad', ageGroups, {
      forType: 'clothing',
      detail: 'Edad',
      feedNames: ['grupoetario', 'grupodeedad'],
      compare: 'shown',
    }),
    age: count('age', 'Antigüedad (años)', {
      forType: 'property',
      detail: 'Antigüedad',
      feedNames: ['antiguedad'],
      compare: 'lowest',
      hiddenFor: noBuilding,
    }),
    areas: {
      total: area('areaTotal', 'Superficie total (m²)', {
        forType: 'property',
        feedNames: ['areastotal', 'superficietotal', 'm2totales'],
        compare: 'highest',
        search: searchBy.range({ step: 'total_area', order: 110 }),
      }),
      covered: area('areaCovered', 'Superficie cubierta (m²)', {
        forType: 'property',
        feedNames: ['areascovered', 'superficiecubierta', 'm2cubiertos'],
        compare: 'highest',
        hiddenFor: noBuilding,
        search: searchBy.range({ step: 'covered_area', order: 120 }),
      }),
    },
    rooms: {
      total: count('roomsTotal', 'Ambientes', {
        forType: 'property',
        feedNames: ['rooms', 'ambientes'],
        compare: 'highest',
        hiddenFor: noRooms,
        search: searchBy.orMore({ step: 'rooms', order: 130, from: 1, top: 5, below: 'exact' }),
      }),
      bedrooms: count('bedrooms', 'Dormitorios', {
        forType: 'property',
        feedNames: ['dormitorios'],
        compare: 'highest',
        hiddenFor: noBedrooms,
        search: searchBy.orMore({ step: 'bedrooms', order: 140, from: 1, top: 5, below: 'exact' }),
      }),
      bathrooms: count('bathrooms', 'Baños', {
        forType: 'property',
        feedNames: ['banos'],
        compare: 'highest',
        hiddenFor: noRooms,
        search: searchBy.orMore({ step: 'bathrooms', order: 150, from: 1, top: 5, below: 'exact' }),
      }),
    },
    expenses: amount('expenses', 'Expensas', {
      forType: 'property',
      detail: 'Expensas',
      feedNames: ['expensas'],
      compare: 'lowest',
    }),
    parkings: count('parkings', 'Cocheras', {
      forType: 'property',
      feedNames: ['cocheras'],
      compare: 'highest',
      hiddenFor: noRooms,
      // 0 is none, 1 and 2 at least that many.
      search: searchBy.orMore({ step: 'parkings', order: 160, from: 0, top: 2, below: 'atLeast', none: 'Sin cochera' }),
    }),
    credit: flag('credit', 'Apto crédito', {
      forType: 'property',
      feedNames: ['aptocredito'],
      compare: 'shown',
      search: searchBy.flag({ step: 'credit', order: 170, notFor: rentalOperations }),
    }),
    reserved: flag('reserved', 'Reservada', {
      forType: 'property',
      feedNames: ['reservada', 'reservado'],
      compare: 'shown',
      search: searchBy.flag({ step: 'reserved', order: 180, anyType: true }),
    }),
    pets: flag('pets', 'Acepta mascotas', {
      forType: 'property',
      detail: 'Acepta mascotas',
      feedNames: ['mascotas', 'aceptamascotas'],
      compare: 'shown',
      search: searchBy.flag({
        step: 'pets',
        order: 185,
        onlyFor: rentalOperations,
        words: (pets) => (pets ? 'que acepte mascotas' : 'que no acepte mascotas'),
      }),
    }),
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

// A field's copy keeps its schemas' getters: listing the fields builds no schema.
function flatten(tree: Tree, prefix: string[] = []): ListingField[] {
  return Object.entries(tree).flatMap(([name, node]) =>
    isField(node)
      ? [
          Object.defineProperties<Pick<ListingField, 'path' | 'key'>>(
            { path: [...prefix, name], key: [...prefix, name].join('.') as ListingFieldPath },
            Object.getOwnPropertyDescriptors(node),
          ) as unknown as ListingField,
        ]
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

/** Made once, the first time it is read. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
const outputTop = once(() => outputShapeOf(topFields));
const outputExtras = once(() => outputShapeOf(extrasFields));
const inputTop = once(() => inputShapeOf(topFields));
const inputExtras = once(() => inputShapeOf(extrasFields));

/**
 * The Publication's own fields as the API answers them, and its `extras` (without the stock). Built when first read,
 * as each field's schemas are.
 */
export const listingOutput = {
  get top() {
    return outputTop();
  },
  get extras() {
    return outputExtras();
  },
};
/** The same as a form sends them. */
export const listingInput = {
  get top() {
    return inputTop();
  },
  get extras() {
    return inputExtras();
  },
};

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
  // By index, not over a slice of the path: a listing's view sets every field of every card this way.
  const last = path.length - 1;
  for (let depth = 0; depth < last; depth++) {
    const step = path[depth];
    const next = current[step];
    if (next === null || typeof next !== 'object') current[step] = {};
    current = current[step] as Record<string, unknown>;
  }
  current[path[last]] = value;
}
