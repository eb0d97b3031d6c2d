// The public store page /{slug} (product.md, The shell) in the whole app: the route, the contact modal and not-found.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Store } from '@vitrina/shared/groups';
import { renderApp, stubApi, testConfiguration } from '@/test/render';
import { signInAs, testUser } from '@/test/users';

const configuration = { status: 200, body: testConfiguration() };

function store(overrides: Partial<Store> = {}): Store {
  return {
    id: 4,
    name: 'Carolina Benítez',
    slug: 'carolina-moda',
    avatar_url: null,
    contacts: { email: 'carolina@example.com', phone: null, whatsapp: '+5491155551234' },
    images: [],
    ...overrides,
  };
}

describe('the store page', () => {
  it('shows the seller and opens the contact modal with their enabled means', async () => {
    stubApi({ '/configuration': configuration, 'GET /user/carolina-moda': { status: 200, body: store() } });
    await renderApp({ path: '/carolina-moda' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carolina Benítez' })).toBeInTheDocument();
    expect(screen.getByText(`${window.location.host}/carolina-moda`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Contactar' }));
    const modal = await screen.findByRole('dialog', { name: 'Medios de contacto habilitados' });
    expect(within(modal).getByRole('link', { name: /Email/ })).toHaveAttribute('href', 'mailto:carolina@example.com');
    expect(within(modal).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/5491155551234',
    );
    expect(within(modal).queryByRole('link', { name: /Llamar/ })).not.toBeInTheDocument();
  });

  it('says there is no contact data when the seller enabled none', async () => {
    stubApi({
      '/configuration': configuration,
      'GET /user/carolina-moda': {
        status: 200,
        body: store({ contacts: { email: null, phone: null, whatsapp: null } }),
      },
    });
    await renderApp({ path: '/carolina-moda' });
    await userEvent.click(await screen.findByRole('button', { name: 'Contactar' }));
    const modal = await screen.findByRole('dialog', { name: 'Medios de contacto habilitados' });
    expect(within(modal).getByText('No se encontraron datos de contacto.')).toBeInTheDocument();
  });

  it("leads 'Buscar' to the search over this store, and shows an empty gallery kindly", async () => {
    stubApi({ '/configuration': configuration, 'GET /user/carolina-moda': { status: 200, body: store() } });
    await renderApp({ path: '/carolina-moda' });
    const search = await screen.findByRole('link', { name: 'Buscar' });
    expect(search).toHaveAttribute('href', '/carolina-moda/search');
    expect(screen.getByText('Todavía no hay publicaciones')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the gallery of images', async () => {
    const images = [
      { publication_id: 31, url: '/uploads/a.jpg', thumbnail_url: '/uploads/a-thumb.jpg', title: 'Campera de jean' },
      { publication_id: 32, url: '/uploads/b.jpg', thumbnail_url: null, title: null },
    ];
    stubApi({ '/configuration': configuration, 'GET /user/carolina-moda': { status: 200, body: store({ images }) } });
    await renderApp({ path: '/carolina-moda' });
    const gallery = await screen.findByRole('list');
    expect(within(gallery).getByRole('img', { name: 'Campera de jean' })).toHaveAttribute(
      'src',
      '/uploads/a-thumb.jpg',
    );
    expect(within(gallery).getByRole('img', { name: 'Imagen 2 de Carolina Benítez' })).toHaveAttribute(
      'src',
      '/uploads/b.jpg',
    );
    expect(screen.queryByText('Todavía no hay publicaciones')).not.toBeInTheDocument();
  });

  it('links each gallery tile to its listing’s own page', async () => {
    const images = [
      { publication_id: 31, url: '/uploads/a.jpg', thumbnail_url: '/uploads/a-thumb.jpg', title: 'Campera de jean' },
      { publication_id: 32, url: '/uploads/b.jpg', thumbnail_url: null, title: null },
    ];
    stubApi({ '/configuration': configuration, 'GET /user/carolina-moda': { status: 200, body: store({ images }) } });
    await renderApp({ path: '/carolina-moda' });
    // Each tile is its listing's own page, an address a visitor can open and share.
    expect(await screen.findByRole('link', { name: 'Ver Campera de jean' })).toHaveAttribute('href', '/publication/31');
    expect(screen.getByRole('link', { name: 'Ver Imagen 2 de Carolina Benítez' })).toHaveAttribute(
      'href',
      '/publication/32',
    );
  });

  it('tells the owner this is how clients see the store', async () => {
    const user = signInAs(testUser({ slug: 'carolina-moda' }));
    stubApi({
      '/configuration': configuration,
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
      'GET /user/carolina-moda': { status: 200, body: store() },
    });
    await renderApp({ path: '/carolina-moda' });
    expect(await screen.findByText(/Así ven tu tienda tus clientes\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cambiar dirección' })).toHaveAttribute('href', '/account/setting/slug');
  });

  it('shows not-found for an unknown address', async () => {
    const { calls } = stubApi({ '/configuration': configuration });
    await renderApp({ path: '/nadie-tiene-esta-tienda' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada :(' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(calls).toContain('/user/nadie-tiene-esta-tienda');
  });

  it('shows not-found for reserved names and deeper paths without asking for a store', async () => {
    const { calls } = stubApi({ '/configuration': configuration });
    const view = await renderApp({ path: '/invitation' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada :(' })).toBeInTheDocument();
    view.unmount();
    await renderApp({ path: '/carolina-moda/no/existe' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada :(' })).toBeInTheDocument();
    expect(calls.some((path) => path.startsWith('/user/'))).toBe(false);
  });
});
