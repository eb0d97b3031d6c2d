// The group's portfolio (product.md, Listings: Portfolio): the header per public flag, cards, filters, detail modal.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testClothing, testProperty } from '@/components/publication-detail/test-publications';
import { renderApp, stubApi, testConfiguration } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { cardName, page, renderPortfolio, stubPortfolio } from '../portfolio-test-helpers';
import { paged, renderGroupShow, testGroup, testMember } from '../test-helpers';

const flat = testProperty();
const jacket = testClothing();
const house = testProperty({
  id: 43,
  title: 'Casa con jardín en Adrogué',
  category: 'casa',
  priority: null,
  medias: [],
});

describe('the portfolio header', () => {
  it.each([
    [true, 'Sólo publicaciones públicas de cada integrante'],
    [false, 'Sólo publicaciones privadas de cada integrante'],
    [null, 'Todas las publicaciones (públicas y privadas) de cada integrante'],
  ])('with the public flag %s reads %s', async (flag, note) => {
    signInAs(testUser());
    stubPortfolio({ group: testGroup({ public: flag }), listings: () => ({ status: 200, body: page([]) }) });
    renderPortfolio();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inmobiliaria Belgrano' })).toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo de Inmobiliaria Belgrano' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar en cartera' })).toHaveAttribute('href', '/group/5/search');
    expect(screen.getByRole('link', { name: 'Ver grupo' })).toHaveAttribute('href', '/account/group/5/show');
  });
});

describe('the portfolio cards', () => {
  it('asks for the newest first, 20 at a time, and shows each listing as a card named by its title', async () => {
    signInAs(testUser());
    const { queries } = stubPortfolio({ listings: () => ({ status: 200, body: page([flat, jacket]) }) });
    renderPortfolio();

    const card = await screen.findByRole('button', { name: cardName(flat.title) });
    expect(Object.fromEntries(queries[0])).toEqual({
      time: 'any',
      orderBy: 'listed_at',
      orderMethod: 'desc',
      take: '20',
      page: '1',
    });
    expect(within(card).getByText('US$ 135.000')).toBeInTheDocument();
    expect(within(card).getByText('Departamento · Venta')).toBeInTheDocument();
    expect(within(card).getByText('Honduras 4800, Palermo, CABA')).toBeInTheDocument();
    expect(within(card).getByText('Bruno Medina')).toBeInTheDocument();
    expect(within(card).getByText('Destacada')).toBeInTheDocument();
    expect(within(card).queryByText('Privada')).not.toBeInTheDocument();
    // The first image by its order; 3 images in all.
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/publications/1-thumb.webp');
    expect(within(card).getByLabelText('3 imágenes')).toBeInTheDocument();

    const other = screen.getByRole('button', { name: cardName(jacket.title) });
    expect(within(other).getByText('Privada')).toBeInTheDocument();
    expect(within(other).getByText('$ 36.000')).toBeInTheDocument();
    expect(within(other).getByText('Camperas')).toBeInTheDocument();
    expect(screen.getByText('2 publicaciones')).toBeInTheDocument();
  });

  it('opens the detail of a listing on a click', async () => {
    signInAs(testUser());
    stubPortfolio({ listings: () => ({ status: 200, body: page([flat, jacket]) }) });
    renderPortfolio();
    await userEvent.click(await screen.findByRole('button', { name: cardName(jacket.title) }));
    const dialog = await screen.findByRole('dialog', { name: jacket.title });
    expect(within(dialog).getByText('Sincronizada automáticamente')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("follows a publisher's store link from the detail inside the app", async () => {
    signInAs(testUser());
    stubPortfolio({ listings: () => ({ status: 200, body: page([flat]) }) });
    const { router } = renderPortfolio();
    await userEvent.click(await screen.findByRole('button', { name: cardName(flat.title) }));
    const dialog = await screen.findByRole('dialog', { name: flat.title });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Ver tienda de Bruno Medina' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bruno-propiedades'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the portfolio is empty', async () => {
    signInAs(testUser());
    stubPortfolio({ listings: () => ({ status: 200, body: page([]) }) });
    renderPortfolio();
    expect(await screen.findByText('Todavía no hay publicaciones')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });
});

describe('the portfolio filters', () => {
  it('offers no category filter with a single category', async () => {
    signInAs(testUser());
    stubPortfolio({
      categories: [{ value: 'departamento', title: 'Departamento', count: 2 }],
      listings: () => ({ status: 200, body: page([flat]) }),
    });
    renderPortfolio();
    await screen.findByRole('button', { name: cardName(flat.title) });
    expect(screen.getByLabelText('Momento')).toBeInTheDocument();
    expect(screen.queryByLabelText('Categoría')).not.toBeInTheDocument();
  });

  it('filters by category and time, each time from page 1', async () => {
    signInAs(testUser());
    const { queries } = stubPortfolio({
      categories: [
        { value: 'departamento', title: 'Departamento', count: 2 },
        { value: 'casa', title: 'Casa', count: 1 },
      ],
      listings: (query) => ({ status: 200, body: page(query.get('category') === 'casa' ? [house] : [flat, house]) }),
    });
    renderPortfolio();
    await screen.findByRole('button', { name: cardName(flat.title) });

    const category = await screen.findByLabelText('Categoría');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas las categorías', 'Departamento (2)', 'Casa (1)']);
    await userEvent.selectOptions(category, 'Casa (1)');
    await waitFor(() => expect(screen.queryByRole('button', { name: cardName(flat.title) })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: cardName(house.title) })).toBeInTheDocument();
    expect(queries.at(-1)!.get('category')).toBe('casa');
    expect(queries.at(-1)!.get('page')).toBe('1');

    const time = screen.getByLabelText('Momento');
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cualquier momento', 'Último día', 'Última semana']);
    await userEvent.selectOptions(time, 'Última semana');
    await waitFor(() => expect(queries.at(-1)!.get('time')).toBe('week'));
    expect(queries.at(-1)!.get('category')).toBe('casa');
    expect(queries.at(-1)!.get('page')).toBe('1');
  });

  it('searches the text typed, and clears the filters from the empty state', async () => {
    signInAs(testUser());
    const { queries } = stubPortfolio({
      listings: (query) => ({ status: 200, body: page(query.get('search') ? [] : [flat]) }),
    });
    renderPortfolio();
    await screen.findByRole('button', { name: cardName(flat.title) });
    await userEvent.type(screen.getByRole('searchbox'), 'quinta{Enter}');
    expect(await screen.findByText('No hay coincidencias')).toBeInTheDocument();
    expect(queries.at(-1)!.get('search')).toBe('quinta');

    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await screen.findByRole('button', { name: cardName(flat.title) })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});

describe('the group page', () => {
  it("leads every member to the portfolio with 'Cartera'", async () => {
    signInAs(testUser());
    stubApi({
      'GET /account/group/5': {
        status: 200,
        body: testGroup({
          pivot: { admin: false, owner: false, creator: false, created_at: '2024-08-07T15:00:00.000Z' },
        }),
      },
      'GET /account/group/5/user': { status: 200, body: paged([testMember(7, 'Lucía Fernández')]) },
    });
    renderGroupShow();
    expect(await screen.findByRole('link', { name: 'Cartera' })).toHaveAttribute(
      'href',
      '/account/group/5/publication',
    );
  });
});

describe('opening the portfolio by its address', () => {
  it("loads on a cold start with 'Cartera de' and the group's name in the breadcrumbs", async () => {
    const user = signInAs(testUser());
    stubApi({
      '/configuration': { status: 200, body: testConfiguration() },
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
      'GET /account/group/5': { status: 200, body: testGroup() },
      'GET /account/group/5/publication/categories': { status: 200, body: [] },
      'GET /account/group/5/publication': { status: 200, body: page([flat]) },
    });
    await renderApp({ path: '/account/group/5/publication' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inmobiliaria Belgrano' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Grupos' })).toHaveAttribute('href', '/account/group/index');
    expect(within(trail).getByText('Cartera de Inmobiliaria Belgrano')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('button', { name: cardName(flat.title) })).toBeInTheDocument();
  });
});
