// Fixed phrases of the query box, matched on folded words, longest first: orders, credit, pets, reserved, season, the
// operation phrases, features, parkings said in words, generic kinds, and the function words that carry nothing.
import type { SearchOrder } from '../searches';
import { brandNames, clothingTags, garmentWords, genderWords } from './vocabulary-clothing';
import { operationWords, propertyKindWords, propertyTagPhrases, propertyTags } from './vocabulary-property';

export type Action =
  | { kind: 'order'; value: SearchOrder }
  | { kind: 'credit' | 'pets' | 'reserved' | 'season'; value: boolean }
  | { kind: 'operation'; value: 'venta' | 'alquiler' | 'alquiler_temporario' }
  | { kind: 'type'; value: 'property' | 'clothing' }
  | { kind: 'category'; value: string; word: string }
  | { kind: 'tag'; value: string; type: 'property' | 'clothing' }
  | { kind: 'brand'; value: string }
  | { kind: 'gender'; value: 'mujer' | 'hombre' | 'unisex' }
  | { kind: 'parkings'; value: number };

const orders: [string, SearchOrder][] = [];
for (const word of ['barato', 'baratos', 'barata', 'baratas', 'economico', 'economicos', 'economica', 'economicas']) {
  orders.push([`mas ${word}`, 'price_asc'], [`lo mas ${word}`, 'price_asc'], [word, 'price_asc']);
}
for (const word of ['caro', 'caros', 'cara', 'caras']) orders.push([`mas ${word}`, 'price_desc']);
for (const word of ['nuevo', 'nuevos', 'nueva', 'nuevas', 'reciente', 'recientes', 'nuevito'])
  orders.push([`mas ${word}`, 'recent'], [`lo mas ${word}`, 'recent']);
orders.push(
  ['menor precio', 'price_asc'],
  ['precio mas bajo', 'price_asc'],
  ['precio de menor a mayor', 'price_asc'],
  ['mayor precio', 'price_desc'],
  ['precio mas alto', 'price_desc'],
  ['precio de mayor a menor', 'price_desc'],
  ['ultimos publicados', 'recent'],
  ['ultimas publicadas', 'recent'],
  ['ultimas publicaciones', 'recent'],
  ['recien publicados', 'recent'],
  ['recien publicadas', 'recent'],
  ['lo ultimo', 'recent'],
  ['recientes', 'recent'],
  ['novedades', 'recent'],
  ['mas relevantes', 'relevance'],
);

const phrases: [string, Action][] = [
  ...orders.map(([words, value]): [string, Action] => [words, { kind: 'order', value }]),
  ...[
    'apto credito',
    'apto credito hipotecario',
    'apta credito',
    'acepta credito',
    'credito hipotecario',
    'credito',
    'apto banco',
    'apto cred',
    'apta cred',
    'apto hipoteca',
  ].map((words): [string, Action] => [words, { kind: 'credit', value: true }]),
  ...['no apto credito', 'sin credito'].map((words): [string, Action] => [words, { kind: 'credit', value: false }]),
  ...[
    'acepta mascotas',
    'aceptan mascotas',
    'se aceptan mascotas',
    'apto mascotas',
    'apta mascotas',
    'con mascotas',
    'mascotas',
    'pet friendly',
    'petfriendly',
  ].map((words): [string, Action] => [words, { kind: 'pets', value: true }]),
  ...['no acepta mascotas', 'no se aceptan mascotas', 'sin mascotas'].map((words): [string, Action] => [
    words,
    { kind: 'pets', value: false },
  ]),
  ...['reservado', 'reservada', 'reservados', 'reservadas', 'con reserva'].map((words): [string, Action] => [
    words,
    { kind: 'reserved', value: true },
  ]),
  ...['no reservado', 'no reservada', 'no reservados', 'sin reserva', 'disponible', 'disponibles'].map(
    (words): [string, Action] => [words, { kind: 'reserved', value: false }],
  ),
  ...[
    'ultima temporada',
    'nueva temporada',
    'temporada nueva',
    'temporada actual',
    'esta temporada',
    'nueva coleccion',
    'coleccion nueva',
    'ultima coleccion',
  ].map((words): [string, Action] => [words, { kind: 'season', value: true }]),
  ...['temporadas anteriores', 'temporada anterior', 'temporada pasada', 'otras temporadas', 'outlet'].map(
    (words): [string, Action] => [words, { kind: 'season', value: false }],
  ),
  ...[
    'alquiler temporario',
    'alquiler temporal',
    'por temporada',
    'por dia',
    'por dias',
    'por semana',
    'alquiler por temporada',
    'temporario',
    'temporaria',
  ].map((words): [string, Action] => [words, { kind: 'operation', value: 'alquiler_temporario' }]),
  ...Object.entries(operationWords).map(([words, value]): [string, Action] => [words, { kind: 'operation', value }]),
  ...['ropa', 'indumentaria', 'prenda', 'prendas'].map((words): [string, Action] => [
    words,
    { kind: 'type', value: 'clothing' },
  ]),
  ...['propiedad', 'propiedades', 'inmueble', 'inmuebles', 'vivienda', 'viviendas'].map((words): [string, Action] => [
    words,
    { kind: 'type', value: 'property' },
  ]),
  ...Object.entries(propertyKindWords).map(([words, value]): [string, Action] => [
    words,
    { kind: 'category', value, word: words },
  ]),
  ...Object.entries(garmentWords).map(([words, value]): [string, Action] => [
    words,
    { kind: 'category', value, word: words },
  ]),
  ...Object.entries(propertyTags).map(([words, value]): [string, Action] => [
    words,
    { kind: 'tag', value, type: 'property' },
  ]),
  ...propertyTagPhrases.map(([words, value]): [string, Action] => [words, { kind: 'tag', value, type: 'property' }]),
  ...['de jean', 'de jeans', 'de denim'].map((words): [string, Action] => [
    words,
    { kind: 'tag', value: 'denim', type: 'clothing' },
  ]),
  ...Object.entries(clothingTags).map(([words, value]): [string, Action] => [
    words,
    { kind: 'tag', value, type: 'clothing' },
  ]),
  ...brandNames.flatMap(([brand, ...typed]) =>
    [
      brand
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
      ...typed,
    ].map((words): [string, Action] => [words, { kind: 'brand', value: brand }]),
  ),
  ...Object.entries(genderWords).map(([words, value]): [string, Action] => [words, { kind: 'gender', value }]),
  ...[
    'con cochera',
    'con cocheras',
    'con garage',
    'con garaje',
    'con estacionamiento',
    'c cochera',
    'c garage',
    'y cochera',
    'mas cochera',
    'cochera incluida',
  ].map((words): [string, Action] => [words, { kind: 'parkings', value: 1 }]),
  ...['sin cochera', 'sin garage', 'sin garaje', 's cochera'].map((words): [string, Action] => [
    words,
    { kind: 'parkings', value: 0 },
  ]),
];

/** First word -> its phrases, longest first. */
export const phraseIndex: Map<string, { words: string[]; action: Action }[]> = new Map();
for (const [text, action] of phrases) {
  const words = text.split(' ');
  const list = phraseIndex.get(words[0]) ?? [];
  list.push({ words, action });
  phraseIndex.set(words[0], list);
}
for (const list of phraseIndex.values()) list.sort((a, b) => b.words.length - a.words.length);

/** Words that carry nothing on their own: never reported as not understood. */
export const ignoredWords: ReadonlySet<string> = new Set(
  (
    'de del la el los las en con para y o a al un una unos unas que busco buscando quiero necesito me mi por lo se ' +
    'algo tipo zona barrio cerca sea hay porfa q x c s e u ver mostrame dame tenes algun alguna sobre ubicado ' +
    'ubicada primero primeros primeras ordenado ordenados ordenar precio precios busca buscamos queremos ' +
    'necesitamos hola gracias mas como mucho con para alrededor estilo onda tambien pero ideal preferentemente ' +
    'preferible urgente o u ya hoy solo sola nomas ahi aca the of , . - / + $ ciudad provincia pcia ' +
    'talle talles nro numero'
  ).split(' '),
);
