// The admin lists (product.md, Administration): rows, the search box's pause, the scope filter, and the way home when a
// list fails.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { paged, renderAdminPage, testGroupRow, testSearchRow, testUserRow } from '../test-helpers';
import { GroupListPage } from './group-list-page';
import { SearchListPage } from './search-list-page';
import { UserListPage } from './user-list-page';

function queries(fetchStub: { mock: { calls: unknown[][] } }, path: string): URLSearchParams[] {
  return fetchStub.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api${path}`)
    .map((url) => url.searchParams);
}

describe('the admin user list', () => {
  it('shows the users newest first, 20 a page, and searches once typing pauses', async () => {
    signInAs(testUser({ permissions: ['users'] }));
    const { fetchStub } = stubApi({
      'GET /admin/user': ({ method }) => ({
        status: 200,
        body: paged(
          method === 'GET' && queries(fetchStub, '/admin/user').at(-1)?.get('search') === 'carla'
            ? [testUserRow({ id: 9, name: 'Carla Ruiz', email: 'carla@example.com', email_verified: false })]
            : [testUserRow({ permissions: ['users', 'groups'] })],
        ),
      }),
    });
    renderAdminPage(<UserListPage />, '/admin/user/index', '/admin/user/index');

    const row = await screen.findByRole('link', { name: /Bruno Medina/ });
    expect(row).toHaveAttribute('href', '/admin/user/8');
    expect(within(row).getByText('bruno@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Verificado')).toBeInTheDocument();
    expect(within(row).getByText('Usuarios')).toBeInTheDocument();
    expect(within(row).getByText('Grupos')).toBeInTheDocument();
    expect(within(row).getByText('Registrado el 01/09/2024')).toBeInTheDocument();
    const first = queries(fetchStub, '/admin/user')[0];
    expect(Object.fromEntries(first)).toEqual({ page: '1', take: '20', orderBy: 'created_at', orderMethod: 'desc' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por nombre o email' }), 'carla');
    // Nothing is asked while typing; the search goes once the pause ends.
    expect(queries(fetchStub, '/admin/user')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: /Carla Ruiz/ })).toHaveAttribute('href', '/admin/user/9');
    expect(screen.getByText('Sin verificar')).toBeInTheDocument();
    expect(queries(fetchStub, '/admin/user').at(-1)?.get('search')).toBe('carla');
  });

  it('goes home with the error when the list cannot be loaded', async () => {
    signInAs(testUser({ permissions: ['users'] }));
    stubApi({ 'GET /admin/user': { status: 403, body: { message: 'No tienes los permisos suficientes.' } } });
    renderAdminPage(<UserListPage />, '/admin/user/index', '/admin/user/index');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(await screen.findByText('No tienes los permisos suficientes.')).toBeInTheDocument();
  });
});

describe('the admin group list', () => {
  it('shows logo, name, members, the publications shown and the date, and searches after the pause', async () => {
    signInAs(testUser({ permissions: ['groups'] }));
    const { fetchStub } = stubApi({
      'GET /admin/group': () => ({
        status: 200,
        body: paged(
          queries(fetchStub, '/admin/group').at(-1)?.get('search') === 'norte'
            ? [testGroupRow({ id: 6, name: 'Red Norte', public: null, users_count: 1 })]
            : [testGroupRow()],
        ),
      }),
    });
    renderAdminPage(<GroupListPage />, '/admin/group/index', '/admin/group/index');

    const row = await screen.findByRole('link', { name: /Inmobiliaria Belgrano/ });
    expect(row).toHaveAttribute('href', '/admin/group/5');
    expect(within(row).getByText('3 integrantes · Sólo publicaciones públicas de cada integrante')).toBeInTheDocument();
    expect(within(row).getByText('Creado el 06/08/2024')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar grupos' }), 'norte');
    const next = await screen.findByRole('link', { name: /Red Norte/ });
    expect(
      within(next).getByText('1 integrante · Todas las publicaciones (públicas y privadas) de cada integrante'),
    ).toBeInTheDocument();
  });
});

describe('the admin search list', () => {
  it('shows each search with its scope, owner, counts and badges, not as a link', async () => {
    signInAs(testUser({ permissions: ['searches'] }));
    stubApi({
      'GET /admin/search': {
        status: 200,
        body: paged([
          testSearchRow(),
          testSearchRow({
            id: 31,
            title: 'Casas en Tigre',
            scope: { type: 'platform', id: null, name: null },
            owner: null,
            shareable: false,
            published_at: null,
          }),
          testSearchRow({ id: 32, title: 'Remeras', scope: { type: 'user', id: 8, name: 'Bruno Medina' } }),
          testSearchRow({ id: 33, title: 'Oficinas', scope: { type: 'microsite', id: 2, name: 'Palermo' } }),
        ]),
      },
    });
    renderAdminPage(<SearchListPage />, '/admin/search/index', '/admin/search/index');

    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]).getByText('Departamentos en Palermo')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Grupo Inmobiliaria Belgrano · De Bruno Medina')).toBeInTheDocument();
    expect(within(rows[0]).getByText('2 participantes · 5 me gusta · 7 descartes')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Compartida')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Publicada')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Toda la plataforma · Sin autor')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Compartida')).not.toBeInTheDocument();
    expect(within(rows[2]).getByText('Tienda de Bruno Medina · De Bruno Medina')).toBeInTheDocument();
    expect(within(rows[3]).getByText(/^Micrositio/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Departamentos en Palermo/ })).not.toBeInTheDocument();
  });

  it('counts participants, likes and discards in the singular for one and the plural otherwise', async () => {
    signInAs(testUser({ permissions: ['searches'] }));
    stubApi({
      'GET /admin/search': {
        status: 200,
        body: paged([
          testSearchRow({ participants_count: 1, decisions_true_count: 1, decisions_false_count: 1 }),
          testSearchRow({ id: 31, participants_count: 0, decisions_true_count: 12_500, decisions_false_count: 0 }),
        ]),
      },
    });
    renderAdminPage(<SearchListPage />, '/admin/search/index', '/admin/search/index');

    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]).getByText('1 participante · 1 me gusta · 1 descarte')).toBeInTheDocument();
    expect(within(rows[1]).getByText('0 participantes · 12.500 me gusta · 0 descartes')).toBeInTheDocument();
  });

  it('asks again with the scope chosen, from page 1, and searches after the pause', async () => {
    signInAs(testUser({ permissions: ['searches'] }));
    const { fetchStub } = stubApi({ 'GET /admin/search': { status: 200, body: paged([testSearchRow()]) } });
    renderAdminPage(<SearchListPage />, '/admin/search/index', '/admin/search/index');
    await screen.findByText('Departamentos en Palermo');
    expect(queries(fetchStub, '/admin/search')[0].has('scope')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: 'Tiendas' }));
    await waitFor(() => expect(queries(fetchStub, '/admin/search').at(-1)?.get('scope')).toBe('user'));
    await userEvent.click(screen.getByRole('radio', { name: 'Grupos' }));
    await waitFor(() => expect(queries(fetchStub, '/admin/search').at(-1)?.get('scope')).toBe('group'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por título o autor' }), 'palermo');
    await waitFor(() => expect(queries(fetchStub, '/admin/search').at(-1)?.get('search')).toBe('palermo'));
    expect(queries(fetchStub, '/admin/search').at(-1)?.get('scope')).toBe('group');

    await userEvent.click(screen.getByRole('radio', { name: 'Todas' }));
    await waitFor(() => expect(queries(fetchStub, '/admin/search').at(-1)?.has('scope')).toBe(false));
  });
});
