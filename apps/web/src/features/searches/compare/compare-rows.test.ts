// The rows of 'Comparar': derived from the listing definition (only what some listing has, money first, the
// structured values last), the best of each numeric row by its rule, and no best where nothing can be ranked.
import { describe, expect, it } from 'vitest';
import type { Publication } from '@vitrina/shared/publications';
import { fieldTitles } from '@/components/publication-detail/use-field-titles';
import { testClothing, testProperty } from '@/components/publication-detail/test-publications';
import { testConfiguration } from '@/test/render';
import { compareRows } from './compare-rows';

const titles = fieldTitles(testConfiguration());

function flat(id: number, amount: number, covered: number, rooms: number, more: Partial<Publication['extras']> = {}) {
  const base = testProperty();
  return testProperty({
    id,
    amount,
    extras: {
      ...base.extras,
      areas: { total: covered + 10, covered },
      rooms: { ...base.extras.rooms, total: rooms },
      ...more,
    },
  });
}

/** Each row as a person reads it: its label and each cell, «(mejor)» after a marked one. */
function read(listings: Publication[]) {
  return compareRows(listings, titles).map((row) => [
    row.label,
    ...row.cells.map((cell) => `${cell.text ?? '—'}${cell.best ? ' (mejor)' : ''}`),
  ]);
}

describe("the rows of 'Comparar'", () => {
  it('lists every field the flats have, money first, and marks the lowest price and the largest areas', () => {
    const rows = read([
      flat(1, 129000, 52, 2, { expenses: 85000, age: 12 }),
      flat(2, 162000, 78, 3, { expenses: 95000, credit: false, age: null }),
      flat(3, 189000, 95, 3, { age: 0 }),
    ]);
    expect(rows.map((row) => row[0])).toEqual([
      'Precio',
      'Expensas',
      'Precio por m²',
      'Antigüedad',
      'Superficie total',
      'Superficie cubierta',
      'Ambientes',
      'Dormitorios',
      'Baños',
      'Cocheras',
      'Apto crédito',
      'Reservada',
      'Dirección',
    ]);
    const row = (label: string) => rows.find((item) => item[0] === label)!.slice(1);
    expect(row('Precio')).toEqual(['US$ 129.000 (mejor)', 'US$ 162.000', 'US$ 189.000']);
    // One flat has no expensas: it is not ranked, and the lowest of the others is the best.
    expect(row('Expensas')).toEqual(['$ 85.000 (mejor)', '$ 95.000', '—']);
    expect(row('Precio por m²')).toEqual(['US$ 2.481/m²', 'US$ 2.077/m²', 'US$ 1.989/m² (mejor)']);
    expect(row('Antigüedad')).toEqual(['12 años', '—', 'A estrenar (mejor)']);
    expect(row('Superficie cubierta')).toEqual(['52 m²', '78 m²', '95 m² (mejor)']);
    // Two flats tie on the most rooms: both are marked.
    expect(row('Ambientes')).toEqual(['2', '3 (mejor)', '3 (mejor)']);
    // Equal everywhere: nothing is better.
    expect(row('Baños')).toEqual(['1', '1', '1']);
    expect(row('Apto crédito')).toEqual(['Sí', 'No', 'Sí']);
  });

  it('marks no best price across currencies, and says why', () => {
    const rows = compareRows([flat(1, 129000, 52, 2), { ...flat(2, 90000000, 60, 2), currency: 'ARS' }], titles);
    const price = rows.find((row) => row.key === 'amount')!;
    expect(price.cells.map((cell) => cell.text)).toEqual(['US$ 129.000', '$ 90.000.000']);
    expect(price.cells.some((cell) => cell.best)).toBe(false);
    expect(price.note).toBe('En monedas distintas: no se comparan');
  });

  it('compares clothing by its offer price, brand, sizes and colours', () => {
    const jacket = testClothing();
    const shirt = testClothing({
      id: 53,
      title: 'Camisa de lino',
      amount: 30000,
      amount_sale: null,
      extras: { ...jacket.extras, brand: 'Kosiuko', stock: [{ color: 'Blanco', size: 'S' }] },
    });
    const rows = read([jacket, shirt]);
    expect(rows).toEqual([
      ['Precio', '$ 36.000', '$ 30.000 (mejor)'],
      ['Marca', 'Levi’s', 'Kosiuko'],
      ['Temporada', 'Última temporada', 'Última temporada'],
      ['Género', 'Unisex', 'Unisex'],
      ['Edad', 'Adultos', 'Adultos'],
      ['Talles', 'M, L', 'S'],
      ['Colores', 'Azul, Negro', 'Blanco'],
    ]);
  });
});
