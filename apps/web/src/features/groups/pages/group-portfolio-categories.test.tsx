// The portfolio's category filter counts under the time filter the list uses: choosing 'Último día' asks the
// counts of that window too, so each option's number is what choosing it shows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProperty } from '@/components/publication-detail/test-publications';
import { signInAs, testUser } from '@/test/users';
import { page, renderPortfolio, stubPortfolio } from '../portfolio-test-helpers';

const flat = testProperty();
const house = testProperty({
  id: 43,
  title: 'Casa con jardín en Adrogué',
  category: 'casa',
  priority: null,
  medias: [],
});

describe('the category counts', () => {
  it('follow the time filter', async () => {
    signInAs(testUser());
    const asked: (string | null)[] = [];
    stubPortfolio({
      categories: (query) => {
        asked.push(query.get('time'));
        return query.get('time') === 'day'
          ? [
              { value: 'casa', title: 'Casa', count: 1 },
              { value: 'ph', title: 'PH', count: 1 },
            ]
          : [
              { value: 'departamento', title: 'Departamento', count: 7 },
              { value: 'casa', title: 'Casa', count: 3 },
            ];
      },
      listings: (query) => ({ status: 200, body: page(query.get('time') === 'day' ? [house] : [flat, house]) }),
    });
    renderPortfolio();
    const category = await screen.findByLabelText('Categoría');
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Todas las categorías', 'Departamento (7)', 'Casa (3)']),
    );
    expect(asked).toEqual(['any']);

    await userEvent.selectOptions(screen.getByLabelText('Momento'), 'Último día');
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Categoría'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Todas las categorías', 'Casa (1)', 'PH (1)']),
    );
    expect(asked).toEqual(['any', 'day']);
  });
});
