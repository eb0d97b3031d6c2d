// The signed-in shell (product.md, The shell): the user menu and its entries, logging out through '¡Hasta luego!',
// the refresh of the current user and a refused token going to logout.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultMicrositeStyle } from '@vitrina/shared/microsites';
import { getAuthToken, setAuthToken } from '@/lib/auth-token';
import { initialSessionState, sessionStore } from '@/lib/session';
import { renderApp, stubApi, testConfiguration } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { visibleEntries, mainEntries, adminEntries, accountEntries } from './user-menu-entries';

const configuration = { status: 200, body: testConfiguration() };

async function openMenu(name = 'Lucía Fernández') {
  await userEvent.click(await screen.findByRole('button', { name: `Menú de ${name}` }));
  return screen.findByRole('menu');
}

describe('the user menu', () => {
  it("offers 'Búsquedas', 'Grupos', 'Publicaciones', 'Consultas', 'Estadísticas', the admin sections the user may open, 'Mi perfil', 'Tienda' and 'Cerrar sesión', and no entry whose page does not exist yet", async () => {
    const user = signInAs(testUser({ has_stat: true, permissions: ['users', 'groups'] }));
    stubApi({ '/configuration': configuration, 'GET /auth/user': { status: 200, body: { user, searches: [] } } });
    await renderApp({ path: '/legal/terms' });
    const menu = await openMenu();
    expect(within(menu).getByText('lucia@example.com')).toBeInTheDocument();
    const items = (await within(menu).findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'Búsquedas',
      'Grupos',
      'Publicaciones',
      'Consultas',
      'Estadísticas',
      'Mis visitas',
      'Usuarios',
      'Grupos',
      'Mi perfil',
      'Tienda',
      'Visitas',
      'Cerrar sesión',
    ]);
    // 'Micrositios' and 'Búsquedas' of the administration need permissions this user lacks.
    expect(within(menu).getByText('Administración')).toBeInTheDocument();
  });

  it('offers on a microsite only what it offers: no groups while its setting groups is off, no administration', async () => {
    const user = signInAs(testUser({ has_stat: true, permissions: ['users', 'groups'] }));
    const microsite = {
      id: 3,
      name: 'Palermo Norte',
      logo_main_url: null,
      logo_secondary_url: null,
      logo_square_url: null,
      style: defaultMicrositeStyle,
      settings: { users: true, groups: false },
    };
    stubApi({
      '/configuration': { status: 200, body: testConfiguration({ microsite }) },
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
    });
    await renderApp({ path: '/legal/terms' });
    const menu = await openMenu();
    const items = (await within(menu).findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'Búsquedas',
      'Publicaciones',
      'Consultas',
      'Estadísticas',
      'Mis visitas',
      'Mi perfil',
      'Tienda',
      'Visitas',
      'Cerrar sesión',
    ]);
  });

  it("adds 'Ver sitio' when the user has a slug", async () => {
    const user = signInAs(testUser({ slug: 'lucia-propiedades' }));
    stubApi({ '/configuration': configuration, 'GET /auth/user': { status: 200, body: { user, searches: [] } } });
    await renderApp({ path: '/' });
    const menu = await openMenu();
    expect(await within(menu).findByRole('menuitem', { name: 'Ver sitio' })).toHaveAttribute(
      'href',
      '/lucia-propiedades',
    );
  });

  it('goes to Mi perfil and back to where it was opened after saving', async () => {
    const user = signInAs();
    stubApi({
      '/configuration': configuration,
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
      'POST /auth/user': { status: 200, body: { user: { ...user, name: 'Lucía F.' } } },
    });
    await renderApp({ path: '/legal/privacy' });
    const menu = await openMenu();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Mi perfil' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Perfil actualizado correctamente.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
  });
});

describe('the menu entries', () => {
  const pathOf = (route: string) => `/${route.replaceAll('.', '/')}`;

  it('show statistics only with has_stat, and each admin section only with its permission', () => {
    const plain = testUser();
    expect(visibleEntries(mainEntries, plain, pathOf).map((entry) => entry.label)).toEqual([
      'Búsquedas',
      'Grupos',
      'Publicaciones',
      'Consultas',
      'Mis visitas',
    ]);
    // 'Agenda' once the person publishes.
    expect(
      visibleEntries(mainEntries, testUser({ publications_count: 2 }), pathOf).map((entry) => entry.label),
    ).toContain('Agenda');
    expect(visibleEntries(adminEntries, plain, pathOf)).toEqual([]);

    const admin = testUser({ has_stat: true, permissions: ['groups', 'searches'] });
    expect(visibleEntries(mainEntries, admin, pathOf).map((entry) => entry.label)).toContain('Estadísticas');
    expect(visibleEntries(adminEntries, admin, pathOf).map((entry) => entry.label)).toEqual(['Grupos', 'Búsquedas']);
  });

  it('leave out entries whose route does not exist', () => {
    const onlySettings = (route: string) => (route.startsWith('account.setting') ? '/account/setting' : null);
    expect(
      visibleEntries([...mainEntries, ...accountEntries], testUser({ has_stat: true }), onlySettings).map(
        (entry) => entry.label,
      ),
    ).toEqual(['Mi perfil', 'Tienda', 'Visitas']);
  });
});

describe('logging out', () => {
  it("says '¡Hasta luego!', then revokes the token, clears the session and goes back where it was", async () => {
    const user = signInAs();
    const { calls } = stubApi({
      '/configuration': configuration,
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
      'GET /auth/logout': { status: 204 },
    });
    await renderApp({ path: '/legal/terms' });
    const menu = await openMenu();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: '¡Hasta luego!' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/logout');
    expect(calls).not.toContain('/auth/logout');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(calls).toContain('/auth/logout');
    expect(getAuthToken()).toBeNull();
    expect(sessionStore.get()).toEqual({ status: 'guest', user: null, searches: [] });
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    // Leaving was the person's choice: no guard message on the way out.
    expect(screen.queryByText('Necesitas estar logueado.')).not.toBeInTheDocument();
  });

  it('goes home after logging out of a login-only page', async () => {
    const user = signInAs();
    stubApi({
      '/configuration': configuration,
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
      'GET /auth/logout': { status: 204 },
    });
    await renderApp({ path: '/account/setting' });
    const menu = await openMenu();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Cerrar sesión' }));
    await screen.findByRole('heading', { name: '¡Hasta luego!' });
    await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 3000 });
    await waitFor(() => expect(getAuthToken()).toBeNull());
    expect(screen.queryByText('Necesitas estar logueado.')).not.toBeInTheDocument();
  });

  it('sends a guest who opens the logout address home with the guard message', async () => {
    const { calls } = stubApi({ '/configuration': configuration });
    await renderApp({ path: '/auth/logout' });
    expect(await screen.findByText('Necesitas estar logueado.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(calls).not.toContain('/auth/logout');
  });
});

describe('the current user', () => {
  it('is loaded at start for a stored token and shown in the header', async () => {
    setAuthToken({ token_type: 'Bearer', access_token: 'guardado' });
    const user = testUser({ name: 'Martín Fernández' });
    const { fetchStub } = stubApi({
      '/configuration': configuration,
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
    });
    await renderApp({ path: '/' });
    expect(await screen.findByRole('button', { name: 'Menú de Martín Fernández' })).toBeInTheDocument();
    const call = fetchStub.mock.calls.find(([url]) => String(url).endsWith('/auth/user'));
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer guardado');
  });

  it('goes through the logout when the server refuses the token of a shown user', async () => {
    signInAs();
    stubApi({
      '/configuration': configuration,
      'GET /auth/user': { status: 401, body: { message: 'No te encuentras autenticado.' } },
      'GET /auth/logout': { status: 401, body: { message: 'No te encuentras autenticado.' } },
    });
    await renderApp({ path: '/legal/privacy' });
    expect(await screen.findByRole('heading', { name: '¡Hasta luego!' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(getAuthToken()).toBeNull();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  });

  it('drops a refused token quietly when nobody was shown as signed in', async () => {
    setAuthToken({ token_type: 'Bearer', access_token: 'vencido' });
    // As a new visit starts: a token and no user yet.
    sessionStore.set(initialSessionState());
    expect(sessionStore.get().status).toBe('loading');
    stubApi({
      '/configuration': configuration,
      'GET /auth/user': { status: 401, body: { message: 'No te encuentras autenticado.' } },
    });
    await renderApp({ path: '/legal/terms' });
    await waitFor(() => expect(sessionStore.get().status).toBe('guest'));
    expect(getAuthToken()).toBeNull();
    expect(window.location.pathname).toBe('/legal/terms');
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });
});

describe('the periodic refresh', () => {
  it('loads the current user again every 5 minutes while signed in', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const user = signInAs();
      let name = 'Lucía Fernández';
      const { calls } = stubApi({
        '/configuration': configuration,
        'GET /auth/user': () => ({ status: 200, body: { user: { ...user, name }, searches: [] } }),
      });
      await renderApp({ path: '/' });
      await waitFor(() => expect(calls.filter((path) => path === '/auth/user')).toHaveLength(1));
      name = 'Lucía F. Propiedades';
      await act(() => vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1));
      expect(calls.filter((path) => path === '/auth/user')).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(await screen.findByRole('button', { name: 'Menú de Lucía F. Propiedades' })).toBeInTheDocument();
      expect(calls.filter((path) => path === '/auth/user')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
