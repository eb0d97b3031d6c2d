// The publications routes in the whole app (product.md, The shell): the user menu's 'Publicaciones' entry, the
// breadcrumbs of the form and synchronizer pages, and login required.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi, testConfiguration } from '@/test/render';
import { signInAs } from '@/test/users';
import { paged } from '../test-helpers';

const configuration = { status: 200, body: testConfiguration() };

describe('the publications routes', () => {
  it("open 'Listado de publicaciones' from the user menu, and the form with its breadcrumbs from 'Nueva'", async () => {
    const user = signInAs();
    stubApi({
      '/configuration': configuration,
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
      'GET /account/publication': { status: 200, body: paged([]) },
    });
    await renderApp({ path: '/legal/terms' });
    await userEvent.click(await screen.findByRole('button', { name: 'Menú de Lucía Fernández' }));
    await userEvent.click(
      await within(await screen.findByRole('menu')).findByRole('menuitem', { name: 'Publicaciones' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Listado de publicaciones' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Nueva' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva publicación' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Publicaciones' })).toHaveAttribute(
      'href',
      '/account/publication/index',
    );
    expect(within(trail).getByText('Nueva publicación')).toHaveAttribute('aria-current', 'page');
  });

  it("name the synchronizer page 'Sincronizar publicaciones' under 'Publicaciones'", async () => {
    const user = signInAs();
    stubApi({
      '/configuration': configuration,
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
      'GET /account/synchronizer': { status: 200, body: null },
    });
    await renderApp({ path: '/account/publication/synchronizer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sincronizar publicaciones' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Publicaciones' })).toBeInTheDocument();
    expect(within(trail).getByText('Sincronizar publicaciones')).toHaveAttribute('aria-current', 'page');
  });

  it('need a session', async () => {
    stubApi({ '/configuration': configuration });
    await renderApp({ path: '/account/publication/index' });
    expect(await screen.findByText('Necesitas estar logueado.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Listado de publicaciones' })).not.toBeInTheDocument();
  });
});
