// Sizes read in the sizes enumeration's order (XS, S, M, L, XL…, then 32 to 46), not in the order they were
// entered: in the badges and down the stock table's size column.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDetail } from './detail-test-helpers';
import { testClothing } from './test-publications';

describe('the sizes of a garment', () => {
  it('are listed in the enumeration order in the badge and the stock table', async () => {
    const base = testClothing();
    const garment = testClothing({
      extras: {
        ...base.extras,
        stock: [
          { color: 'Rojo', size: 'XL' },
          { color: 'Negro', size: 'S' },
          { color: 'Azul', size: 'M' },
          { color: 'Blanco', size: 'XS' },
          { color: 'Rojo', size: 'S' },
        ],
      },
    });
    const dialog = await openDetail(garment);
    expect(within(dialog).getByText('Talles XS, S, M, XL')).toBeInTheDocument();
    const stock = within(dialog).getByRole('region', { name: 'Stock' });
    const rows = within(stock)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Blanco', 'XS'],
      ['Negro', 'S'],
      ['Rojo', 'S'],
      ['Azul', 'M'],
      ['Rojo', 'XL'],
    ]);
  });
});
