import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber, formatPrice } from './format';
import { numberText } from './number-text';

// What the app wrote with Intl before numbers were written by hand: every case must read the same.
const formats = [0, 2].map(
  (decimals) => new Intl.NumberFormat('es-ES', { maximumFractionDigits: decimals, useGrouping: 'always' }),
);
const intl = (decimals: 0 | 2) => formats[decimals / 2];

/** A fixed sequence of pseudo-random numbers, so a failure is the same on every run. */
function* sequence(count: number, seed = 7) {
  let state = seed;
  for (let index = 0; index < count; index += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

describe('numbers written without Intl', () => {
  it.each([
    0,
    1,
    7,
    999,
    1000,
    1001,
    12_345,
    100_000,
    999_999,
    1_000_000,
    1_234_567,
    2 ** 53,
    0.5,
    1.5,
    2.5,
    12.5,
    1.005,
    2.675,
    1.125,
    0.015,
    1.45,
    8.345,
    9.995,
    99.995,
    999.999,
    1234567.891,
    0.001,
    0.004999,
    0.1 + 0.2,
    -0,
    -0.001,
    -1,
    -12.5,
    -1234.5678,
    1e21,
    1e-7,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ])('writes %s as Intl does, with and without decimals', (value) => {
    expect(numberText(value, 2)).toBe(intl(2).format(value));
    expect(numberText(value, 0)).toBe(intl(0).format(value));
  });

  it('matches Intl on prices, counts and fractions of every size', () => {
    for (const random of sequence(5000)) {
      const magnitude = 10 ** Math.floor(random * 12);
      const value = random * magnitude;
      const cents = Math.round(value * 100) / 100;
      for (const candidate of [value, cents, Math.round(value), -value]) {
        expect(numberText(candidate, 2)).toBe(intl(2).format(candidate));
        expect(numberText(candidate, 0)).toBe(intl(0).format(candidate));
      }
    }
  });

  it('keeps the texts the app shows for ARS and USD prices and for counts', () => {
    expect(formatPrice(125000, 'USD')).toBe('US$ 125.000');
    expect(formatPrice(850000.6, 'ARS')).toBe('$ 850.001');
    expect(formatPrice(1500, null)).toBe('$ 1.500');
    expect(formatPrice(999.5, 'ARS')).toBe('$ 1.000');
    expect(formatPrice(45_000_000, 'ARS')).toBe('$ 45.000.000');
    expect(formatPrice(120, 'EUR')).toBe('EUR 120');
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(12.5, false)).toBe('13');
    expect(formatCount(1.5, 'ambiente', 'ambientes')).toBe('1,5 ambientes');
  });

  it('creates no Intl formatter for a finite number', () => {
    const created: unknown[] = [];
    const original = Intl.NumberFormat;
    Intl.NumberFormat = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        created.push(args);
        return new target(...args);
      },
    });
    try {
      numberText(1234.56, 2);
      formatPrice(125000, 'USD');
    } finally {
      Intl.NumberFormat = original;
    }
    expect(created).toEqual([]);
  });
});
