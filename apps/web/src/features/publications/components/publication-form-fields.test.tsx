// The listing form's fields one by one (product.md, Listings: Form): keywords with Enter or 'Agregar' and no
// duplicates, amounts and counts, 'A estrenar', stock rows, images dragged into place, and the address search with its
// map.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/render';
import { signInAs } from '@/test/users';
import { imageFile, renderPublications, stubObjectUrls } from '../test-helpers';

async function openCreate(type?: 'Inmueble' | 'Indumentaria', answers: Parameters<typeof stubApi>[0] = {}) {
  signInAs();
  const api = stubApi({ 'POST /account/publication/field': { status: 200, body: [] }, ...answers });
  renderPublications('/account/publication/create');
  const typeSelect = await screen.findByRole('combobox', { name: /^Tipo/ });
  if (type) await userEvent.selectOptions(typeSelect, type);
  return api;
}

const chips = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('keywords', () => {
  it('are added with Enter or Agregar, once whatever the case, and removed one by one', async () => {
    await openCreate();
    const input = screen.getByLabelText('Palabras clave');
    await userEvent.type(input, 'balcón{Enter}');
    await userEvent.type(input, 'Luminoso');
    // The first 'Agregar' is the keywords' one; the agents have their own.
    await userEvent.click(screen.getAllByRole('button', { name: 'Agregar' })[0]);
    await userEvent.type(input, 'BALCÓN{Enter}');
    await userEvent.type(input, '   {Enter}');
    expect(chips('Lista de palabras clave')).toEqual(['balcón', 'Luminoso']);
    expect(input).toHaveValue('');
    // Enter added a keyword; it did not send the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Quitar balcón' }));
    expect(chips('Lista de palabras clave')).toEqual(['Luminoso']);
  });

  it('suggests the ones used before that are not added yet', async () => {
    await openCreate(undefined, {
      'POST /account/publication/field': { status: 200, body: ['balcón', 'baulera', 'pileta'] },
    });
    const input = screen.getByLabelText('Palabras clave');
    await userEvent.type(input, 'balcón{Enter}');
    await userEvent.type(input, 'ba');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['baulera']),
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'baulera' }));
    expect(chips('Lista de palabras clave')).toEqual(['balcón', 'baulera']);
  });
});

describe('numbers', () => {
  it('leaves amounts empty at 0, takes areas with two decimals and shows A estrenar at age 0', async () => {
    await openCreate('Inmueble');
    const price = screen.getByLabelText('Precio');
    await userEvent.type(price, '0');
    await userEvent.tab();
    expect(price).toHaveValue('');
    await userEvent.type(price, '-1500');
    expect(price).toHaveValue('1.500');

    const area = screen.getByLabelText('Superficie total (m²)');
    await userEvent.type(area, '45,678');
    expect(area).toHaveValue('45,67');

    await userEvent.type(screen.getByLabelText('Antigüedad (años)'), '0');
    expect(screen.getByText('A estrenar')).toBeInTheDocument();
  });
});

describe('stock', () => {
  it('adds and removes colour and size rows', async () => {
    await openCreate('Indumentaria');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar variedad' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar variedad' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Color de la fila 1' }), 'Azul');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Talle de la fila 2' }), 'M');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar fila 1' }));
    expect(screen.queryByRole('textbox', { name: 'Color de la fila 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Talle de la fila 1' })).toHaveValue('M');
  });
});

describe('images', () => {
  it('are reordered by dragging one onto another, and removed with their preview released', async () => {
    const urls = stubObjectUrls();
    await openCreate();
    fireEvent.change(screen.getByLabelText('Imágenes'), {
      target: { files: [imageFile('a.jpg'), imageFile('b.jpg'), imageFile('c.jpeg')] },
    });
    const tiles = () => screen.getAllByRole('img', { name: /^Imagen \d$/ }).map((image) => image.getAttribute('src'));
    await waitFor(() => expect(tiles()).toEqual(['blob:preview-1', 'blob:preview-2', 'blob:preview-3']));

    const tileOf = (number: number) => screen.getByRole('img', { name: `Imagen ${number}` }).closest('li')!;
    const dataTransfer = {
      data: {} as Record<string, string>,
      setData(type: string, value: string) {
        this.data[type] = value;
      },
      effectAllowed: '',
      dropEffect: '',
      types: [] as string[],
      files: [],
    };
    const third = tileOf(3);
    fireEvent.dragStart(third, { dataTransfer });
    fireEvent.dragOver(tileOf(1), { dataTransfer });
    fireEvent.drop(tileOf(1), { dataTransfer });
    fireEvent.dragEnd(third, { dataTransfer });
    expect(tiles()).toEqual(['blob:preview-3', 'blob:preview-1', 'blob:preview-2']);
    expect(within(tileOf(1)).getByText('Portada')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Quitar imagen 2' }));
    expect(tiles()).toEqual(['blob:preview-3', 'blob:preview-2']);
    expect(urls.revoked).toEqual(['blob:preview-1']);
  });

  it('accept only JPG and PNG, by the picker and by a check of each file', async () => {
    stubObjectUrls();
    await openCreate();
    const input = screen.getByLabelText('Imágenes');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,image/jpeg,image/png');
    expect(input).toHaveAttribute('multiple');
    fireEvent.change(input, {
      target: { files: [imageFile('foto.webp', 'image/webp'), imageFile('scan.gif', 'image/gif')] },
    });
    // Each refused file is named (the one rule, 'Las imágenes deben ser JPG o PNG.', said it of none).
    expect(await screen.findByText('«foto.webp» no es una imagen JPG o PNG.')).toBeInTheDocument();
    expect(screen.getByText('«scan.gif» no es una imagen JPG o PNG.')).toBeInTheDocument();
    expect(screen.getByText('Todavía no agregaste imágenes.')).toBeInTheDocument();
  });
});

describe('the address', () => {
  it('suggests places from 3 letters after a pause, then shows the chosen one on a map', async () => {
    const { requests } = await openCreate('Inmueble', {
      'POST /map/autocomplete': {
        status: 200,
        body: [{ description: 'Honduras 4800, Palermo, CABA', reference: 'osm:123' }],
      },
      'POST /map/place': {
        status: 200,
        body: {
          id: 'osm:123',
          name: 'Honduras 4800',
          reference: 'osm:123',
          description: 'Honduras 4800, Palermo, CABA',
          geolocation: { type: 'Point', coordinates: [-34.5875, -58.4305] },
        },
      },
    });
    const input = screen.getByRole('textbox', { name: 'Dirección' });
    await userEvent.type(input, 'Ho');
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(requests.some((request) => request.path === '/map/autocomplete')).toBe(false);

    await userEvent.type(input, 'nduras');
    const option = await screen.findByRole('option', { name: 'Honduras 4800, Palermo, CABA' });
    expect(requests.filter((request) => request.path === '/map/autocomplete').map((request) => request.body)).toEqual([
      { search: 'Honduras' },
    ]);
    await userEvent.click(option);

    expect(await screen.findByRole('region', { name: 'Mapa de Honduras 4800, Palermo, CABA' })).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/map/place')?.body).toEqual({ reference: 'osm:123' });
    expect(input).toHaveValue('Honduras 4800, Palermo, CABA');

    await userEvent.click(screen.getByRole('button', { name: 'Quitar ubicación' }));
    expect(input).toHaveValue('');
    expect(screen.queryByRole('region', { name: /Mapa de/ })).not.toBeInTheDocument();
  });
});
