// The wizard's area step (product.md, Searches: Builder, the area step): a property filter's zone chosen on a map
// loaded on demand, shown as completed with 'Quitar', named 'en la zona elegida' in the title and sent as `area`.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mapBoundsSchema } from '@vitrina/shared/search-map';
import type { Search } from '@vitrina/shared/searches';
import { renderApp, stubApi, testConfiguration, type ApiRequest } from '@/test/render';
import { testSearch } from '@/test/searches';
import { giveElementsSize } from '../map/map-test-helpers';

const step = (title: string) => screen.getByRole('region', { name: title });
const openStep = (title: string) =>
  userEvent.click(within(step(title)).getByRole('button', { name: new RegExp(`^${title}`) }));
const choose = (title: string, option: string) =>
  userEvent.click(within(step(title)).getByRole('button', { name: option, pressed: false }));
const title = () => screen.getByLabelText('Título de la búsqueda');

async function chooseArea() {
  await userEvent.click(within(step('Zona en el mapa')).getByRole('button', { name: 'Elegir zona en el mapa' }));
  const dialog = await screen.findByRole('dialog', { name: 'Zona de la búsqueda' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Buscar en esta zona' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Zona de la búsqueda' })).not.toBeInTheDocument());
}

describe('the area step', () => {
  it("saves the zone chosen on the map, titles the filter 'en la zona elegida' and sends it as its area", async () => {
    giveElementsSize();
    const sent: ApiRequest[] = [];
    stubApi({
      '/configuration': { status: 200, body: testConfiguration() },
      'POST /search': (request) => {
        sent.push(request);
        return { status: 201, body: testSearch({ uuid: (request.body as Search).uuid }) };
      },
    });
    await renderApp({ path: '/search' });
    await screen.findByRole('region', { name: 'Tipo' });
    await choose('Tipo', 'Inmueble');
    expect(screen.queryByRole('region', { name: 'Zona en el mapa' })).not.toBeInTheDocument();
    await openStep('Categoría');
    await choose('Categoría', 'Casa');
    await openStep('Zona en el mapa');
    await chooseArea();

    // The wizard moves on 1.5 s later, leaving the step completed.
    await waitFor(() => expect(step('Zona en el mapa')).toHaveAttribute('data-status', 'completed'), { timeout: 3000 });
    expect(step('Ubicación')).toHaveAttribute('aria-current', 'step');
    expect(within(step('Zona en el mapa')).getByText('Zona elegida en el mapa')).toBeInTheDocument();
    expect(title()).toHaveTextContent(/^Casa en la zona elegida$/);

    await userEvent.click(within(step('Zona en el mapa')).getByRole('button', { name: 'Quitar' }));
    expect(step('Zona en el mapa')).toHaveAttribute('data-status', 'inactive');
    expect(title()).toHaveTextContent(/^Casa$/);

    await openStep('Zona en el mapa');
    await chooseArea();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const [filter] = (sent[0].body as { filters: { type: string; category: string; area: unknown }[] }).filters;
    expect(filter).toMatchObject({ type: 'property', category: 'casa' });
    expect(mapBoundsSchema.safeParse(filter.area).success).toBe(true);
  }, 30_000);

  it("opens on the store's listings in a store's builder, not on the city centre", async () => {
    giveElementsSize();
    const cordoba = { north: -31.38, south: -31.46, east: -64.15, west: -64.23 };
    const asked: string[] = [];
    const store = {
      id: 4,
      name: 'Inmobiliaria Mediterránea',
      slug: 'mediterranea',
      avatar_url: null,
      contacts: { email: null, phone: null, whatsapp: null },
      images: [],
    };
    const sent: ApiRequest[] = [];
    const { fetchStub } = stubApi({
      '/configuration': { status: 200, body: testConfiguration() },
      'GET /user/mediterranea': { status: 200, body: store },
      'GET /search/listings-area': { status: 200, body: { area: cordoba } },
      'POST /search': (request) => {
        sent.push(request);
        return { status: 201, body: testSearch({ uuid: (request.body as Search).uuid }) };
      },
    });
    await renderApp({ path: '/mediterranea/search' });
    expect(await screen.findByText('Inmobiliaria Mediterránea')).toBeInTheDocument();
    await choose('Tipo', 'Inmueble');
    await openStep('Categoría');
    await choose('Categoría', 'Casa');
    await openStep('Zona en el mapa');
    await chooseArea();
    for (const [url] of fetchStub.mock.calls) asked.push(String(url));
    expect(asked).toContain('/api/search/listings-area?user_id=4');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const [filter] = (sent[0].body as { filters: { area: { north: number; south: number } }[] }).filters;
    // The zone taken is the view the map opened on: around the store's listings in Córdoba.
    expect(filter.area.south).toBeLessThanOrEqual(-31.42);
    expect(filter.area.north).toBeGreaterThanOrEqual(-31.42);
  }, 30_000);
});
