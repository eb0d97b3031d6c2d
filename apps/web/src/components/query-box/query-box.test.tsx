import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { renderWithProviders } from '@/test/render';
import { QueryBox } from './query-box';

const box = () => screen.getByRole('textbox', { name: 'Contanos qué buscás' });
const chips = () =>
  within(screen.getByText('Entendimos').parentElement!)
    .getAllByRole('button', { name: /^Quitar: / })
    .map((button) => button.getAttribute('aria-label')!.replace('Quitar: ', ''));

function renderBox() {
  const onSearch = vi.fn();
  const onEdit = vi.fn();
  renderWithProviders(<QueryBox onSearch={onSearch} onEdit={onEdit} />);
  return { onSearch, onEdit };
}

describe('QueryBox', () => {
  it('shows a chip for each thing understood as the person types, and what it did not understand', async () => {
    renderBox();
    await userEvent.type(box(), 'depto 3 ambientes en Palermo hasta 150 mil dólares con cochera y vista');
    await waitFor(() => expect(screen.getByText('Entendimos')).toBeInTheDocument());
    expect(chips()).toEqual(['Departamento', 'Hasta US$ 150.000', '3 ambientes', 'Con cochera', 'Palermo']);
    expect(screen.getByText('No entendimos:').parentElement).toHaveTextContent('No entendimos: vista');
    expect(screen.getByText('Vas a buscar: Departamento en Palermo hasta US$ 150.000')).toBeInTheDocument();
  });

  it('removes a chip, and searches with what is left', async () => {
    const { onSearch } = renderBox();
    await userEvent.type(box(), 'casa o PH en venta en Villa Crespo con patio');
    await waitFor(() => expect(chips()).toContain('patio'));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar: Casa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar: patio' }));
    expect(chips()).toEqual(['PH', 'Venta', 'Villa Crespo']);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    const result = onSearch.mock.calls[0][0];
    expect(result.filters).toEqual([{ type: 'property', category: 'ph', operation: 'venta' }]);
    expect(result.places).toMatchObject([{ reference: 'neighbourhood:caba:villa-crespo', name: 'Villa Crespo' }]);
    expect(result.order).toBe('relevance');
  });

  it('opens the wizard with what it read', async () => {
    const { onEdit } = renderBox();
    await userEvent.type(box(), 'zapatillas nike talle 42');
    await waitFor(() => expect(chips()).toEqual(['Calzado', 'Nike', 'Talle 42']));
    await userEvent.click(screen.getByRole('button', { name: 'Editar en el asistente' }));
    expect(onEdit.mock.calls[0][0].filters).toEqual([
      { type: 'clothing', category: 'calzado', extras: { brands: ['Nike'], stock: { sizes: ['42'] } } },
    ]);
  });

  it('offers no search while nothing is understood', async () => {
    renderBox();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    await userEvent.type(box(), 'algo lindo');
    await waitFor(() => expect(screen.getByText(/Probá con un tipo de propiedad o prenda/)).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Editar en el asistente' })).toBeDisabled();
  });

  it('renders on the server as a plain field, without the parser', async () => {
    const html = renderToString(
      <AppProviders queryClient={createQueryClient()}>
        <QueryBox onSearch={() => {}} onEdit={() => {}} />
      </AppProviders>,
    );
    expect(html).toContain('Contanos qué buscás');
    expect(html).not.toContain('Entendimos');
    await act(async () => {});
  });
});
