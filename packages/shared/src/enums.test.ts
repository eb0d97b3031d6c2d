import { describe, expect, it } from 'vitest';
import { compareSizes, sortBySize } from './enums';

describe('compareSizes', () => {
  it('orders sizes as the enumeration lists them, not as they were entered', () => {
    expect(['XL', 'S', 'Único', 'M', 'XS', 'L'].sort(compareSizes)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'Único']);
    expect(['44', '38', '40', '32'].sort(compareSizes)).toEqual(['32', '38', '40', '44']);
  });

  it('puts sizes the enumeration lacks after it, in natural order, and a missing size last', () => {
    expect(['T10', null, 'M', 'T2', '', 'S'].sort(compareSizes)).toEqual(['S', 'M', 'T2', 'T10', null, '']);
  });
});

describe('sortBySize', () => {
  it('reorders the sized rows, stably, and leaves a row without a size where it was', () => {
    const rows = [
      { color: 'Rojo', size: 'XL' },
      { color: 'Negro', size: null },
      { color: 'Azul', size: 'S' },
      { color: 'Verde', size: 'M' },
      { color: 'Blanco', size: 'S' },
    ];
    expect(sortBySize(rows).map((row) => `${row.color} ${row.size}`)).toEqual([
      'Azul S',
      'Negro null',
      'Blanco S',
      'Verde M',
      'Rojo XL',
    ]);
  });
});
