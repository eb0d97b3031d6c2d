// 'Listado de tus busquedas' (product.md, Searches): what each search shows, its options, resuming, its filtered
// results, deleting after asking, the search box, and the user menu's way in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@vitrina/shared/format';
import type { Search } from '@vitrina/shared/searches';
import { sessionStore, setSessionSearches } from '@/lib/session';
import { renderApp, stubApi, testConfiguration } from '@/test/render';
import { signInAs } from '@/test/users';
import { paged, renderHistory, testParticipant, testSearch } from './test-helpers';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000 - 60_000).toISOString();

const platform = testSearch({ created_at: hoursAgo(2) });
const store = testSearch({
  id: 32,
  uuid: '8a2d5c1e-2b7f-4c1a-9e0d-5f6a7b8c9d0e',
  title: 'Remeras Nike talle M',
  user_id: 12,
  created_at: hoursAgo(50),
  scope: { type: 'user', id: 12, name: 'Carolina Benítez', slug: 'carolina-moda' },
});
const group = testSearch({
  id: 33,
  uuid: 'c4e8a1b2-6d3f-4e5a-8b9c-0d1e2f3a4b5c',
  title: 'Búsqueda con 2 filtros',
  group_id: 5,
  created_at: hoursAgo(24 * 20),
  scope: { type: 'group', id: 5, name: 'Inmobiliaria Belgrano', slug: null },
  pivot: { owner: false },
  users: [
    testParticipant(9, 'Bruno Medina', true),
    testParticipant(7, 'Lucía Fernández'),
    testParticipant(10, 'Carla Ruiz'),
    testParticipant(11, 'Diego Sosa'),
    testParticipant(14, 'Elena Paz'),
    testParticipant(15, 'Federico Gil'),
  ],
});
const microsite = testSearch({
  id: 34,
  uuid: 'd5f9b2c3-7e4a-4f6b-9cad-1e2f3a4b5c6d',
  title: 'Casa en alquiler',
  microsite_id: 3,
  scope: { type: 'microsite', id: 3, name: 'En todo el sitio', slug: null },
});

function historyApi(searches: Search[]) {
  let current = searches;
  return stubApi({
    'GET /account/search': () => ({ status: 200, body: paged(current) }),
    'DELETE /account/search/31': () => {
      current = current.filter((search) => search.id !== 31);
      return { status: 200, body: { message: 'Búsqueda eliminada correctamente.' } };
    },
  });
}

function rowOf(title: string) {
  return screen.getByRole('link', { name: title }).closest('li')!;
}

async function menuOf(title: string) {
  await userEvent.click(screen.getByRole('button', { name: `Opciones de ${title}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('the search history', () => {
  it('shows each search with its title, how long ago with date and time, its scope and who takes part', async () => {
    signInAs();
    historyApi([platform, store, group, microsite]);
    renderHistory();

    expect(await screen.findByRole('heading', { level: 1, name: 'Listado de tus busquedas' })).toBeInTheDocument();
    const first = await waitFor(() => rowOf(platform.title));
    expect(within(first).getByRole('link', { name: platform.title })).toHaveAttribute(
      'href',
      `/search/${platform.uuid}`,
    );
    expect(within(first).getByText(`hace 2 horas · ${formatDateTime(platform.created_at)}`)).toBeInTheDocument();
    expect(within(first).getByText('toda la aplicación')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Participantes: Lucía Fernández' })).toBeInTheDocument();

    const second = rowOf(store.title);
    expect(within(second).getByText(`hace 2 días · ${formatDateTime(store.created_at)}`)).toBeInTheDocument();
    expect(within(second).getByText('Carolina Benítez')).toBeInTheDocument();

    const third = rowOf(group.title);
    expect(within(third).getByText(`hace 2 semanas · ${formatDateTime(group.created_at)}`)).toBeInTheDocument();
    expect(within(third).getByText('Inmobiliaria Belgrano')).toBeInTheDocument();
    // Four faces and how many more.
    const participants = within(third).getByRole('img', {
      name: 'Participantes: Bruno Medina, Lucía Fernández, Carla Ruiz, Diego Sosa, Elena Paz, Federico Gil',
    });
    expect(participants).toHaveTextContent('+2');
    expect(within(rowOf(microsite.title)).getByText('En todo el sitio')).toBeInTheDocument();
  });

  it('asks for the newest first, 20 at a time, and searches by title once typing pauses, from the first page', async () => {
    signInAs();
    const { fetchStub } = historyApi([platform]);
    renderHistory();
    await screen.findByText(platform.title);
    const first = new URL(String(fetchStub.mock.calls[0][0]), 'http://localhost');
    expect(first.pathname).toBe('/api/account/search');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      orderBy: 'created_at',
      orderMethod: 'desc',
      take: '20',
      page: '1',
    });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por título' }), 'palermo');
    await waitFor(() => {
      const urls = fetchStub.mock.calls.map(([url]) => String(url));
      expect(urls.some((url) => url.includes('search=palermo') && url.includes('page=1'))).toBe(true);
    });
    const searched = fetchStub.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('search='));
    expect(searched.every((url) => url.includes('search=palermo'))).toBe(true);
  });

  it("offers 'Continuar búsqueda', 'Ver resulatos' and 'Eliminar'; someone else's search is left rather than deleted", async () => {
    signInAs();
    const { requests } = stubApi({
      'GET /account/search': { status: 200, body: paged([platform, group]) },
      'DELETE /account/search/33': { status: 200, body: { message: 'Búsqueda eliminada correctamente.' } },
    });
    renderHistory();
    await screen.findByText(platform.title);
    expect(await menuOf(platform.title)).toEqual(['Continuar búsqueda', 'Ver resulatos', 'Eliminar']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(await menuOf(group.title)).toEqual(['Continuar búsqueda', 'Ver resulatos', 'Eliminar']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar búsqueda' });
    expect(
      within(dialog).getByText(
        `Vas a salir de "${group.title}" y se borran tus decisiones: no vas a poder volver a acceder a esta búsqueda.`,
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Búsqueda eliminada correctamente.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/account/search/33',
    ]);
  });

  it("'Continuar búsqueda' opens the search's deck", async () => {
    signInAs();
    historyApi([store]);
    const { router } = renderHistory();
    await screen.findByText(store.title);
    await menuOf(store.title);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Continuar búsqueda' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/search/${store.uuid}`);
  });

  it("'Ver resulatos' opens the search's filtered results", async () => {
    signInAs();
    historyApi([store]);
    const { router } = renderHistory();
    await screen.findByText(store.title);
    await menuOf(store.title);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Ver resulatos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados filtrados' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/account/search/${store.uuid}/filtered`);
  });

  it("'Eliminar' asks first, deletes, says so, and the search leaves the list and the session", async () => {
    signInAs();
    setSessionSearches([platform, store]);
    const { requests } = historyApi([platform, store]);
    renderHistory();
    await screen.findByText(platform.title);

    await menuOf(platform.title);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar búsqueda' });
    expect(
      within(dialog).getByText(
        `Vas a borrar "${platform.title}" con sus decisiones: no vas a poder volver a acceder a esta búsqueda.`,
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Búsqueda eliminada correctamente.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/account/search/31',
    ]);
    await waitFor(() => expect(screen.queryByText(platform.title)).not.toBeInTheDocument());
    expect(screen.getByText(store.title)).toBeInTheDocument();
    expect(sessionStore.get().searches.map((search) => search.uuid)).toEqual([store.uuid]);
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    signInAs();
    const { requests } = historyApi([platform]);
    renderHistory();
    await screen.findByText(platform.title);
    await menuOf(platform.title);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(screen.getByText(platform.title)).toBeInTheDocument();
  });

  it('keeps the search and shows the refusal when deleting fails', async () => {
    signInAs();
    stubApi({
      'GET /account/search': { status: 200, body: paged([platform]) },
      'DELETE /account/search/31': {
        status: 403,
        body: { message: 'Para realizar esta acción debes haber creado esta búsqueda.' },
      },
    });
    renderHistory();
    await screen.findByText(platform.title);
    await menuOf(platform.title);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Para realizar esta acción debes haber creado esta búsqueda.')).toBeInTheDocument();
    expect(screen.queryByText('Búsqueda eliminada correctamente.')).not.toBeInTheDocument();
    expect(screen.getByText(platform.title)).toBeInTheDocument();
  });

  it('says there are no searches yet and leads to a new one', async () => {
    signInAs();
    historyApi([]);
    renderHistory();
    expect(await screen.findByText('Todavía no hiciste búsquedas.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Nueva búsqueda' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar' })).toBeInTheDocument();
  });

  it("opens from the user menu's 'Búsquedas'", async () => {
    const user = signInAs();
    stubApi({
      '/configuration': { status: 200, body: testConfiguration() },
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
      'GET /account/search': { status: 200, body: paged([platform]) },
    });
    await renderApp({ path: '/legal/privacy' });
    await userEvent.click(await screen.findByRole('button', { name: `Menú de ${user.name}` }));
    await userEvent.click(await within(await screen.findByRole('menu')).findByRole('menuitem', { name: 'Búsquedas' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Listado de tus busquedas' })).toBeInTheDocument();
    expect(await screen.findByText(platform.title)).toBeInTheDocument();
  });
});
