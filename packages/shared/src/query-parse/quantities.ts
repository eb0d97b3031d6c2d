// Numbers with what they count: '3 ambientes', 'hasta 150 mil dólares', 'entre 100 y 150 mil', 'más de 50 m²',
// 'USD 150.000', '2 baños'. A price is the number a bound or a currency goes with; a bare large figure is a budget.
import { addBounds, type Bounds, type Intent } from './intent';
import { readNumber, use, type ReadNumber } from './numbers';
import type { Token } from './tokens';

type Unit = 'rooms' | 'bedrooms' | 'bathrooms' | 'parkings' | 'area' | 'hectares';

const unitWords: Record<string, Unit> = {
  amb: 'rooms',
  ambs: 'rooms',
  ambiente: 'rooms',
  ambientes: 'rooms',
  dorm: 'bedrooms',
  dorms: 'bedrooms',
  dormi: 'bedrooms',
  dormis: 'bedrooms',
  dormitorio: 'bedrooms',
  dormitorios: 'bedrooms',
  habitacion: 'bedrooms',
  habitaciones: 'bedrooms',
  hab: 'bedrooms',
  habs: 'bedrooms',
  cuarto: 'bedrooms',
  cuartos: 'bedrooms',
  recamaras: 'bedrooms',
  bano: 'bathrooms',
  banos: 'bathrooms',
  cochera: 'parkings',
  cocheras: 'parkings',
  garage: 'parkings',
  garages: 'parkings',
  garaje: 'parkings',
  garajes: 'parkings',
  estacionamiento: 'parkings',
  estacionamientos: 'parkings',
  m2: 'area',
  m: 'area',
  mts: 'area',
  mt: 'area',
  mts2: 'area',
  mt2: 'area',
  metro: 'area',
  metros: 'area',
  ha: 'hectares',
  has: 'hectares',
  hectarea: 'hectares',
  hectareas: 'hectares',
};

export const currencyWords: Record<string, 'ARS' | 'USD'> = {
  usd: 'USD',
  dolares: 'USD',
  dolar: 'USD',
  dls: 'USD',
  dlls: 'USD',
  verdes: 'USD',
  us: 'USD',
  $: 'ARS',
  pesos: 'ARS',
  peso: 'ARS',
  ars: 'ARS',
};

const maxWords = [
  ['hasta'],
  ['maximo'],
  ['max'],
  ['menos', 'de'],
  ['no', 'mas', 'de'],
  ['por', 'debajo', 'de'],
  ['debajo', 'de'],
  ['tope'],
  ['menor', 'a'],
  ['inferior', 'a'],
  ['presupuesto'],
  ['presupuesto', 'de'],
  ['hasta', 'unos'],
];
const minWords = [
  ['desde'],
  ['mas', 'de'],
  ['minimo'],
  ['min'],
  ['arriba', 'de'],
  ['a', 'partir', 'de'],
  ['mayor', 'a'],
  ['superior', 'a'],
  ['por', 'encima', 'de'],
  ['por', 'lo', 'menos'],
  ['al', 'menos'],
  ['desde', 'unos'],
];
const rangeWords = [['entre'], ['de'], ['desde']];
const joinWords = new Set(['y', 'a', 'hasta', 'al', '-']);

export const quantityWords = new Set([
  ...Object.keys(unitWords),
  ...Object.keys(currencyWords),
  ...[...maxWords, ...minWords].flat(),
  'entre',
  'cuadrados',
  'cubiertos',
  'cubierta',
  'cubiertas',
  'cubierto',
  'totales',
  'total',
  'descubiertos',
]);

function startsWith(tokens: readonly Token[], at: number, words: readonly string[]): boolean {
  return words.every(
    (word, offset) => tokens[at + offset] && !tokens[at + offset].used && tokens[at + offset].text === word,
  );
}

function longest(tokens: readonly Token[], at: number, lists: string[][]): number {
  let best = 0;
  for (const words of lists) if (words.length > best && startsWith(tokens, at, words)) best = words.length;
  return best;
}

type Amount = { number: ReadNumber; currency: 'ARS' | 'USD' | null; end: number };

/** A number with currency words before or after it: 'USD 150.000', '150 mil dólares', '$ 80.000'. */
function readAmount(tokens: readonly Token[], at: number): Amount | null {
  let index = at;
  let currency: 'ARS' | 'USD' | null = null;
  if (tokens[index] && !tokens[index].used && currencyWords[tokens[index].text]) {
    currency = currencyWords[tokens[index].text];
    index++;
  }
  const number = readNumber(tokens, index);
  if (!number) return null;
  index = number.end;
  currency = number.currency ?? currency;
  // '1,5 millones de dólares'
  const of = number.multiplier > 1 && tokens[index]?.text === 'de' && currencyWords[tokens[index + 1]?.text ?? ''];
  if (of) index++;
  if (tokens[index] && !tokens[index].used && currencyWords[tokens[index].text]) {
    currency = currencyWords[tokens[index].text];
    index++;
  }
  return { number, currency, end: index };
}

type Measure = { unit: Unit | null; covered: boolean; end: number };

function readUnit(tokens: readonly Token[], at: number): Measure {
  let index = at;
  // '3 o más ambientes', '4+ amb'
  if (tokens[index]?.text === '+') index++;
  else if (tokens[index]?.text === 'o' && tokens[index + 1]?.text === 'mas') index += 2;
  const unit = tokens[index] && !tokens[index].used ? unitWords[tokens[index].text] : undefined;
  if (!unit) return { unit: null, covered: false, end: at };
  index++;
  let covered = false;
  if (unit === 'area') {
    if (tokens[index]?.text === 'cuadrados') index++;
    if (tokens[index] && /^(cubiertos?|cubiertas?)$/.test(tokens[index].text)) {
      covered = true;
      index++;
    } else if (tokens[index] && /^(totales|total|descubiertos)$/.test(tokens[index].text)) index++;
  }
  return { unit, covered, end: index };
}

const count = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));

function apply(intent: Intent, unit: Unit | null, covered: boolean, bounds: Bounds, currency: 'ARS' | 'USD' | null) {
  const single = bounds.min ?? bounds.max ?? 0;
  switch (unit) {
    case 'rooms':
      intent.rooms = Math.max(1, count(single, 5));
      return;
    case 'bedrooms':
      intent.bedrooms = Math.max(1, count(single, 5));
      return;
    case 'bathrooms':
      intent.bathrooms = Math.max(1, count(single, 5));
      return;
    case 'parkings':
      intent.parkings = count(single, 2);
      return;
    case 'hectares':
    case 'area': {
      const factor = unit === 'hectares' ? 10_000 : 1;
      const scaled = {
        min: bounds.min === null ? null : bounds.min * factor,
        max: bounds.max === null ? null : bounds.max * factor,
      };
      if (covered) intent.coveredArea = addBounds(intent.coveredArea, scaled);
      else intent.totalArea = addBounds(intent.totalArea, scaled);
      return;
    }
    default:
      intent.amount = addBounds(intent.amount, bounds);
      if (currency) intent.currency = currency;
  }
}

/**
 * Reads every quantity of the sentence into the intent and marks its tokens used. Bare numbers with no unit, no
 * bound and no currency are left for sizes ('zapatillas 42').
 */
export function readQuantities(tokens: Token[], intent: Intent): void {
  for (let at = 0; at < tokens.length; at++) {
    if (tokens[at].used) continue;
    const range = longest(tokens, at, rangeWords);
    if (range) {
      const first = readAmount(tokens, at + range);
      const join = first && tokens[first.end];
      if (first && join && joinWords.has(join.text)) {
        const second = readAmount(tokens, first.end + 1);
        if (second) {
          // 'entre 100 y 150 mil': the second number's multiplier counts for the first.
          let low = first.number.value;
          if (
            first.number.multiplier === 1 &&
            second.number.multiplier > 1 &&
            low * second.number.multiplier <= second.number.value
          )
            low *= second.number.multiplier;
          const measure = readUnit(tokens, second.end);
          apply(
            intent,
            measure.unit,
            measure.covered,
            { min: low, max: second.number.value },
            second.currency ?? first.currency,
          );
          use(tokens, at, measure.end);
          at = measure.end - 1;
          continue;
        }
      }
    }
    const maxLength = longest(tokens, at, maxWords);
    const minLength = maxLength ? 0 : longest(tokens, at, minWords);
    const bound = maxLength || minLength;
    const amount = readAmount(tokens, at + bound);
    if (!amount) continue;
    const measure = readUnit(tokens, amount.end);
    const value = amount.number.value;
    const plain = !bound && !measure.unit && !amount.currency && amount.number.multiplier === 1;
    // 'un' and 'una' are articles unless a unit follows; a small bare figure may be a size.
    if (plain && (amount.number.word || value < 1000)) continue;
    const orMore = measure.end > amount.end && /^(\+|o)$/.test(tokens[amount.end].text);
    const bounds: Bounds =
      maxLength || (!minLength && !measure.unit && !orMore) ? { min: null, max: value } : { min: value, max: null };
    // A count or an area said alone ('3 ambientes', '50 m²') is that count, or at least that area.
    if (measure.unit && !bound && measure.unit !== 'area' && measure.unit !== 'hectares') bounds.min = value;
    if (measure.unit && !bound && (measure.unit === 'area' || measure.unit === 'hectares')) {
      bounds.min = value;
      bounds.max = null;
    }
    apply(intent, measure.unit, measure.covered, bounds, amount.currency);
    use(tokens, at, Math.max(measure.end, amount.end));
    at = Math.max(measure.end, amount.end) - 1;
  }
}
