// The query box's parser: a Spanish sentence ('depto 3 ambientes en Palermo hasta 150 mil dólares con cochera') to
// the filters, places and order a search takes, its automatic title, and the words it did not use. Pure and
// synchronous, so the API and the browser run the same code.
import { emptyIntent, type Intent } from './intent';
import { readNumber, use } from './numbers';
import { phraseIndex, ignoredWords, type Action } from './phrases';
import { findPlaces, keepPlaces, placeIndex, type PlaceHit } from './places';
import { quantityWords, readQuantities } from './quantities';
import { intentResult, type ParsedQuery } from './to-filters';
import { tokenize, unusedWords, type Token } from './tokens';
import { correctTypos, lexiconOf, type Lexicon } from './typos';
import { letterSizes, loneSizes, sizeRange } from './vocabulary-clothing';
import { parkingWords, oneRoomWords } from './vocabulary-property';

let lexicon: Lexicon | null = null;

function knownWords(): Lexicon {
  if (lexicon) return lexicon;
  const words: string[] = [...ignoredWords, ...quantityWords, ...placeIndex().words, ...Object.keys(letterSizes)];
  for (const [first, list] of phraseIndex) {
    words.push(first);
    for (const phrase of list) words.push(...phrase.words);
  }
  // Ordinary words one edit from a known one, which must not be "corrected" into it ('lindo' is not 'lino').
  words.push(
    ...'lindo linda lindos nuevo nueva bueno buena grande grandes chico chica chicos amplio amplia comodo'.split(' '),
    ...'uno una dos tres cuatro cinco seis siete ocho nueve diez mil millon millones medio'.split(' '),
  );
  lexicon = lexiconOf(words);
  return lexicon;
}

type Found = { action: Action; start: number };

/** Fixed phrases over unused tokens, longest first at each position. */
function readPhrases(tokens: Token[]): Found[] {
  const found: Found[] = [];
  for (let at = 0; at < tokens.length; at++) {
    if (tokens[at].used) continue;
    for (const phrase of phraseIndex.get(tokens[at].text) ?? []) {
      const fits = phrase.words.every(
        (word, offset) => tokens[at + offset] && !tokens[at + offset].used && tokens[at + offset].text === word,
      );
      if (!fits) continue;
      use(tokens, at, at + phrase.words.length);
      found.push({ action: phrase.action, start: at });
      at += phrase.words.length - 1;
      break;
    }
  }
  return found;
}

const isSize = (text: string) => letterSizes[text] !== undefined || /^\d+$/.test(text);
const sizeOf = (text: string) => letterSizes[text] ?? text;

/** 'talle 42', 'talles S y M', 'talle 40 o 42', 'talle único'. */
function readSizes(tokens: Token[], intent: Intent): void {
  for (let at = 0; at < tokens.length; at++) {
    if (tokens[at].used || !/^(talle|talles|t|nro|numero)$/.test(tokens[at].text)) continue;
    let index = at + 1;
    const sizes: string[] = [];
    while (tokens[index] && !tokens[index].used && isSize(tokens[index].text)) {
      sizes.push(sizeOf(tokens[index].text));
      index++;
      if (
        tokens[index] &&
        /^(y|o|al|-)$/.test(tokens[index].text) &&
        tokens[index + 1] &&
        isSize(tokens[index + 1].text)
      )
        index++;
    }
    if (!sizes.length) continue;
    use(tokens, at, index);
    intent.sizes.push(...sizes);
  }
}

function applyAction(intent: Intent, found: Found, categories: Found[]): void {
  const { action } = found;
  switch (action.kind) {
    case 'order':
      intent.order = action.value;
      return;
    case 'credit':
      intent.credit = action.value;
      return;
    case 'pets':
      intent.pets = action.value;
      return;
    case 'reserved':
      intent.reserved = action.value;
      return;
    case 'season':
      intent.lastSeason = action.value;
      return;
    case 'operation':
      // 'alquiler temporario' beats 'alquiler' wherever each is said.
      if (intent.operation !== 'alquiler_temporario') intent.operation = action.value;
      return;
    case 'type':
      intent.type ??= action.value;
      return;
    case 'category':
      categories.push(found);
      if (oneRoomWords.has(action.word)) intent.rooms = 1;
      return;
    case 'tag':
      if (!intent.tags.includes(action.value)) intent.tags.push(action.value);
      return;
    case 'brand':
      if (!intent.brands.includes(action.value)) intent.brands.push(action.value);
      return;
    case 'gender':
      intent.gender = action.value;
      return;
    case 'parkings':
      intent.parkings = action.value;
      return;
  }
}

const clothingCategories = new Set([
  'remeras',
  'camisas',
  'pantalones',
  'vestidos',
  'camperas',
  'buzos',
  'calzado',
  'accesorios',
]);

/** The categories, and a garage named beside a dwelling as its parking ('depto con cochera', 'casa y garage'). */
function settleCategories(intent: Intent, categories: Found[]): void {
  const dwellings = categories.filter(
    (found) => found.action.kind === 'category' && !parkingWords.has(found.action.word),
  );
  for (const found of categories) {
    if (found.action.kind !== 'category') continue;
    if (parkingWords.has(found.action.word) && dwellings.length > 0) {
      intent.parkings ??= 1;
      continue;
    }
    const type = clothingCategories.has(found.action.value) ? 'clothing' : 'property';
    intent.type ??= type;
    if (type === intent.type && !intent.categories.includes(found.action.value))
      intent.categories.push(found.action.value);
  }
}

/** Bare numbers left: a clothing size when they can be one ('zapatillas Nike 42'). */
function readBareSizes(tokens: Token[], intent: Intent): void {
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at];
    if (token.used) continue;
    if (loneSizes.has(token.text)) {
      intent.sizes.push(sizeOf(token.text));
      token.used = true;
      continue;
    }
    const number = readNumber(tokens, at);
    if (!number || number.word || number.end !== at + 1) continue;
    if (Number.isInteger(number.value) && number.value >= sizeRange.min && number.value <= sizeRange.max) {
      intent.sizes.push(String(number.value));
      token.used = true;
    }
  }
}

export function parseIntent(text: string): { intent: Intent; unknown: string[] } {
  const sentence = tokenize(text.slice(0, 1000));
  const { tokens } = sentence;
  correctTypos(tokens, knownWords());
  const intent = emptyIntent();
  // Places of two words or more first: 'Tres Arroyos' and 'Nueve de Julio' are not numbers.
  const hits: PlaceHit[] = findPlaces(tokens, 2, () => false);
  readSizes(tokens, intent);
  readQuantities(tokens, intent);
  const categories: Found[] = [];
  for (const found of readPhrases(tokens)) applyAction(intent, found, categories);
  settleCategories(intent, categories);
  // One-word places after the words: 'esquina' is a feature, 'Esquina' a town only when nothing else reads it.
  hits.push(...findPlaces(tokens, 1, (key) => phraseIndex.has(key) || ignoredWords.has(key)));
  if (intent.type === 'clothing' || (intent.type === null && isClothingish(intent))) {
    readBareSizes(tokens, intent);
    // Clothing has no places: the words go back to "not understood".
    for (const hit of hits) for (let at = hit.start; at < hit.end; at++) tokens[at].used = false;
  } else intent.places = keepPlaces(hits, tokens);
  intent.sizes = [...new Set(intent.sizes)];
  return { intent, unknown: unusedWords(sentence, ignoredWords) };
}

function isClothingish(intent: Intent): boolean {
  return intent.brands.length > 0 || intent.sizes.length > 0 || intent.gender !== null || intent.lastSeason !== null;
}

/** The query box's answer for a sentence. */
export function parseQuery(text: string): ParsedQuery {
  const { intent, unknown } = parseIntent(text);
  return { ...intentResult(intent), unknown };
}
