// The address field on its own: typed text is kept (on blur, and by the 'Usar «…»' option), and a kept address
// opens its map on the barrio or city it names, where the marker can then be put.
import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '@/test/render';
import { AddressField } from './address-field';
import type { AddressValue } from './form-model';

const belgrano = {
  id: 'neighbourhood:caba:belgrano',
  name: 'Belgrano',
  reference: 'neighbourhood:caba:belgrano',
  description: 'Belgrano, Ciudad Autónoma de Buenos Aires',
  kind: 'neighbourhood',
  geolocation: { type: 'Point', coordinates: [-34.5627, -58.4583] },
};

/** The field with a form's state around it; the last value it reported is shown for the test to read. */
function Harness({ initial = null }: { initial?: AddressValue | null }) {
  const [value, setValue] = useState<AddressValue | null>(initial);
  return (
    <>
      <AddressField value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
      <button type="button">Otro campo</button>
    </>
  );
}
const reported = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as AddressValue | null;

function setup(locate: unknown = { place: belgrano }, initial: AddressValue | null = null) {
  const api = stubApi({
    'POST /map/autocomplete': {
      status: 200,
      body: [{ description: 'Belgrano, Ciudad Autónoma de Buenos Aires', reference: 'neighbourhood:caba:belgrano' }],
    },
    'POST /map/locate': { status: 200, body: locate },
  });
  renderWithProviders(<Harness initial={initial} />);
  return { ...api, input: screen.getByRole('textbox', { name: 'Dirección' }) };
}

describe('AddressField with typed text', () => {
  it('offers the typed text first as «Usar …», and picking it keeps the text as the address on a map of its barrio', async () => {
    const { input, requests } = setup();
    await userEvent.type(input, 'Av. Cabildo 2040, Belgrano');
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent(/^Usar «Av. Cabildo 2040, Belgrano»$/);
    await userEvent.click(screen.getByRole('option', { name: 'Usar «Av. Cabildo 2040, Belgrano»' }));

    expect(input).toHaveValue('Av. Cabildo 2040, Belgrano');
    expect(await screen.findByRole('region', { name: 'Mapa de Av. Cabildo 2040, Belgrano' })).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/map/locate')?.body).toEqual({
      search: 'Av. Cabildo 2040, Belgrano',
    });
    expect(reported()).toEqual({ title: 'Av. Cabildo 2040, Belgrano', lat: -34.5627, lng: -58.4583 });
    expect(screen.getByText('Arrastrá el marcador o tocá el mapa para ajustar el punto exacto.')).toBeInTheDocument();
  });

  it('keeps the typed text on blur, as the address, and never wipes it', async () => {
    const { input } = setup();
    await userEvent.type(input, 'Av. Cabildo 2040, Belgrano');
    await userEvent.click(screen.getByRole('button', { name: 'Otro campo' }));
    expect(input).toHaveValue('Av. Cabildo 2040, Belgrano');
    await waitFor(() =>
      expect(reported()).toEqual({ title: 'Av. Cabildo 2040, Belgrano', lat: -34.5627, lng: -58.4583 }),
    );
    // Leaving again changes nothing; the text is still there.
    fireEvent.blur(input);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(input).toHaveValue('Av. Cabildo 2040, Belgrano');
  });

  it('keeps a point already in the barrio the edited text names', async () => {
    const { input } = setup({ place: belgrano }, { title: 'Av. Cabildo 2040, Belgrano', lat: -34.5596, lng: -58.4607 });
    expect(await screen.findByRole('region', { name: 'Mapa de Av. Cabildo 2040, Belgrano' })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'Av. Cabildo 2042, Belgrano' } });
    await userEvent.click(await screen.findByRole('option', { name: 'Usar «Av. Cabildo 2042, Belgrano»' }));
    await waitFor(() =>
      expect(reported()).toEqual({ title: 'Av. Cabildo 2042, Belgrano', lat: -34.5596, lng: -58.4607 }),
    );
  });

  it('moves a point that is far from the barrio the new text names there', async () => {
    const { input } = setup({ place: belgrano }, { title: 'Honduras 4800, Palermo', lat: -34.5875, lng: -58.4305 });
    fireEvent.change(input, { target: { value: 'Av. Cabildo 2040, Belgrano' } });
    await userEvent.click(await screen.findByRole('option', { name: 'Usar «Av. Cabildo 2040, Belgrano»' }));
    await waitFor(() =>
      expect(reported()).toEqual({ title: 'Av. Cabildo 2040, Belgrano', lat: -34.5627, lng: -58.4583 }),
    );
  });

  it('asks for the spot on the map when the text names no known place', async () => {
    const { input } = setup({ place: null });
    await userEvent.type(input, 'Calle Falsa 123');
    await userEvent.click(await screen.findByRole('option', { name: 'Usar «Calle Falsa 123»' }));
    expect(
      await screen.findByText('No reconocimos el barrio ni la localidad: tocá el mapa donde está la dirección.'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('Calle Falsa 123');
    expect(reported()?.title).toBe('Calle Falsa 123');
  });

  it('offers no «Usar …» for a text that is already a suggestion', async () => {
    const { input } = setup();
    await userEvent.type(input, 'Belgrano, Ciudad Autónoma de Buenos Aires');
    expect(
      await screen.findByRole('option', { name: 'Belgrano, Ciudad Autónoma de Buenos Aires' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Usar «/ })).toBeNull();
  });
});
