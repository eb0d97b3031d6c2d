import { describe, expect, it } from 'vitest';
import {
  formatPricePerSquareMeter,
  priceChangeText,
  pricePerSquareMeter,
  recentlyDropped,
  type PriceChange,
} from './price-insights';

const flat = (fields: Partial<Parameters<typeof pricePerSquareMeter>[0]> = {}) => ({
  type: 'property',
  amount: 150000,
  amount_sale: null,
  currency: 'USD',
  extras: { areas: { total: 80, covered: 60 } },
  ...fields,
});

describe('price per m²', () => {
  it('divides the shown price by the covered area, in the listing’s currency', () => {
    expect(formatPricePerSquareMeter(flat())).toBe('US$ 2.500/m²');
    expect(formatPricePerSquareMeter(flat({ amount_sale: 120000 }))).toBe('US$ 2.000/m²');
    expect(formatPricePerSquareMeter(flat({ currency: 'ARS', amount: 90000000 }))).toBe('$ 1.500.000/m²');
  });

  it('takes the total area when the covered one is missing', () => {
    expect(pricePerSquareMeter(flat({ extras: { areas: { total: 75, covered: null } } }))).toBe(2000);
  });

  it('has none without a price, an area or for clothing', () => {
    expect(formatPricePerSquareMeter(flat({ amount: null }))).toBeNull();
    expect(formatPricePerSquareMeter(flat({ amount: 0 }))).toBeNull();
    expect(formatPricePerSquareMeter(flat({ extras: { areas: { total: null, covered: null } } }))).toBeNull();
    expect(formatPricePerSquareMeter(flat({ extras: { areas: { total: 0, covered: 0 } } }))).toBeNull();
    expect(formatPricePerSquareMeter(flat({ type: 'clothing', extras: {} }))).toBeNull();
  });
});

const change = (fields: Partial<PriceChange> = {}): PriceChange => ({
  at: '2026-11-03T15:00:00.000Z',
  old_currency: 'USD',
  old_price: 100000,
  currency: 'USD',
  price: 95000,
  ...fields,
});

describe('the price timeline', () => {
  it('says how much it fell or rose and when, in Argentina’s date', () => {
    expect(priceChangeText(change())).toBe('Bajó 5% el 03/11/2026');
    expect(priceChangeText(change({ price: 108000 }))).toBe('Subió 8% el 03/11/2026');
    // Cut, never rounded up: 4,76 % is 4 %; under 1 % keeps a decimal.
    expect(priceChangeText(change({ old_price: 105000, price: 100000 }))).toBe('Bajó 4% el 03/11/2026');
    expect(priceChangeText(change({ price: 99500 }))).toBe('Bajó 0,5% el 03/11/2026');
    // 02:00 UTC on the 4th is still the 3rd in Buenos Aires.
    expect(priceChangeText(change({ at: '2026-11-04T02:00:00Z' }))).toBe('Bajó 5% el 03/11/2026');
  });

  it('says what it became when the currency changed or the price came or went', () => {
    expect(priceChangeText(change({ currency: 'ARS', price: 95000000 }))).toBe('Pasó a $ 95.000.000 el 03/11/2026');
    expect(priceChangeText(change({ old_price: null }))).toBe('Pasó a US$ 95.000 el 03/11/2026');
    expect(priceChangeText(change({ price: null }))).toBe('Quedó sin precio el 03/11/2026');
  });

  it('shows «Bajó de precio» for 30 days after a drop, only while the drop is the newest change', () => {
    const at = new Date('2026-11-03T15:00:00Z');
    const after = (days: number) => new Date(at.getTime() + days * 24 * 60 * 60 * 1000);
    expect(recentlyDropped([change()], after(0))).toBe(true);
    expect(recentlyDropped([change()], after(29.9))).toBe(true);
    expect(recentlyDropped([change()], after(30))).toBe(false);
    expect(recentlyDropped([change(), change({ old_price: 95000, price: 97000 })], after(1))).toBe(false);
    expect(recentlyDropped([change({ currency: 'ARS' })], after(1))).toBe(false);
    expect(recentlyDropped([], after(1))).toBe(false);
  });
});
