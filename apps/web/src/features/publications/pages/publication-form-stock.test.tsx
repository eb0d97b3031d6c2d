// The stock of a garment being edited starts in the sizes enumeration's order (S before L), whatever order it was
// entered in; rows added while editing stay where they were added.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/render';
import { signInAs } from '@/test/users';
import { renderPublications, testClothing } from '../test-helpers';

describe('the stock table of the edit form', () => {
  it('lists the varieties by size', async () => {
    signInAs();
    const base = testClothing();
    const garment = testClothing({
      id: 41,
      created_by: 'user',
      pivot: { creator: true },
      extras: {
        ...base.extras,
        stock: [
          { color: 'Negro', size: '42' },
          { color: 'Azul', size: 'L' },
          { color: 'Rojo', size: 'S' },
        ],
      },
    });
    stubApi({
      'GET /account/publication/41': { status: 200, body: garment },
      'POST /account/publication/field': { status: 200, body: [] },
    });
    renderPublications('/account/publication/41/edit');
    expect(await screen.findByRole('combobox', { name: 'Talle de la fila 1' })).toHaveValue('S');
    expect(screen.getByRole('combobox', { name: 'Talle de la fila 2' })).toHaveValue('L');
    expect(screen.getByRole('combobox', { name: 'Talle de la fila 3' })).toHaveValue('42');
    expect(screen.getByRole('textbox', { name: 'Color de la fila 1' })).toHaveValue('Rojo');

    await userEvent.click(screen.getByRole('button', { name: 'Agregar variedad' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Talle de la fila 4' }), 'XS');
    expect(screen.getByRole('combobox', { name: 'Talle de la fila 4' })).toHaveValue('XS');
  });
});
