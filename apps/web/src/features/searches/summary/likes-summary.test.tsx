// The summary of what a participant likes: the prices with their range, the areas and rooms, and what recurs; nothing
// before the first like; another participant's under their name.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LikesSummary as Summary } from '@vitrina/shared/search-summary';
import { renderWithProviders, stubApi } from '@/test/render';
import { LikesSummary } from './likes-summary';

const uuid = '3f1c1f7e-8d1a-4c38-9d43-2f7a9b0c1d2e';
const summary: Summary = {
  likes: 4,
  prices: [
    { currency: 'USD', median: 150_000, min: 100_000, max: 200_000, count: 3 },
    { currency: 'ARS', median: 95_000_000, min: 95_000_000, max: 95_000_000, count: 1 },
  ],
  area_total: 80,
  area_covered: 72.5,
  rooms: 3,
  bedrooms: 2,
  places: [{ name: 'Palermo', count: 3 }],
  tags: [{ name: 'balcón', count: 2 }],
  brands: [],
  sizes: [],
};

describe('LikesSummary', () => {
  it("shows the viewer's pattern: prices, areas, rooms, places and tags", async () => {
    const api = stubApi({ [`GET /search/${uuid}/summary`]: { status: 200, body: summary } });
    renderWithProviders(<LikesSummary searchId={uuid} />);
    const section = within(await screen.findByRole('region', { name: 'Lo que te gusta' }));
    expect(section.getByText('Según 4 Me gusta')).toBeInTheDocument();
    expect(section.getByText('US$ 150.000 (entre US$ 100.000 y US$ 200.000)')).toBeInTheDocument();
    expect(section.getByText('$ 95.000.000')).toBeInTheDocument();
    expect(section.getByText('80 m² totales, 72,5 m² cubiertos')).toBeInTheDocument();
    expect(section.getByText('3 ambientes, 2 dormitorios')).toBeInTheDocument();
    expect(section.getByText('Palermo (3)')).toBeInTheDocument();
    expect(section.getByText('balcón (2)')).toBeInTheDocument();
    expect(section.queryByText('Marcas')).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toEqual([`/search/${uuid}/summary`]);
  });

  it('names another participant and asks for their likes', async () => {
    const api = stubApi({ [`GET /search/${uuid}/summary`]: { status: 200, body: { ...summary, likes: 1 } } });
    renderWithProviders(<LikesSummary searchId={uuid} userId={9} name="Carla Benítez" />);
    expect(await screen.findByRole('region', { name: 'Lo que le gusta a Carla Benítez' })).toBeInTheDocument();
    expect(screen.getByText('Según 1 Me gusta')).toBeInTheDocument();
    const [url] = api.fetchStub.mock.calls[0] as [string];
    expect(new URL(url, 'http://localhost').searchParams.get('user_id')).toBe('9');
  });

  it('counts one room in the singular and a median between two in the plural, with a decimal comma', async () => {
    const body = { ...summary, likes: 1500, rooms: 1, bedrooms: 1.5 };
    stubApi({ [`GET /search/${uuid}/summary`]: { status: 200, body } });
    renderWithProviders(<LikesSummary searchId={uuid} />);
    const section = within(await screen.findByRole('region', { name: 'Lo que te gusta' }));
    expect(section.getByText('Según 1.500 Me gusta')).toBeInTheDocument();
    expect(section.getByText('1 ambiente, 1,5 dormitorios')).toBeInTheDocument();
  });

  it('shows nothing before the first like', async () => {
    const api = stubApi({
      [`GET /search/${uuid}/summary`]: { status: 200, body: { ...summary, likes: 0, prices: [], places: [] } },
    });
    renderWithProviders(<LikesSummary searchId={uuid} />);
    await expect.poll(() => api.requests.length).toBe(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
