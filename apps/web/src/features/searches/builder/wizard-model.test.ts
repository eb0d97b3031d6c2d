// The wizard's rules: which steps a type and category show, what a new type or category resets, what 'Quitar'
// clears, and the filter the API receives.
import { describe, expect, it } from 'vitest';
import {
  chooseCategory,
  chooseType,
  clearStep,
  emptyDraft,
  isComplete,
  parseAmount,
  parseArea,
  toFilter,
  visibleSteps,
  type Draft,
} from './wizard-model';

const none = { hasStores: false, propertyFilterAdded: false };
const palermo = { north: -34.57, south: -34.6, east: -58.4, west: -58.44 };
const draft = (patch: Partial<Draft>): Draft => ({ ...emptyDraft, ...patch });

describe('the steps a filter shows', () => {
  it('starts with the type alone, then the category', () => {
    expect(visibleSteps(emptyDraft, none)).toEqual(['type']);
    expect(visibleSteps(draft({ type: 'property' }), none)).toEqual(['type', 'category', 'places']);
    expect(visibleSteps(draft({ type: 'clothing' }), none)).toEqual(['type', 'category']);
  });

  it('shows every clothing step, and the stores only when there are stores to offer', () => {
    const remeras = draft({ type: 'clothing', category: 'remeras' });
    expect(visibleSteps(remeras, none)).toEqual([
      'type',
      'category',
      'price',
      'tags',
      'brands',
      'last_season',
      'gender',
      'sizes',
    ]);
    expect(visibleSteps(remeras, { ...none, hasStores: true })).toContain('stores');
    expect(visibleSteps(remeras, { ...none, propertyFilterAdded: true }).at(-1)).toBe('places');
  });

  it('shows every property step for a flat, in the spec order', () => {
    expect(visibleSteps(draft({ type: 'property', category: 'departamento' }), { ...none, hasStores: true })).toEqual([
      'type',
      'category',
      'operation',
      'price',
      'total_area',
      'covered_area',
      'rooms',
      'bedrooms',
      'bathrooms',
      'parkings',
      'credit',
      'reserved',
      'area',
      'places',
    ]);
  });

  it('leaves out what a category cannot have and credit for a rental', () => {
    const steps = (patch: Partial<Draft>) => visibleSteps(draft({ type: 'property', ...patch }), none);
    expect(steps({ category: 'terreno' })).toEqual([
      'type',
      'category',
      'operation',
      'price',
      'total_area',
      'credit',
      'reserved',
      'area',
      'places',
    ]);
    const garage = steps({ category: 'cochera' });
    expect(garage).toContain('covered_area');
    for (const step of ['rooms', 'bedrooms', 'bathrooms', 'parkings'] as const) expect(garage).not.toContain(step);
    const office = steps({ category: 'oficina' });
    expect(office).toContain('rooms');
    expect(office).toContain('bathrooms');
    expect(office).not.toContain('bedrooms');
    expect(steps({ category: 'casa', operation: 'alquiler' })).not.toContain('credit');
    expect(steps({ category: 'casa', operation: 'alquiler_temporario' })).not.toContain('credit');
    expect(steps({ category: 'casa', operation: 'venta' })).toContain('credit');
  });

  it('offers the area on a map to a property filter only, once its category is chosen', () => {
    expect(visibleSteps(draft({ type: 'property', category: 'casa' }), none)).toContain('area');
    expect(visibleSteps(draft({ type: 'property' }), none)).not.toContain('area');
    const remeras = draft({ type: 'clothing', category: 'remeras', area: palermo });
    expect(visibleSteps(remeras, { hasStores: true, propertyFilterAdded: true })).not.toContain('area');
  });
});

describe('resetting answers', () => {
  const answered = draft({
    type: 'property',
    category: 'casa',
    operation: 'venta',
    amount: { min: null, max: 100_000 },
    rooms: 3,
  });

  it('a new type clears everything else; the same type keeps it', () => {
    expect(chooseType(answered, 'clothing')).toEqual(draft({ type: 'clothing' }));
    expect(chooseType(answered, 'property')).toBe(answered);
  });

  it('a new category keeps only the type', () => {
    expect(chooseCategory(answered, 'ph')).toEqual(draft({ type: 'property', category: 'ph' }));
    expect(chooseCategory(answered, 'casa')).toBe(answered);
  });

  it("'Quitar' clears one step, and the type or category with what hangs on them", () => {
    expect(clearStep('rooms', answered)).toEqual({ ...answered, rooms: null });
    expect(clearStep('price', { ...answered, currency: 'USD' })).toEqual({
      ...answered,
      amount: { min: null, max: null },
      currency: null,
    });
    expect(clearStep('category', answered)).toEqual(draft({ type: 'property' }));
    expect(clearStep('type', answered)).toEqual(emptyDraft);
    expect(isComplete(clearStep('category', answered))).toBe(false);
    expect(clearStep('area', { ...answered, area: palermo })).toEqual(answered);
    expect(chooseCategory({ ...answered, area: palermo }, 'ph').area).toBeNull();
  });
});

describe('the filter sent to the API', () => {
  it('carries only the answered fields that the type and category show', () => {
    expect(
      toFilter(
        draft({
          type: 'property',
          category: 'departamento',
          operation: 'venta',
          currency: 'USD',
          amount: { min: 50_000, max: 200_000 },
          covered_area: { min: 40.5, max: null },
          bedrooms: 2,
          parkings: 0,
          credit: true,
        }),
        none,
      ),
    ).toEqual({
      type: 'property',
      category: 'departamento',
      operation: 'venta',
      currency: 'USD',
      amount: { min: 50_000, max: 200_000 },
      extras: { areas: { covered: { min: 40.5, max: null } }, rooms: { bedrooms: 2 }, parkings: 0, credit: true },
    });
    // A land with answers left from another category sends none of them.
    expect(toFilter(draft({ type: 'property', category: 'terreno', rooms: 3, bedrooms: 2 }), none)).toEqual({
      type: 'property',
      category: 'terreno',
    });
  });

  it('sends the area chosen on the map with a property filter, never with clothing', () => {
    expect(toFilter(draft({ type: 'property', category: 'casa', area: palermo }), none)).toEqual({
      type: 'property',
      category: 'casa',
      area: palermo,
    });
    expect(toFilter(draft({ type: 'clothing', category: 'remeras', area: palermo }), none)).toEqual({
      type: 'clothing',
      category: 'remeras',
    });
  });

  it('sends clothing words, sizes and stores', () => {
    expect(
      toFilter(
        draft({
          type: 'clothing',
          category: 'remeras',
          tags: ['algodón'],
          brands: ['Nike'],
          last_season: false,
          gender: 'mujer',
          sizes: ['M', 'L'],
          stores: [4],
        }),
        { ...none, hasStores: true },
      ),
    ).toEqual({
      type: 'clothing',
      category: 'remeras',
      extras: {
        tags: ['algodón'],
        brands: ['Nike'],
        last_season: false,
        gender: 'mujer',
        stock: { sizes: ['M', 'L'], places: [4] },
      },
    });
  });

  it('reads prices as integers above 0 and areas with two decimals, never negative', () => {
    expect(parseAmount('150000')).toBe(150_000);
    expect(parseAmount('99.7')).toBe(99);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseArea('40,255')).toBe(40.26);
    expect(parseArea('0')).toBe(0);
    expect(parseArea('-1')).toBeNull();
    expect(parseArea('')).toBeNull();
  });
});
