// A microsite's home (/microsite) in the whole app: '/' leads there, its style themes the document, and it shows its
// logos, description, 'Buscar' and its users with their galleries; on the platform the address is not found.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Store } from '@vitrina/shared/groups';
import { micrositeMessages } from '@vitrina/shared/microsites';
import { renderApp, stubApi, testConfiguration } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { micrositeTexts } from '../microsite-texts';
import { testMicrositeSummary, testPublicMicrosite } from '../test-microsite';

const configuration = { status: 200, body: testConfiguration({ microsite: testMicrositeSummary() }) };

function store(overrides: Partial<Store>): Store {
  return {
    id: 7,
    name: 'Lucía Fernández',
    slug: 'lucia-propiedades',
    avatar_url: null,
    contacts: { email: null, phone: null, whatsapp: null },
    images: [],
    ...overrides,
  };
}

const answers = {
  '/configuration': configuration,
  'GET /microsite/3': { status: 200, body: testPublicMicrosite() },
  'GET /user/lucia-propiedades': {
    status: 200,
    body: store({
      images: [
        { publication_id: 41, url: '/uploads/a.jpg', thumbnail_url: '/uploads/a-t.jpg', title: 'PH con terraza' },
        { publication_id: 42, url: '/uploads/b.jpg', thumbnail_url: null, title: null },
      ],
    }),
  },
  'GET /user/martin-gomez': {
    status: 200,
    body: store({
      id: 8,
      name: 'Martín Gómez',
      slug: 'martin-gomez',
      images: [{ publication_id: 51, url: '/uploads/c.jpg', thumbnail_url: null, title: 'Casa en Belgrano' }],
    }),
  },
};

/** The variables Mantine writes on :root, as one text. */
const rootVariables = () =>
  Array.from(document.querySelectorAll('style[data-mantine-styles]'))
    .map((style) => style.textContent)
    .join('\n');

describe('the microsite home', () => {
  it("uses the shared texts for 'Buscar'", () => {
    expect(micrositeTexts.search).toBe(micrositeMessages.searchButton);
  });

  it('is where the landing page leads, without «Volver», with the logos, the description and «Buscar»', async () => {
    stubApi(answers);
    await renderApp({ path: '/' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Inmobiliaria Palermo' });
    expect(window.location.pathname).toBe('/microsite');
    const hero = heading.closest('.mantine-Paper-root') as HTMLElement;
    expect(within(hero).getByRole('img', { name: 'Inmobiliaria Palermo' })).toHaveAttribute(
      'src',
      '/uploads/palermo-main.png',
    );
    expect(within(hero).getByRole('img', { name: 'Inmobiliaria Palermo: logo secundario' })).toHaveAttribute(
      'src',
      '/uploads/palermo-secondary.png',
    );
    expect(await within(hero).findByText(/Departamentos y casas en Palermo desde 1998\./)).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Buscar' })).toHaveAttribute('href', '/microsite/search');
    expect(screen.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument();
    // The page's title and icon are the microsite's.
    expect(document.title).toBe('Inmobiliaria Palermo');
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/uploads/palermo-square.png');
  });

  it('themes the document from the style: header, body, button and the rest as variables', async () => {
    stubApi(answers);
    await renderApp({ path: '/microsite' });
    await screen.findByRole('heading', { level: 1, name: 'Inmobiliaria Palermo' });
    const css = rootVariables();
    expect(css).toContain('--microsite-header-background: #0b3d2e');
    expect(css).toContain('--microsite-header-text: #ffffff');
    expect(css).toContain('--microsite-body-background: #f4f1ea');
    expect(css).toContain('--microsite-button-radius: var(--mantine-radius-xl)');
    expect(css).toContain('--microsite-avatar-radius: var(--mantine-radius-lg)');
    expect(css).toContain('--microsite-description-align: left');
    expect(css).toContain('--microsite-description-size: var(--mantine-font-size-lg)');
    // The button's colour is the theme's primary colour, its own shade filled.
    expect(css).toContain('--mantine-color-microsite-6: #e8590c');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-microsite-filled)');
    expect(document.head.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#0b3d2e');
  });

  it('shows its users, the default first, with their count and their latest listings', async () => {
    stubApi(answers);
    await renderApp({ path: '/microsite' });
    const section = await screen.findByRole('region', { name: 'Quiénes publican' });
    const users = await within(section).findAllByRole('article');
    expect(users.map((user) => within(user).getByRole('heading').textContent)).toEqual([
      'Lucía Fernández',
      'Martín Gómez',
    ]);
    expect(within(users[0]).getByText('2 publicaciones')).toBeInTheDocument();
    expect(within(users[1]).getByText('1.234 publicaciones')).toBeInTheDocument();
    expect(await within(users[0]).findByRole('link', { name: 'Ver PH con terraza' })).toBeInTheDocument();
    expect(within(users[0]).getByRole('link', { name: 'Ver Imagen 2 de Lucía Fernández' })).toBeInTheDocument();
    expect(await within(users[1]).findByRole('link', { name: 'Ver Casa en Belgrano' })).toBeInTheDocument();
  });

  it('does not ask for the gallery of a user without listings, and says so kindly', async () => {
    const { calls } = stubApi({
      ...answers,
      'GET /microsite/3': {
        status: 200,
        body: testPublicMicrosite({
          users: [
            { id: 9, name: 'Sofía Ruiz', slug: 'sofia-ruiz', avatar_url: null, default: true, publications_count: 0 },
          ],
        }),
      },
    });
    await renderApp({ path: '/microsite' });
    const user = await screen.findByRole('article', { name: 'Sofía Ruiz' });
    expect(within(user).getByText('0 publicaciones')).toBeInTheDocument();
    expect(within(user).getByText('Todavía no hay publicaciones')).toBeInTheDocument();
    expect(calls).not.toContain('/user/sofia-ruiz');
  });

  it('offers a retry when the microsite does not load', async () => {
    let fail = true;
    stubApi({
      ...answers,
      'GET /microsite/3': () =>
        fail ? { status: 500, body: { message: 'Falló.' } } : { status: 200, body: testPublicMicrosite() },
    });
    await renderApp({ path: '/microsite' });
    expect(await screen.findByText('No pudimos cargar este sitio.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Quiénes publican' })).toBeInTheDocument();
  });

  it('leaves out of the user menu what the microsite does not offer when its setting users is off', async () => {
    const user = signInAs(testUser({ slug: 'lucia-propiedades' }));
    const withoutUsers = testMicrositeSummary({ settings: { users: false, groups: false } });
    stubApi({
      ...answers,
      '/configuration': { status: 200, body: testConfiguration({ microsite: withoutUsers }) },
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
    });
    await renderApp({ path: '/microsite' });
    await userEvent.click(await screen.findByRole('button', { name: `Menú de ${user.name}` }));
    const menu = await screen.findByRole('menu');
    const items = (await within(menu).findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Cerrar sesión']);
  });

  it('is not found on the platform', async () => {
    const { calls } = stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    await renderApp({ path: '/microsite' });
    expect(await screen.findByText('404')).toBeInTheDocument();
    await waitFor(() => expect(calls).not.toContain('/microsite/3'));
  });
});
