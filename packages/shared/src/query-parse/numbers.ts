// Numbers as people write them in a search: figures ('150.000', '1,5', '150k') and words ('tres', 'ciento
// cincuenta'), with their multipliers ('150 mil', '1,5 millones', 'un millón y medio', '200 lucas', '2 palos').
import type { Token } from './tokens';

export type ReadNumber = {
  value: number;
  /** The index after the number's last token. */
  end: number;
  /** Whether a multiplier ('mil', 'millones', 'k') was part of it: 'entre 100 y 150 mil' lends it to 100. */
  multiplier: number;
  /** A slang multiplier names its currency: 'lucas' are pesos, 'palos verdes' dollars. */
  currency: 'ARS' | 'USD' | null;
  /** Whether it was written as a word ('un', 'tres'): 'un' alone is an article unless a unit follows. */
  word: boolean;
};

const units: Record<string, number> = {
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintidos: 22,
  veinticinco: 25,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
};

const multipliers: Record<string, { factor: number; currency: 'ARS' | 'USD' | null }> = {
  mil: { factor: 1_000, currency: null },
  k: { factor: 1_000, currency: null },
  luca: { factor: 1_000, currency: 'ARS' },
  lucas: { factor: 1_000, currency: 'ARS' },
  millon: { factor: 1_000_000, currency: null },
  millones: { factor: 1_000_000, currency: null },
  palo: { factor: 1_000_000, currency: null },
  palos: { factor: 1_000_000, currency: null },
};

/** A figure's value: '150.000' and '150,000' are thousands, '1,5' and '1.5' decimals, '150k' thousands. */
export function figureValue(text: string): number | null {
  const match = /^(\d+(?:[.,]\d+)*)(k?)$/.exec(text);
  if (!match) return null;
  let digits = match[1];
  if (/^\d{1,3}([.,]\d{3})+$/.test(digits)) digits = digits.replace(/[.,]/g, '');
  else digits = digits.replace(',', '.');
  const value = Number(digits);
  if (!Number.isFinite(value)) return null;
  return match[2] ? value * 1000 : value;
}

/** The number that starts at `start`, or null. */
export function readNumber(tokens: readonly Token[], start: number): ReadNumber | null {
  const first = tokens[start];
  if (!first || first.used) return null;
  let index = start;
  let value: number;
  let word = false;
  const figure = figureValue(first.text);
  if (figure !== null) {
    value = figure;
    index++;
  } else if (units[first.text] !== undefined) {
    word = true;
    value = 0;
    // 'ciento cincuenta', 'cuarenta y cinco'
    while (index < tokens.length && units[tokens[index].text] !== undefined && !tokens[index].used) {
      value += units[tokens[index].text];
      index++;
      if (tokens[index]?.text === 'y' && units[tokens[index + 1]?.text ?? ''] !== undefined && value % 10 === 0)
        index++;
    }
  } else if (first.text === 'medio' && tokens[start + 1]?.text === 'millon') {
    value = 0.5;
    index++;
  } else return null;

  let multiplier = 1;
  let currency: 'ARS' | 'USD' | null = null;
  // 'mil' then 'millones' never both; 'un millón y medio', '1 palo verde'
  while (index < tokens.length && multipliers[tokens[index].text] && !tokens[index].used) {
    const found = multipliers[tokens[index].text];
    multiplier *= found.factor;
    currency = found.currency ?? currency;
    index++;
    if (tokens[index]?.text === 'y' && tokens[index + 1]?.text === 'medio') {
      value += 0.5;
      index += 2;
    }
    if (found.factor === 1_000_000 && /^verdes?$/.test(tokens[index]?.text ?? '')) {
      currency = 'USD';
      index++;
    }
  }
  // 'ciento cincuenta mil' reads as words then a multiplier; 'dos mil quinientos' adds what follows.
  if (multiplier === 1_000 && word && units[tokens[index]?.text ?? ''] !== undefined) {
    const rest = readNumber(tokens, index);
    if (rest && rest.multiplier === 1) return { ...rest, value: value * multiplier + rest.value, multiplier, word };
  }
  return { value: Math.round(value * multiplier * 100) / 100, end: index, multiplier, currency, word };
}

/** Marks the tokens from `start` to `end` (exclusive) as used. */
export function use(tokens: Token[], start: number, end: number): void {
  for (let index = start; index < end; index++) tokens[index].used = true;
}
