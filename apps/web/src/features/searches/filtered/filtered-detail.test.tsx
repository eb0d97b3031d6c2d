// The detail of a filtered result (product.md, Searches: Filtered results): everyone's answers; one's own answer
// editable only on one's own decisions view; 'Guardar' sends nothing when nothing changed, and the decision when it
// did.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/test/users';
import { answer, bruno, filteredCard, lucia, renderFiltered, shared } from './filtered-test-helpers';

const answers = [
  answer(lucia, true, { is_super: true, comment: 'Me encanta el balcón', tags: ['top'] }),
  answer(bruno, false, { comment: 'Muy cara', tags: ['visited'] }),
];
const mine = filteredCard(1, 'Casa en Palermo', {
  like: true,
  is_super: true,
  comment: 'Me encanta el balcón',
  tags: ['top'],
  answers,
});
const theirs = filteredCard(2, 'PH en Caballito', { like: false, comment: 'Muy cara', tags: ['visited'], answers });

async function openDetail(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(title) }));
  return screen.findByRole('dialog', { name: title });
}

describe('the detail of a filtered result', () => {
  it("shows every participant's answer", async () => {
    signInAs();
    renderFiltered(shared, () => [mine]);
    const detail = await openDetail('Casa en Palermo');
    const section = within(detail).getByRole('region', { name: 'Respuestas de los colaboradores' });
    const [first, second] = within(section).getAllByRole('listitem');
    expect(first).toHaveTextContent('Lucía Fernández (vos)');
    for (const mark of ['Te gusta', 'SuperLike', 'Top', 'Me encanta el balcón'])
      expect(within(first).getByText(mark)).toBeInTheDocument();
    expect(second).toHaveTextContent('Bruno Medina');
    for (const mark of ['No le gusta', 'Visitada', 'Muy cara'])
      expect(within(second).getByText(mark)).toBeInTheDocument();
    // A public listing is shared by its own page's address.
    expect(within(detail).getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(`${window.location.origin}/publication/`)),
    );
  });

  it("'Guardar' sends nothing when nothing changed", async () => {
    signInAs();
    const { decisions } = renderFiltered(shared, () => [mine]);
    const detail = await openDetail('Casa en Palermo');
    const comment = within(detail).getByRole('textbox', { name: 'Comentario' });
    expect(comment).toHaveValue('Me encanta el balcón');
    expect(comment).toHaveAttribute('maxlength', '1000');
    expect(within(detail).getByText('20 / 1000')).toBeInTheDocument();
    expect(within(detail).getByRole('checkbox', { name: 'Top' })).toBeChecked();

    await userEvent.click(within(detail).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Casa en Palermo' })).not.toBeInTheDocument());
    expect(decisions()).toEqual([]);
  });

  it("'Guardar' sends the changed answer, says so and refreshes the list", async () => {
    signInAs();
    const { decisions, queries } = renderFiltered(shared, () => [mine]);
    const detail = await openDetail('Casa en Palermo');
    await userEvent.click(within(detail).getByRole('button', { name: 'Ya no me gusta' }));
    expect(within(detail).getByRole('button', { name: 'Me gusta' })).toBeInTheDocument();
    const comment = within(detail).getByRole('textbox', { name: 'Comentario' });
    await userEvent.clear(comment);
    await userEvent.type(comment, 'Muy ruidosa');
    expect(within(detail).getByText('11 / 1000')).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('checkbox', { name: 'Visitada' }));
    const before = queries.length;

    await userEvent.click(within(detail).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tu respuesta se guardó.')).toBeInTheDocument();
    expect(decisions().map((request) => request.body)).toEqual([
      { publication_id: 1, like: false, is_super: false, comment: 'Muy ruidosa', tags: ['top', 'visited'] },
    ]);
    await waitFor(() => expect(queries.length).toBeGreaterThan(before));
  });

  it("another participant's view is read-only", async () => {
    signInAs();
    const { decisions } = renderFiltered(shared, (query) => (query.user_id === '9' ? [theirs] : [mine]));
    await screen.findByRole('button', { name: /Casa en Palermo/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Decisiones de' }), '9');
    const detail = await openDetail('PH en Caballito');
    expect(within(detail).getByRole('region', { name: 'Respuestas de los colaboradores' })).toBeInTheDocument();
    expect(within(detail).queryByRole('textbox', { name: 'Comentario' })).not.toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: /Me gusta/ })).not.toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions()).toEqual([]);
  });

  it('the coincidences view is read-only', async () => {
    signInAs();
    renderFiltered(shared, () => [{ ...mine, badge: 'todos' }]);
    await screen.findByRole('button', { name: /Casa en Palermo/ });
    await userEvent.click(screen.getByRole('radio', { name: 'Coincidencias' }));
    const detail = await openDetail('Casa en Palermo');
    expect(within(detail).getByRole('region', { name: 'Respuestas de los colaboradores' })).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });
});
