import { describe, expect, it } from 'vitest';
import {
  byCount,
  discountPercent,
  formatDate,
  formatCount,
  formatDateTime,
  formatMapPrice,
  formatNumber,
  formatPrice,
  formatTime,
} from './format';

describe('dates', () => {
  it('shows DD/MM/YYYY in Argentina time', () => {
    expect(formatDate('2024-08-06T15:00:00Z')).toBe('06/08/2024');
    // 01:30 UTC is still the previous evening in Buenos Aires (UTC-3)
    expect(formatDate('2024-08-07T01:30:00Z')).toBe('06/08/2024');
  });

  it('shows HH:mm on a 24-hour clock', () => {
    expect(formatTime('2024-08-06T17:05:00Z')).toBe('14:05');
    expect(formatTime('2024-08-06T03:00:00Z')).toBe('00:00');
    expect(formatDateTime(new Date('2024-12-31T23:59:00Z'))).toBe('31/12/2024 20:59');
  });
});

describe('dates written without Intl', () => {
  const intlDate = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'America/Argentina/Buenos_Aires',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const intlTime = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'America/Argentina/Buenos_Aires',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  it('read as Intl reads them with the zone, every day of 2010-2040 at hours around midnight and noon', () => {
    const mismatches: string[] = [];
    for (let day = Date.UTC(2010, 0, 1); day < Date.UTC(2041, 0, 1); day += 86_400_000) {
      for (const minutes of [0, 59, 2 * 60 + 59, 3 * 60, 3 * 60 + 1, 15 * 60 + 7, 23 * 60 + 59]) {
        const at = new Date(day + minutes * 60_000);
        const ours = `${formatDate(at)} ${formatTime(at)}`;
        const theirs = `${intlDate.format(at)} ${intlTime.format(at)}`;
        if (ours !== theirs) mismatches.push(`${at.toISOString()}: ${ours} ≠ ${theirs}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('leaves dates before 2010 to Intl, summer time included, and refuses an invalid one as Intl does', () => {
    // January 2009: Argentina's last summer time, UTC-2.
    expect(formatDateTime('2009-01-15T02:30:00Z')).toBe('15/01/2009 00:30');
    expect(() => formatDate('no es una fecha')).toThrow(RangeError);
  });
});

describe('numbers', () => {
  it('uses dots for thousands and commas for decimals, four digits included', () => {
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(12.5)).toBe('12,5');
    expect(formatNumber(12.5, false)).toBe('13');
  });
});

describe('counts', () => {
  it('takes the singular for exactly one and the plural for zero, two and more', () => {
    expect(formatCount(0, 'descarte', 'descartes')).toBe('0 descartes');
    expect(formatCount(1, 'descarte', 'descartes')).toBe('1 descarte');
    expect(formatCount(2, 'descarte', 'descartes')).toBe('2 descartes');
    expect(formatCount(1, 'búsqueda compartida', 'búsquedas compartidas')).toBe('1 búsqueda compartida');
  });

  it('groups thousands as every number of the app does', () => {
    expect(formatCount(1000, 'publicación', 'publicaciones')).toBe('1.000 publicaciones');
    expect(formatCount(1_234_567, 'decisión', 'decisiones')).toBe('1.234.567 decisiones');
  });

  it('keeps a fraction, in the plural', () => {
    expect(formatCount(1.5, 'ambiente', 'ambientes')).toBe('1,5 ambientes');
    expect(formatCount(0.5, 'ambiente', 'ambientes')).toBe('0,5 ambientes');
  });

  it('picks the words that agree with a count', () => {
    expect(`${byCount(1, 'Te gusta', 'Te gustan')} ${formatCount(1, 'publicación', 'publicaciones')}`).toBe(
      'Te gusta 1 publicación',
    );
    expect(`${byCount(0, 'Te gusta', 'Te gustan')} ${formatCount(0, 'publicación', 'publicaciones')}`).toBe(
      'Te gustan 0 publicaciones',
    );
    expect(byCount(2500, 'Se omitió', 'Se omitieron')).toBe('Se omitieron');
  });
});

describe('prices', () => {
  it('has no decimals and names the currency', () => {
    expect(formatPrice(125000, 'USD')).toBe('US$ 125.000');
    expect(formatPrice(850000.6, 'ARS')).toBe('$ 850.001');
    expect(formatPrice(1500, null)).toBe('$ 1.500');
  });

  it("says 'Sin precio' without a positive amount", () => {
    expect(formatPrice(null, 'USD')).toBe('Sin precio');
    expect(formatPrice(0, 'USD')).toBe('Sin precio');
    expect(formatPrice(-5, 'ARS')).toBe('Sin precio');
  });

  // Each range at its edge and either side of it; an amount that rounds up to the next unit takes that unit's form.
  it.each([
    [null, 'Sin precio'],
    [undefined, 'Sin precio'],
    [0, 'Sin precio'],
    [-5, 'Sin precio'],
    [950, '950'],
    [999, '999'],
    [999.4, '999'],
    [999.5, '1.0k'],
    [1000, '1.0k'],
    [1500, '1.5k'],
    [9949, '9.9k'],
    [9950, '10k'],
    [9999, '10k'],
    [10_000, '10k'],
    [85_000, '85k'],
    [999_499, '999k'],
    [999_500, '1.0M'],
    [999_999, '1.0M'],
    [1_000_000, '1.0M'],
    [1_250_000, '1.3M'],
    [123_456_789, '123.5M'],
  ])('labels a map marker of %s as «%s» (product.md, Searches: Map)', (amount, label) => {
    expect(formatMapPrice(amount)).toBe(label);
  });

  it('rounds a discount up', () => {
    expect(discountPercent(100, 90)).toBe(10);
    expect(discountPercent(300, 200)).toBe(34);
    expect(discountPercent(100, 120)).toBe(0);
  });
});
