import { describe, expect, it } from 'vitest';
import { parseLocaleNumber } from './parse-number';

describe('parseLocaleNumber', () => {
  it('reads a decimal written with a comma or with a point alike', () => {
    expect(parseLocaleNumber('72,5')).toBe(72.5);
    expect(parseLocaleNumber('72.5')).toBe(72.5);
    expect(parseLocaleNumber('72.50')).toBe(72.5);
    expect(parseLocaleNumber('0,75')).toBe(0.75);
    expect(parseLocaleNumber(',5')).toBe(0.5);
  });

  it('reads points as thousands and the comma as decimals, as es-AR writes them', () => {
    expect(parseLocaleNumber('1.234,5')).toBe(1234.5);
    expect(parseLocaleNumber('1.234.567,89')).toBe(1234567.89);
    expect(parseLocaleNumber('135.000')).toBe(135000);
    expect(parseLocaleNumber('1.234.567')).toBe(1234567);
  });

  it('reads the English way too when both separators are there', () => {
    expect(parseLocaleNumber('1,234.5')).toBe(1234.5);
    expect(parseLocaleNumber('1,234,567')).toBe(1234567);
  });

  it('ignores spaces, a currency or a unit around the number', () => {
    expect(parseLocaleNumber(' 72,5 m² ')).toBe(72.5);
    expect(parseLocaleNumber('US$ 135.000')).toBe(135000);
    expect(parseLocaleNumber('$\u00a01\u00a0234,5')).toBe(1234.5);
    expect(parseLocaleNumber('135000')).toBe(135000);
  });

  it('answers null for what is no number', () => {
    for (const text of ['', 'mucho', '1,2,3,4.5.6', '12.34.5', '1.2,3,4', '-', '.', 'abc'])
      expect(parseLocaleNumber(text), text).toBeNull();
  });
});
