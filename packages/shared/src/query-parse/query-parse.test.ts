import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createSearchSchema } from '../searches';
import labelled from './labelled-queries.json';
import { parseQuery } from './parse-query';

type Labelled = { query: string; filters: unknown[]; places: string[]; order: string };
const set = labelled as Labelled[];
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('the query parser', () => {
  it('reads the example sentences of the product', () => {
    const result = parseQuery('depto 3 ambientes en Palermo hasta 150 mil dólares con cochera');
    expect(result.filters).toEqual([
      {
        type: 'property',
        category: 'departamento',
        amount: { min: null, max: 150_000 },
        currency: 'USD',
        extras: { rooms: { total: 3 }, parkings: 1 },
      },
    ]);
    expect(result.places).toMatchObject([{ reference: 'neighbourhood:caba:palermo', name: 'Palermo' }]);
    expect(result.title).toBe('Departamento en Palermo hasta US$ 150.000');
    expect(result.unknown).toEqual([]);
    expect(parseQuery('zapatillas Nike talle 42').filters).toEqual([
      { type: 'clothing', category: 'calzado', extras: { brands: ['Nike'], stock: { sizes: ['42'] } } },
    ]);
  });

  it('gives the currency the wizard implies: dollars for a sale, pesos otherwise', () => {
    expect(parseQuery('casa en venta hasta 200 mil').filters[0]).toMatchObject({ currency: 'USD' });
    expect(parseQuery('casa en alquiler hasta 200 mil').filters[0]).toMatchObject({ currency: 'ARS' });
    expect(parseQuery('remera hasta 20 mil').filters[0]).toMatchObject({ currency: 'ARS' });
    expect(parseQuery('casa en venta hasta 200 mil pesos').filters[0]).toMatchObject({ currency: 'ARS' });
  });

  it('reads places with or without accents and capitals, and a province after its city as no place', () => {
    for (const text of ['depto en Núñez', 'depto en nunez', 'depto en NUÑEZ'])
      expect(parseQuery(text).places.map((place) => place.reference)).toEqual(['neighbourhood:caba:nunez']);
    expect(parseQuery('casa en Rosario, Santa Fe').places.map((place) => place.name)).toEqual(['Rosario']);
    expect(parseQuery('casa en Tres Arroyos').filters[0].extras).toBeUndefined();
  });

  it('reads «acepta mascotas» as the pets filter of a rental, and leaves it out of a sale', () => {
    const rental = parseQuery('depto en alquiler que acepte mascotas en Palermo');
    expect(rental.filters).toEqual([
      { type: 'property', category: 'departamento', operation: 'alquiler', extras: { pets: true } },
    ]);
    expect(rental.title).toBe('Departamento en alquiler que acepte mascotas en Palermo');
    expect(rental.unknown).toEqual([]);
    expect(parseQuery('casa en alquiler pet friendly').filters[0].extras).toEqual({ pets: true });
    expect(parseQuery('departamento en alquiler sin mascotas').filters[0].extras).toEqual({ pets: false });
    expect(parseQuery('depto en venta apto mascotas').filters[0].extras).toBeUndefined();
  });

  it('shows what it did not understand, as written', () => {
    expect(parseQuery('depto con vista al Obelisco en Palermo').unknown).toEqual(['vista', 'Obelisco']);
    expect(parseQuery('hola').filters).toEqual([]);
  });

  it('answers filters that POST /search takes', () => {
    for (const item of set) {
      const result = parseQuery(item.query);
      if (!result.filters.length) continue;
      const input = {
        uuid: '7b0e6a58-3c1e-4a55-9a51-0b3a6f0a9c11',
        filters: result.filters,
        order: result.order,
        places: result.places.map((place) => ({ reference: place.reference })),
      };
      expect(createSearchSchema.safeParse(input).error, item.query).toBeUndefined();
    }
  });

  it(`reads at least 95% of the ${set.length} labelled queries exactly`, () => {
    expect(set.length).toBeGreaterThanOrEqual(300);
    const wrong = set.filter((item) => {
      const result = parseQuery(item.query);
      const got = {
        filters: plain(result.filters),
        places: result.places.map((place) => place.reference),
        order: result.order,
      };
      return !isDeepStrictEqual(got, { filters: item.filters, places: item.places, order: item.order });
    });
    expect(wrong.length / set.length, wrong.map((item) => item.query).join('\n')).toBeLessThanOrEqual(0.05);
  });
});
