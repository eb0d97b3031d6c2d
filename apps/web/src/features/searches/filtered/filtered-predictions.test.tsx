// Predicted likes in the filtered results (product.md, Searches: Prediction): in a search that predicts, the likes the
// model chose are marked 'Predicción' and a switch hides them; a manual search without predictions has no switch.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/test/users';
import { testSearch } from '@/test/searches';
import { filteredCard, renderFiltered, solo } from './filtered-test-helpers';

const own = filteredCard(1, 'Casa en Palermo', { like: true });
const predicted = filteredCard(2, 'Departamento en Belgrano', { like: true, predicted: true });

describe('predicted likes', () => {
  it('are marked, and hidden with the switch', async () => {
    signInAs();
    const assisted = testSearch({ filtered: 'assisted', predictions_count: 1 });
    const { queries } = renderFiltered(assisted, (query) => (query.predicted === 'false' ? [own] : [own, predicted]));
    const card = await screen.findByRole('button', { name: /Departamento en Belgrano/ });
    expect(within(card).getByText('Predicción')).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: /Casa en Palermo/ })).queryByText('Predicción')).toBeNull();
    const toggle = screen.getByRole('switch', { name: 'Incluir las predicciones' });
    expect(toggle).toBeChecked();
    expect(queries[0]).not.toHaveProperty('predicted');

    await userEvent.click(toggle);
    expect(await screen.findByText('1 publicación')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Departamento en Belgrano/ })).not.toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ like: 'true', predicted: 'false', page: '1' });
  });

  it('have no switch in a manual search without predictions', async () => {
    signInAs();
    renderFiltered(solo, () => [own]);
    await screen.findByRole('button', { name: /Casa en Palermo/ });
    expect(screen.queryByRole('switch', { name: 'Incluir las predicciones' })).not.toBeInTheDocument();
  });
});
