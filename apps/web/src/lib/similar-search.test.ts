import { describe, expect, it } from 'vitest';
import { readSimilarSearch, similarSearchOf } from './similar-search';

describe('«Buscar similares»', () => {
  it('begins a filter with a property’s kind and an area of about a kilometre around it', () => {
    const similar = similarSearchOf({
      type: 'property',
      category: 'departamento',
      operation: 'alquiler',
      point: [-34.6, -58.4],
    });
    expect(similar).toMatchObject({ type: 'property', category: 'departamento', operation: 'alquiler' });
    expect(similar.area!.north).toBeCloseTo(-34.59);
    expect(similar.area!.south).toBeCloseTo(-34.61);
    expect(similar.area!.east).toBeCloseTo(-58.39);
    expect(similar.area!.west).toBeCloseTo(-58.41);
    expect(readSimilarSearch({ similar })).toEqual(similar);
  });

  it('keeps a garment’s type and category only, and reads nothing from another navigation', () => {
    expect(similarSearchOf({ type: 'clothing', category: 'vestidos', operation: 'venta', point: null })).toEqual({
      type: 'clothing',
      category: 'vestidos',
      operation: null,
      area: null,
    });
    expect(readSimilarSearch(null)).toBeNull();
    expect(readSimilarSearch({ from: '/x' })).toBeNull();
  });
});
