// The group's searches (product.md, Searches: The group's searches): the portfolio's header, each published search with
// who published it and when, the filters, the empty state, the deck a search opens, and the page by its address.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@vitrina/shared/format';
import { renderApp, stubApi, testConfiguration } from '@/test/render';
import { testParticipant } from '@/test/searches';
import { signInAs, testUser } from '@/test/users';
import { testGroup } from '../test-helpers';
import { groupSearch, renderGroupSearches, searchPage, stubGroupSearches } from './test-helpers';

const flats = groupSearch({
  description: 'Para la familia Gómez: tres ambientes con balcón.',
  filters: [
    { type: 'property', category: 'departamento', operation: 'venta', currency: 'USD', amount: { max: 200000 } },
    { type: 'property', category: 'casa', operation: 'venta', currency: null },
    { type: 'property', category: 'departamento', operation: 'alquiler', currency: null },
  ],
});
const jackets = groupSearch({
  id: 32,
  uuid: '8a2d5c1e-2b7f-4c1a-9e0d-5f6a7b8c9d0e',
  title: 'Camperas de invierno',
  published_at: '2026-11-19T10:00:00.000Z',
  filters: [{ type: 'clothing', category: 'camperas', currency: null }],
  users: [testParticipant(10, 'Carla Ruiz', true)],
});

function itemOf(title: string) {
  return screen.getByRole('link', { name: title }).closest('li')!;
}

describe('the group searches page', () => {
  it("shows the group's header, with 'Buscar en cartera' and the way back to the group", async () => {
    signInAs(testUser());
    stubGroupSearches({ searches: () => ({ status: 200, body: searchPage([flats]) }) });
    renderGroupSearches();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inmobiliaria Belgrano' })).toBeInTheDocument();
    expect(screen.getByText('Búsquedas del grupo')).toBeInTheDocument();
    expect(screen.getByText('Sólo publicaciones públicas de cada integrante')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar en cartera' })).toHaveAttribute('href', '/group/5/search');
    expect(screen.getByRole('link', { name: 'Ver grupo' })).toHaveAttribute('href', '/account/group/5/show');
  });

  it('asks for the latest published first, 20 at a time, and shows what each search is and who published it', async () => {
    signInAs(testUser());
    const { queries } = stubGroupSearches({ searches: () => ({ status: 200, body: searchPage([flats, jackets]) }) });
    renderGroupSearches();

    const first = await waitFor(() => itemOf(flats.title));
    expect(Object.fromEntries(queries[0])).toEqual({
      time: 'any',
      orderBy: 'published_at',
      orderMethod: 'desc',
      take: '20',
      page: '1',
    });
    expect(within(first).getByRole('link', { name: flats.title })).toHaveAttribute('href', `/search/${flats.uuid}`);
    expect(within(first).getByText('Para la familia Gómez: tres ambientes con balcón.')).toBeInTheDocument();
    expect(within(first).getByText('Publicada por Bruno Medina')).toBeInTheDocument();
    expect(within(first).getByText(`Publicada el ${formatDateTime(flats.published_at!)}`)).toBeInTheDocument();
    const categories = within(first).getByRole('list', { name: 'Categorías' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Departamento', 'Casa']);

    const second = itemOf(jackets.title);
    expect(within(second).getByText('Publicada por Carla Ruiz')).toBeInTheDocument();
    expect(within(second).getByText('Camperas')).toBeInTheDocument();
    expect(within(second).queryByText(/familia/)).not.toBeInTheDocument();
    expect(screen.getByText('2 búsquedas')).toBeInTheDocument();
  });

  it("opens a search's deck", async () => {
    signInAs(testUser());
    stubGroupSearches({ searches: () => ({ status: 200, body: searchPage([flats]) }) });
    const { router } = renderGroupSearches();
    await userEvent.click(await screen.findByRole('link', { name: flats.title }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/search/${flats.uuid}`);
  });

  it("says the group has no published searches yet and leads to 'Buscar en cartera'", async () => {
    signInAs(testUser());
    stubGroupSearches({ searches: () => ({ status: 200, body: searchPage([]) }) });
    const { router } = renderGroupSearches();
    expect(await screen.findByText('Todavía no hay búsquedas publicadas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    const empty = screen.getByText('Todavía no hay búsquedas publicadas').parentElement!;
    await userEvent.click(within(empty).getByRole('link', { name: 'Buscar en cartera' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar en cartera' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/group/5/search');
  });
});

describe('the group searches filters', () => {
  it('offers no category filter with a single category', async () => {
    signInAs(testUser());
    stubGroupSearches({
      categories: [{ value: 'departamento', title: 'Departamento', count: 2 }],
      searches: () => ({ status: 200, body: searchPage([flats]) }),
    });
    renderGroupSearches();
    await screen.findByRole('link', { name: flats.title });
    expect(screen.getByLabelText('Momento')).toBeInTheDocument();
    expect(screen.queryByLabelText('Categoría')).not.toBeInTheDocument();
  });

  it('filters by category and time, each time from page 1', async () => {
    signInAs(testUser());
    const { queries } = stubGroupSearches({
      categories: [
        { value: 'departamento', title: 'Departamento', count: 1 },
        { value: 'camperas', title: 'Camperas', count: 1 },
      ],
      searches: (query) => ({
        status: 200,
        body: searchPage(query.get('category') === 'camperas' ? [jackets] : [flats, jackets]),
      }),
    });
    renderGroupSearches();
    await screen.findByRole('link', { name: flats.title });

    const category = await screen.findByLabelText('Categoría');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas las categorías', 'Departamento (1)', 'Camperas (1)']);
    await userEvent.selectOptions(category, 'Camperas (1)');
    await waitFor(() => expect(screen.queryByRole('link', { name: flats.title })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: jackets.title })).toBeInTheDocument();
    expect(queries.at(-1)!.get('category')).toBe('camperas');

    const time = screen.getByLabelText('Momento');
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cualquier momento', 'Último día', 'Última semana']);
    await userEvent.selectOptions(time, 'Último día');
    await waitFor(() => expect(queries.at(-1)!.get('time')).toBe('day'));
    expect(queries.at(-1)!.get('category')).toBe('camperas');
    expect(queries.at(-1)!.get('page')).toBe('1');
  });

  it('searches the title typed, and clears the filters from the empty state', async () => {
    signInAs(testUser());
    const { queries } = stubGroupSearches({
      searches: (query) => ({ status: 200, body: searchPage(query.get('search') ? [] : [flats]) }),
    });
    renderGroupSearches();
    await screen.findByRole('link', { name: flats.title });
    await userEvent.type(screen.getByRole('searchbox'), 'quinta{Enter}');
    expect(await screen.findByText('No hay coincidencias')).toBeInTheDocument();
    expect(queries.at(-1)!.get('search')).toBe('quinta');

    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await screen.findByRole('link', { name: flats.title })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});

describe('opening the group searches by their address', () => {
  it("loads on a cold start with 'Búsquedas de' and the group's name in the breadcrumbs", async () => {
    const user = signInAs(testUser());
    stubApi({
      '/configuration': { status: 200, body: testConfiguration() },
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
      'GET /account/group/5': { status: 200, body: testGroup() },
      'GET /account/group/5/search/categories': { status: 200, body: [] },
      'GET /account/group/5/search': { status: 200, body: searchPage([flats]) },
    });
    await renderApp({ path: '/account/group/5/search' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inmobiliaria Belgrano' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Grupos' })).toHaveAttribute('href', '/account/group/index');
    expect(within(trail).getByText('Búsquedas de Inmobiliaria Belgrano')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: flats.title })).toBeInTheDocument();
  });
});
