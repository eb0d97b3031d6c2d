// es-ES formatting (product.md, Who uses it; decision 003): DD/MM/YYYY dates, HH:mm times, '.' thousands and ','
// decimals, prices without decimals. Dates are shown in Argentina's time zone on server and client alike, so a
// listing dated late at night reads the same day in an email and on screen.

import { numberText } from './number-text';

export const TIME_ZONE = 'America/Argentina/Buenos_Aires';

/**
 * A formatter made on its first use: building an Intl formatter loads locale data and the zone's rules, tens of
 * milliseconds on a slow phone (about 80 ms of a listing page's start at 4x CPU), which a page should not pay to write
 * one date.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateFormat = once(
  () => new Intl.DateTimeFormat('es-ES', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }),
);
const timeFormat = once(
  () => new Intl.DateTimeFormat('es-ES', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * Argentina keeps UTC-3 all year since its last summer time ended in March 2009 (the tz database's
 * America/Argentina/Buenos_Aires), so from 2010 on a date and time there are UTC's shifted by three hours, written by
 * hand; earlier dates and invalid ones go to Intl. format.test.ts compares both over every day of 2010-2040: a rule
 * the zone's data changes fails it.
 */
const FIXED_OFFSET_FROM = Date.UTC(2010, 0, 1);
const OFFSET_MS = -3 * 3600_000;

/** The date shifted to Argentina's wall clock, read with the getUTC… methods; null where Intl answers instead. */
function argentineClock(date: Date): Date | null {
  const time = date.getTime();
  return time >= FIXED_OFFSET_FROM ? new Date(time + OFFSET_MS) : null;
}

const two = (value: number) => String(value).padStart(2, '0');

export function formatDate(value: DateInput): string {
  const date = toDate(value);
  const clock = argentineClock(date);
  if (!clock) return dateFormat().format(date);
  return `${two(clock.getUTCDate())}/${two(clock.getUTCMonth() + 1)}/${clock.getUTCFullYear()}`;
}

export function formatTime(value: DateInput): string {
  const date = toDate(value);
  const clock = argentineClock(date);
  if (!clock) return timeFormat().format(date);
  return `${two(clock.getUTCHours())}:${two(clock.getUTCMinutes())}`;
}

export function formatDateTime(value: DateInput): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

export function formatNumber(value: number, decimals = true): string {
  // Four-digit numbers grouped too ('1.000'), unlike es-ES's default; written without Intl (number-text.ts).
  return numberText(value, decimals ? 2 : 0);
}

/**
 * One of two texts by a count, for the words that agree with it ('Te gusta' / 'Te gustan'): Spanish takes the singular
 * for exactly one and the plural for everything else, zero and fractions included ('0 descartes', '1,5 ambientes').
 */
export function byCount(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}

/**
 * A count and its noun, the count written as every number of the app ('.' for thousands): '0 descartes', '1 descarte',
 * '2 descartes', '12.500 descartes'. Every text that counts something goes through here, so none says '1 descartes'.
 */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${formatNumber(count)} ${byCount(count, singular, plural)}`;
}

export const NO_PRICE = 'Sin precio';

const currencySymbols: Record<string, string> = { ARS: '$', USD: 'US$' };

export function formatPrice(amount: number | null | undefined, currency?: string | null): string {
  if (amount == null || !Number.isFinite(amount) || amount <= 0) return NO_PRICE;
  const symbol = currency ? (currencySymbols[currency] ?? currency) : '$';
  return `${symbol} ${numberText(Math.round(amount), 0)}`;
}

/**
 * The short label of a map marker (decision 003): 1.2M, 15k, 1.5k, 950 or 'Sin precio'. Each form is tried from the
 * smallest unit up, on the amount rounded as that form shows it: an amount that rounds up to the next unit takes that
 * unit's form (9,950 is '10k', not '10.0k'; 999,500 is '1.0M', not '1000k').
 */
export function formatMapPrice(amount: number | null | undefined): string {
  if (amount == null || !Number.isFinite(amount) || amount <= 0) return NO_PRICE;
  const units = Math.round(amount);
  if (units < 1000) return String(units);
  // Whole hundreds, thousands and hundred-thousands: integers, so the rounding never meets a binary fraction.
  const hundreds = Math.round(amount / 100);
  if (hundreds < 100) return `${(hundreds / 10).toFixed(1)}k`;
  const thousands = Math.round(amount / 1000);
  if (thousands < 1000) return `${thousands}k`;
  return `${(Math.round(amount / 100_000) / 10).toFixed(1)}M`;
}

/** Discount of an offer price against the list price, rounded up. */
export function discountPercent(amount: number, offer: number): number {
  if (amount <= 0 || offer >= amount) return 0;
  return Math.ceil(((amount - offer) / amount) * 100);
}
