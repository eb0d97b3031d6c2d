// «Acepta mascotas» in a listing's detail and in 'Comparar': a row of the definition's, shown without a best.
import { describe, expect, it } from 'vitest';
import { extrasRows } from '@/components/publication-detail/extras-rows';
import { fieldTitles } from '@/components/publication-detail/use-field-titles';
import { testProperty } from '@/components/publication-detail/test-publications';
import { testConfiguration } from '@/test/render';
import { compareRows } from './compare-rows';

const titles = fieldTitles(testConfiguration());
const rental = (id: number, pets: boolean | null) =>
  testProperty({ id, operation: 'alquiler', extras: { ...testProperty().extras, pets } });

describe('«Acepta mascotas»', () => {
  it('is a row of the detail when the listing says it', () => {
    expect(extrasRows(rental(1, true), titles)).toContainEqual(['Acepta mascotas', 'Sí']);
    expect(extrasRows(rental(1, false), titles)).toContainEqual(['Acepta mascotas', 'No']);
    expect(extrasRows(rental(1, null), titles).map(([label]) => label)).not.toContain('Acepta mascotas');
  });

  it("is a row of 'Comparar' that marks no best", () => {
    const row = compareRows([rental(1, true), rental(2, false), rental(3, null)], titles).find(
      (item) => item.label === 'Acepta mascotas',
    );
    expect(row?.rule).toBe('shown');
    expect(row?.cells.map((cell) => [cell.text, cell.best])).toEqual([
      ['Sí', false],
      ['No', false],
      [null, false],
    ]);
  });
});
