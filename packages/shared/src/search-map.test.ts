import { describe, expect, it } from 'vitest';
import { mapBoundsSchema, mapMessages, markerPriceLabel, markersBodySchema } from './search-map';
import { filterTitle, searchFilterSchema } from './searches';

describe('markerPriceLabel', () => {
  it('labels each range at its boundaries, a price rounding up taking the next form', () => {
    expect(markerPriceLabel(null)).toBe('Sin precio');
    expect(markerPriceLabel(999)).toBe('999');
    expect(markerPriceLabel(1000)).toBe('1.0k');
    expect(markerPriceLabel(1550)).toBe('1.6k');
    expect(markerPriceLabel(9949)).toBe('9.9k');
    expect(markerPriceLabel(9950)).toBe('10k');
    expect(markerPriceLabel(10_000)).toBe('10k');
    expect(markerPriceLabel(185_900)).toBe('186k');
    expect(markerPriceLabel(999_499)).toBe('999k');
    expect(markerPriceLabel(999_500)).toBe('1.0M');
    expect(markerPriceLabel(1_000_000)).toBe('1.0M');
    expect(markerPriceLabel(1_250_000)).toBe('1.3M');
  });
});

describe('map bounds', () => {
  const palermo = { north: -34.57, south: -34.6, east: -58.4, west: -58.44 };
  const message = (input: unknown) => mapBoundsSchema.safeParse(input).error?.issues[0]?.message;

  it('takes a rectangle and refuses inverted, antimeridian and empty ones', () => {
    expect(mapBoundsSchema.parse(palermo)).toEqual(palermo);
    expect(message({ ...palermo, south: -34.5 })).toBe(mapMessages.inverted);
    expect(message({ ...palermo, west: 170, east: -170 })).toBe(mapMessages.antimeridian);
    expect(message({ ...palermo, east: palermo.west })).toBe(mapMessages.empty);
    expect(mapBoundsSchema.safeParse({ ...palermo, north: 91 }).success).toBe(false);
  });

  it('takes zooms from 1 to 19 only', () => {
    expect(markersBodySchema.safeParse({ bounds: palermo, zoom: 13 }).success).toBe(true);
    for (const zoom of [0, 40, 13.5])
      expect(markersBodySchema.safeParse({ bounds: palermo, zoom }).error?.issues[0]?.message).toBe(mapMessages.zoom);
  });
});

describe('a filter with an area', () => {
  const area = { north: -34.57, south: -34.6, east: -58.4, west: -58.44 };

  it('is titled by the chosen zone, and refused on clothing', () => {
    expect(filterTitle({ type: 'property', category: 'casa', operation: 'venta', area })).toBe(
      'Casa en venta en la zona elegida',
    );
    const clothing = searchFilterSchema.safeParse({ type: 'clothing', category: 'remeras', area });
    expect(clothing.error?.issues[0]?.path).toEqual(['area']);
    expect(searchFilterSchema.parse({ type: 'property', category: 'casa', area }).area).toEqual(area);
  });
});
