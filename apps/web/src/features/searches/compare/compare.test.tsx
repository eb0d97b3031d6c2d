// 'Comparar' in the filtered results: a «Comparar» toggle per listing, the bar's «Comparar (N)» enabled from 2 to 4
// and a message for a fifth, and the table: a column per listing, the fields as row headers with the best value
// marked in words, and each participant's like or discard with their comment.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProperty } from '@/components/publication-detail/test-publications';
import { signInAs } from '@/test/users';
import { answer, bruno, filteredCard, lucia, renderFiltered, shared } from '../filtered/filtered-test-helpers';

const base = testProperty().extras;
const flat = (id: number, title: string, amount: number, covered: number, more = {}) =>
  filteredCard(id, title, {
    amount,
    like: true,
    extras: { ...base, areas: { total: covered + 5, covered } },
    ...more,
  });

const cards = [
  flat(1, 'Departamento en Gorriti', 129000, 52, {
    answers: [answer(lucia, true, { comment: 'El más barato' }), answer(bruno, false, { comment: 'Muy chico' })],
  }),
  flat(2, 'Departamento en Thames', 148000, 64, { answers: [answer(lucia, true)] }),
  flat(3, 'Departamento en Malabia', 162000, 95, {
    answers: [answer(lucia, true), answer(bruno, true, { is_super: true, comment: 'Me encanta la cocina' })],
  }),
  flat(4, 'Departamento en Honduras', 189000, 80),
  flat(5, 'Departamento en Armenia', 199000, 70),
];

const toggle = (title: string) => screen.getByRole('checkbox', { name: `Comparar ${title}` });

describe("'Comparar' in the filtered results", () => {
  it('compares from 2 to 4 listings and refuses a fifth with a message', async () => {
    signInAs();
    renderFiltered(shared, () => cards);
    await screen.findByRole('button', { name: /Departamento en Gorriti/ });
    expect(screen.queryByRole('button', { name: /^Comparar \(/ })).not.toBeInTheDocument();

    await userEvent.click(toggle('Departamento en Gorriti'));
    expect(screen.getByRole('button', { name: 'Comparar (1)' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Elegí al menos 2 publicaciones para comparar.');
    await userEvent.click(toggle('Departamento en Thames'));
    expect(screen.getByRole('button', { name: 'Comparar (2)' })).toBeEnabled();
    await userEvent.click(toggle('Departamento en Malabia'));
    await userEvent.click(toggle('Departamento en Honduras'));
    expect(screen.getByText('4 publicaciones elegidas')).toBeInTheDocument();

    await userEvent.click(toggle('Departamento en Armenia'));
    expect(toggle('Departamento en Armenia')).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Podés comparar hasta 4 publicaciones a la vez: quitá una para sumar otra.',
    );
    expect(screen.getByRole('button', { name: 'Comparar (4)' })).toBeEnabled();

    // Dropping one makes room, and the fifth goes in.
    await userEvent.click(toggle('Departamento en Honduras'));
    await userEvent.click(toggle('Departamento en Armenia'));
    expect(toggle('Departamento en Armenia')).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Listo para comparar.');

    await userEvent.click(screen.getByRole('button', { name: 'Quitar todas' }));
    expect(screen.queryByRole('button', { name: /^Comparar \(/ })).not.toBeInTheDocument();
    expect(toggle('Departamento en Gorriti')).not.toBeChecked();
  });

  it('shows the listings side by side with the best values marked and everyone’s answers', async () => {
    signInAs();
    renderFiltered(shared, () => cards);
    await screen.findByRole('button', { name: /Departamento en Gorriti/ });
    for (const title of ['Departamento en Gorriti', 'Departamento en Malabia', 'Departamento en Thames'])
      await userEvent.click(toggle(title));
    await userEvent.click(screen.getByRole('button', { name: 'Comparar (3)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Comparar' });
    const table = within(dialog).getByRole('table', { name: 'Comparación de 3 publicaciones' });
    // Columns in the order chosen.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Departamento en Gorriti', 'Departamento en Malabia', 'Departamento en Thames']);
    // The field names and the participants head their rows; the participants' heading heads its group of rows.
    const headers = within(table).getAllByRole('rowheader');
    expect(headers.map((header) => [header.textContent, header.getAttribute('scope')])).toEqual([
      ['PrecioMejor: el menor', 'row'],
      ['Precio por m²Mejor: el menor', 'row'],
      ['AntigüedadMejor: el menor', 'row'],
      ['Superficie totalMejor: el mayor', 'row'],
      ['Superficie cubiertaMejor: el mayor', 'row'],
      ['AmbientesMejor: el mayor', 'row'],
      ['DormitoriosMejor: el mayor', 'row'],
      ['BañosMejor: el mayor', 'row'],
      ['CocherasMejor: el mayor', 'row'],
      ['Apto crédito', 'row'],
      ['Reservada', 'row'],
      ['Dirección', 'row'],
      ['Qué opinan', 'rowgroup'],
      [expect.stringMatching(/Lucía Fernández \(vos\)$/), 'row'],
      [expect.stringMatching(/Bruno Medina$/), 'row'],
    ]);

    const row = (label: RegExp) => within(table).getByRole('rowheader', { name: label }).closest('tr')!;
    const price = row(/^Precio(?! por)/);
    expect(within(price).getByRole('rowheader')).toHaveTextContent('Mejor: el menor');
    expect(
      within(price)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['US$ 129.000Mejor', 'US$ 162.000', 'US$ 148.000']);
    const covered = row(/^Superficie cubierta/);
    expect(within(covered).getByRole('rowheader')).toHaveTextContent('Mejor: el mayor');
    expect(within(covered).getAllByRole('cell')[1]).toHaveTextContent('95 m²Mejor');

    const lucias = within(row(/^Lucía Fernández \(vos\)/)).getAllByRole('cell');
    expect(lucias[0]).toHaveTextContent('Te gusta');
    expect(lucias[0]).toHaveTextContent('El más barato');
    const brunos = within(row(/^Bruno Medina/)).getAllByRole('cell');
    expect(brunos.map((cell) => cell.textContent)).toEqual([
      'No le gustaComentario: Muy chico',
      'Le gustaSuperLikeComentario: Me encanta la cocina',
      'Sin responder',
    ]);

    // Dropping a listing leaves two; dropping another leaves nothing to compare.
    await userEvent.click(
      within(table).getByRole('button', { name: 'Quitar Departamento en Thames de la comparación' }),
    );
    expect(within(dialog).getByRole('table', { name: 'Comparación de 2 publicaciones' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comparar (2)' })).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Quitar Departamento en Malabia de la comparación' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Comparar' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Comparar (1)' })).toBeDisabled();
  });
});
