// Administration in the whole app: each section behind its permission, and an admin entering as a user and coming
// back (product.md, Administration).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY, getAuthToken } from '@/lib/auth-token';
import { IMPERSONATION_KEY, impersonationStore } from '@/lib/impersonation';
import { renderApp, stubApi, testConfiguration } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { paged, testAdminUser, testUserRow } from '@/features/admin/test-helpers';

const configuration = { status: 200, body: testConfiguration() };
const admin = testUser({ permissions: ['users', 'groups', 'searches'] });
const bruno = testUser({ id: 8, name: 'Bruno Medina', email: 'bruno@example.com' });

afterEach(() => impersonationStore.set(null));

describe('the admin routes', () => {
  it.each(['/admin/user/index', '/admin/user/8', '/admin/group/index', '/admin/group/5', '/admin/search/index'])(
    'refuse %s without its permission, with the guard message',
    async (path) => {
      const user = signInAs(testUser({ permissions: [] }));
      stubApi({ '/configuration': configuration, 'GET /auth/user': { status: 200, body: { user, searches: [] } } });
      await renderApp({ path });
      expect(await screen.findByText('No tienes los permisos suficientes.')).toBeInTheDocument();
      await waitFor(() => expect(window.location.pathname).toBe('/'));
    },
  );

  it('send a guest home with the login message', async () => {
    stubApi({ '/configuration': configuration });
    await renderApp({ path: '/admin/user/index' });
    expect(await screen.findByText('Necesitas estar logueado.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('open a section with its permission, and the menu lists it', async () => {
    const user = signInAs(testUser({ permissions: ['users'] }));
    stubApi({
      '/configuration': configuration,
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
      'GET /admin/user': { status: 200, body: paged([testUserRow()]) },
    });
    await renderApp({ path: '/admin/user/index' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Bruno Medina/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Menú de ${user.name}` }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Administración')).toBeInTheDocument();
    expect(await within(menu).findByRole('menuitem', { name: 'Usuarios' })).toHaveAttribute(
      'href',
      '/admin/user/index',
    );
  });
});

describe('entering as a user', () => {
  it('keeps the admin token aside, browses as the user with the banner, and comes back', async () => {
    signInAs(admin);
    const revokedWith: (string | undefined)[] = [];
    stubApi({
      '/configuration': configuration,
      'GET /auth/user': () => {
        const impersonating = getAuthToken()?.access_token === 'token-de-bruno';
        const user = impersonating ? { ...bruno, impersonator: { id: admin.id, name: admin.name } } : admin;
        return { status: 200, body: { user, searches: [] } };
      },
      'GET /admin/user/8': { status: 200, body: testAdminUser() },
      'POST /admin/user/8/impersonate': {
        status: 200,
        body: { token_type: 'Bearer', access_token: 'token-de-bruno', expires_at: '2030-01-01T00:00:00.000Z' },
      },
      'GET /auth/logout': () => {
        revokedWith.push(getAuthToken()?.access_token);
        return { status: 204 };
      },
    });
    await renderApp({ path: '/admin/user/8' });

    await userEvent.click(await screen.findByRole('button', { name: 'Ingresar como este usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ingresar como Bruno Medina' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ingresar' }));

    const banner = await screen.findByRole('region', { name: 'Sesión de otro usuario' });
    expect(within(banner).getByText('Estás navegando como Bruno Medina.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(getAuthToken()?.access_token).toBe('token-de-bruno');
    expect(JSON.parse(localStorage.getItem(IMPERSONATION_KEY)!)).toEqual({
      admin: { token_type: 'Bearer', access_token: 'token-de-prueba' },
      user_id: 8,
    });

    await userEvent.click(within(banner).getByRole('button', { name: 'Volver a mi cuenta' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/user/8'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno Medina' })).toBeInTheDocument();
    expect(revokedWith).toEqual(['token-de-bruno']);
    expect(JSON.parse(localStorage.getItem(AUTH_TOKEN_KEY)!).access_token).toBe('token-de-prueba');
    expect(localStorage.getItem(IMPERSONATION_KEY)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Sesión de otro usuario' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Menú de ${admin.name}` })).toBeInTheDocument();
  });

  it('shows the banner when the API says the session is an impersonation, and a failed logout still goes back', async () => {
    signInAs({ ...bruno, impersonator: { id: 7, name: 'Lucía Fernández' } } as typeof bruno);
    localStorage.setItem(
      IMPERSONATION_KEY,
      JSON.stringify({ admin: { token_type: 'Bearer', access_token: 'token-de-lucia' }, user_id: 8 }),
    );
    impersonationStore.set({ admin: { token_type: 'Bearer', access_token: 'token-de-lucia' }, user_id: 8 });
    stubApi({
      '/configuration': configuration,
      'GET /auth/user': () => ({
        status: 200,
        body: { user: getAuthToken()?.access_token === 'token-de-lucia' ? admin : bruno, searches: [] },
      }),
      'GET /auth/logout': 'no-response',
      'GET /admin/user/8': { status: 200, body: testAdminUser() },
    });
    await renderApp({ path: '/legal/terms' });
    const banner = await screen.findByRole('region', { name: 'Sesión de otro usuario' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Volver a mi cuenta' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno Medina' })).toBeInTheDocument();
    expect(getAuthToken()?.access_token).toBe('token-de-lucia');
  });
});
