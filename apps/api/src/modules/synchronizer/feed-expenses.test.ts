// Expensas, the monthly building fee in pesos, as a listing's source gives them: a JSON feed's extras and an
// Octoparse column (the form's are in publications/publication-expenses.test.ts).
import { describe, expect, it } from 'vitest';
import { readFeedItem } from './feed-item';
import { octoparseRowToItem } from './octoparse-rows';

describe('expensas of a synchronized listing', () => {
  it('come from a JSON feed’s extras and from an Octoparse column named Expensas', () => {
    const feed = readFeedItem(
      {
        code: 'A-1',
        title: 'Departamento en Palermo',
        type: 'property',
        category: 'departamento',
        operation: 'venta',
        extras: { expenses: 95000 },
      },
      10,
    );
    expect(feed.ok && feed.item.input.extras.expenses).toBe(95000);

    const row = octoparseRowToItem({ code: 'B-2', Titulo: 'PH en Boedo', Expensas: '$ 38.500' });
    expect(row.extras).toMatchObject({ expenses: 38500 });
  });
});
