// A filter's fields derived from the listing definition: the schema takes and refuses what it always did, keyed as
// clients send it, and the wizard's rules (types, categories, operations) are the definition's.
import { describe, expect, it } from 'vitest';
import { fieldApplies, foreignExtras, searchFieldByStep, searchFields, stepApplies } from './search-fields';
import { filterTitle, searchFilterSchema } from './searches';

const flat = { type: 'property', category: 'departamento' } as const;
const shirts = { type: 'clothing', category: 'remeras' } as const;
const accepts = (filter: unknown) => searchFilterSchema.safeParse(filter).success;
const refusal = (filter: unknown) => {
  const result = searchFilterSchema.safeParse(filter);
  return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the filter schema derived from the listing definition', () => {
  it('takes every field filter under the keys clients send', () => {
    expect(
      accepts({
        ...flat,
        operation: 'venta',
        extras: {
          tags: ['balcón'],
          areas: { total: { min: 40.5, max: 120 }, covered: { min: null, max: 90 } },
          rooms: { total: 5, bedrooms: 1, bathrooms: 2 },
          parkings: 0,
          credit: true,
          reserved: false,
        },
      }),
    ).toBe(true);
    expect(
      accepts({
        ...shirts,
        extras: { tags: ['algodón'], brands: ['Nike', 'Adidas'], last_season: true, gender: 'mujer' },
      }),
    ).toBe(true);
    // Unset is no condition: null and missing alike.
    expect(accepts({ ...flat, extras: { rooms: { total: null }, credit: null, areas: null } })).toBe(true);
  });

  it('refuses what it always refused: out of range, unknown keys, a wrong type and the other type’s fields', () => {
    expect(accepts({ ...flat, extras: { rooms: { total: 6 } } })).toBe(false);
    expect(accepts({ ...flat, extras: { rooms: { total: 0 } } })).toBe(false);
    expect(accepts({ ...flat, extras: { parkings: 3 } })).toBe(false);
    expect(accepts({ ...flat, extras: { parkings: -1 } })).toBe(false);
    expect(accepts({ ...flat, extras: { rooms: { garages: 1 } } })).toBe(false);
    expect(accepts({ ...flat, extras: { brand: ['Nike'] } })).toBe(false);
    expect(accepts({ ...shirts, extras: { gender: 'otro' } })).toBe(false);
    expect(accepts({ ...shirts, extras: { brands: Array.from({ length: 21 }, (_, i) => `m${i}`) } })).toBe(false);
    expect(accepts({ ...flat, extras: { areas: { total: { min: 1.005 } } } })).toBe(false);
    expect(refusal({ ...flat, extras: { areas: { total: { min: 90, max: 40 } } } })).toEqual([
      ['extras.areas.total.min', 'El mínimo no puede ser mayor que el máximo.'],
    ]);
    expect(refusal({ ...shirts, extras: { rooms: { total: 2 }, credit: true } })).toEqual([
      ['extras.rooms', 'Este filtro no corresponde al tipo elegido.'],
      ['extras.credit', 'Este filtro no corresponde al tipo elegido.'],
    ]);
    expect(refusal({ ...flat, extras: { brands: ['Nike'], stock: { sizes: ['M'] } } })).toEqual([
      ['extras.brands', 'Este filtro no corresponde al tipo elegido.'],
      ['extras.stock', 'Este filtro no corresponde al tipo elegido.'],
    ]);
    // Tags go with either type, and a garment's filter has always taken `reserved`.
    expect(accepts({ ...flat, extras: { tags: ['pileta'] } })).toBe(true);
    expect(accepts({ ...shirts, extras: { reserved: true } })).toBe(true);
  });

  it('names the other type’s fields in the definition’s order', () => {
    expect(foreignExtras('property')).toEqual(['brands', 'last_season', 'gender']);
    expect(foreignExtras('clothing')).toEqual(expect.arrayContaining(['areas', 'rooms', 'parkings', 'credit']));
    expect(foreignExtras('clothing')).not.toContain('reserved');
  });
});

describe('«Acepta mascotas», one entry of the definition', () => {
  const rentals = { ...flat, operation: 'alquiler' } as const;

  it('is taken as extras.pets by a property filter, and refused for clothing', () => {
    expect(searchFilterSchema.parse({ ...rentals, extras: { pets: true } }).extras).toEqual({ pets: true });
    expect(accepts({ ...rentals, extras: { pets: null } })).toBe(true);
    expect(accepts({ ...rentals, extras: { pets: 'si' } })).toBe(false);
    expect(refusal({ ...shirts, extras: { pets: true } })).toEqual([
      ['extras.pets', 'Este filtro no corresponde al tipo elegido.'],
    ]);
  });

  it('is asked for rentals only, and titles the filter', () => {
    expect(stepApplies('pets', rentals)).toBe(true);
    expect(stepApplies('pets', { ...flat, operation: 'alquiler_temporario' })).toBe(true);
    expect(stepApplies('pets', { ...flat, operation: 'venta' })).toBe(false);
    expect(stepApplies('pets', flat)).toBe(false);
    expect(filterTitle({ ...rentals, extras: { pets: true } })).toBe('Departamento en alquiler que acepte mascotas');
    expect(filterTitle({ ...rentals, extras: { pets: false } })).toBe(
      'Departamento en alquiler que no acepte mascotas',
    );
  });
});

describe('where a field filter applies', () => {
  it('follows the definition’s categories and operations, once for the wizard and the query box', () => {
    expect(stepApplies('covered_area', { type: 'property', category: 'terreno' })).toBe(false);
    expect(stepApplies('rooms', { type: 'property', category: 'cochera' })).toBe(false);
    expect(stepApplies('bedrooms', { type: 'property', category: 'oficina' })).toBe(false);
    expect(stepApplies('bathrooms', { type: 'property', category: 'oficina' })).toBe(true);
    expect(stepApplies('credit', { ...flat, operation: 'alquiler' })).toBe(false);
    expect(stepApplies('credit', { ...flat, operation: null })).toBe(true);
    expect(stepApplies('tags', flat)).toBe(false);
    expect(stepApplies('tags', shirts)).toBe(true);
    expect(stepApplies('price', flat)).toBe(false);
  });

  it('lists the fields in the wizard’s order', () => {
    const steps = searchFields.map((field) => field.step);
    expect(steps.indexOf('tags')).toBeLessThan(steps.indexOf('brands'));
    expect(steps.indexOf('parkings')).toBeLessThan(steps.indexOf('credit'));
    expect(searchFieldByStep.get('brands')?.filterPath).toEqual(['extras', 'brands']);
    expect(fieldApplies(searchFieldByStep.get('rooms')!, { type: 'clothing', category: 'remeras' })).toBe(false);
  });
});

describe('the automatic title', () => {
  it('says what it always said of a garment’s brands and sizes', () => {
    expect(filterTitle({ ...shirts, extras: { brands: ['Nike'], stock: { sizes: ['M'] } } })).toBe(
      'Remeras Nike talle M',
    );
    expect(filterTitle({ ...flat, operation: 'venta', extras: { credit: true, rooms: { total: 3 } } })).toBe(
      'Departamento en venta',
    );
  });
});
