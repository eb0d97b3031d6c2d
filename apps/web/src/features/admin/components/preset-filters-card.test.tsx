// 'Filtros predefinidos' asks the fields a filter takes with the search wizard's own controls: the definition's steps
// for the type, category and operation chosen, each with 'Cualquiera', sent as the filter the builder would send.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchFilter } from '@vitrina/shared/searches';
import { renderPage } from '@/test/render';
import { PresetFiltersCard } from './preset-filters-card';

function renderCard() {
  const onSave = vi.fn((filters: SearchFilter[]) => Promise.resolve(filters));
  renderPage(<PresetFiltersCard filters={[]} saving={false} onSave={onSave} />);
  const card = screen.getByRole('group', { name: 'Agregar filtro' });
  const pick = (name: string, value: string) =>
    userEvent.selectOptions(within(card).getByRole('combobox', { name }), value);
  const tap = (group: string, option: string) =>
    userEvent.click(within(within(card).getByRole('group', { name: group })).getByRole('button', { name: option }));
  return { card, onSave, pick, tap };
}

describe("the preset filters' fields", () => {
  it('asks a rental flat its fields, «Acepta mascotas» among them, and saves them in the filter', async () => {
    const { card, onSave, pick, tap } = renderCard();
    await pick('Tipo', 'property');
    await pick('Categoría', 'departamento');
    expect(within(card).queryByRole('group', { name: 'Acepta mascotas' })).not.toBeInTheDocument();
    expect(within(card).getByRole('group', { name: 'Apto crédito' })).toBeInTheDocument();
    await pick('Operación', 'alquiler');
    expect(within(card).queryByRole('group', { name: 'Apto crédito' })).not.toBeInTheDocument();
    await tap('Ambientes', '5 o más');
    await tap('Cocheras', 'Sin cochera');
    await tap('Acepta mascotas', 'Sí');
    await tap('Cocheras', 'Cualquiera');
    await userEvent.click(within(card).getByRole('button', { name: 'Agregar filtro' }));
    expect(screen.getByText('Departamento en alquiler que acepte mascotas')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar filtros' }));
    expect(onSave).toHaveBeenCalledWith([
      {
        type: 'property',
        category: 'departamento',
        operation: 'alquiler',
        currency: null,
        extras: { rooms: { total: 5 }, pets: true },
      },
    ]);
  });

  it("asks a garment's words and choices, and no property field", async () => {
    const { card, onSave, pick, tap } = renderCard();
    await pick('Tipo', 'clothing');
    await pick('Categoría', 'remeras');
    expect(within(card).queryByRole('group', { name: 'Ambientes' })).not.toBeInTheDocument();
    await userEvent.type(within(card).getByRole('textbox', { name: 'Marcas' }), 'Nike{Enter}');
    await tap('Género', 'Mujer');
    await userEvent.click(within(card).getByRole('button', { name: 'Agregar filtro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar filtros' }));
    expect(onSave).toHaveBeenCalledWith([
      { type: 'clothing', category: 'remeras', currency: null, extras: { brands: ['Nike'], gender: 'mujer' } },
    ]);
  });
});
