// The search builder in the whole app: the wizard's steps, auto-advance and scroll, 'Quitar', the resets, the
// automatic title, the plus button, what 'Buscar' sends, the visitor's search kept in the session, the scopes, the
// history and the groups modal.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Group, Store } from '@vitrina/shared/groups';
import type { Search } from '@vitrina/shared/searches';
import { sessionStore } from '@/lib/session';
import { renderApp, stubApi, testConfiguration, type ApiRequest } from '@/test/render';
import { signInAs, testUser } from '@/test/users';

const configuration = { status: 200, body: testConfiguration() };

function search(overrides: Partial<Search> = {}): Search {
  return {
    id: 31,
    uuid: '0b7e6a3c-6f2e-4d7a-9a53-6c1f0f3a2b10',
    title: 'Departamento en venta',
    description: null,
    public: false,
    shareable: false,
    published_at: null,
    filtered: null,
    microsite_id: null,
    user_id: null,
    group_id: null,
    filters: [],
    order: 'relevance',
    places: [],
    created_at: '2026-11-20T13:05:00.000Z',
    decisions_true_count: 0,
    decisions_false_count: 0,
    scope: { type: 'platform', id: null, name: 'toda la aplicación', slug: null },
    pivot: { owner: true },
    users: [],
    ...overrides,
  };
}

/** The wizard step named `title`, as a region. */
// Found by its title's text (quicker than by role in a page this size); the section is labelled by that text.
const queryStep = (title: string) => {
  const section = screen.queryByText(title, { selector: 'section h3 span[id]' })?.closest('section') ?? null;
  if (section) expect(section).toHaveAccessibleName(title);
  return section;
};
const step = (title: string) => {
  const section = queryStep(title);
  if (!section) throw new Error(`No step «${title}»`);
  return section;
};
/** Opens a step with a tap on its header. */
const searchTitle = () => screen.getByLabelText('Título de la búsqueda');
const escape = (text: string) => text.replace(/[()]/g, '\\$&');
const openStep = (title: string) =>
  userEvent.click(within(step(title)).getByRole('button', { name: new RegExp(`^${escape(title)}`) }));
const choose = (title: string, option: string) =>
  userEvent.click(within(step(title)).getByRole('button', { name: option, pressed: false }));

async function renderBuilder(path = '/search', answers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ '/configuration': configuration, ...answers });
  await renderApp({ path });
  await screen.findByRole('region', { name: 'Tipo' });
  return api;
}

/** A flat on sale with a maximum price, answered through the wizard. */
async function answerFlat({ typeChosen = false } = {}) {
  if (!typeChosen) await choose('Tipo', 'Inmueble');
  await openStep('Categoría');
  await choose('Categoría', 'Departamento');
  await openStep('Operación');
  await choose('Operación', 'Venta');
  await openStep('Precio');
  await userEvent.type(within(step('Precio')).getByLabelText('Precio: máximo'), '200000');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the filter wizard', () => {
  it('starts with the type and shows the property steps of each category', async () => {
    await renderBuilder();
    expect(screen.getByRole('heading', { level: 1, name: 'Nueva búsqueda' })).toBeInTheDocument();
    expect(screen.getByText('toda la aplicación')).toBeInTheDocument();
    expect(queryStep('Categoría')).not.toBeInTheDocument();
    expect(queryStep('Precio')).not.toBeInTheDocument();
    expect(step('Tipo')).toHaveAttribute('aria-current', 'step');

    await choose('Tipo', 'Inmueble');
    expect(queryStep('Categoría')).toBeInTheDocument();
    expect(queryStep('Ubicación')).toBeInTheDocument();
    await openStep('Categoría');
    const categories = within(step('Categoría')).getAllByRole('button', { pressed: false });
    expect(categories.map((button) => button.textContent)).toEqual([
      'Departamento',
      'Casa',
      'PH',
      'Terreno',
      'Local',
      'Oficina',
      'Cochera',
      'Quinta',
      'Campo',
    ]);
    await choose('Categoría', 'Casa');
    for (const title of ['Operación', 'Precio', 'Superficie total (m²)', 'Ambientes', 'Dormitorios', 'Cocheras'])
      expect(queryStep(title)).toBeInTheDocument();
    expect(queryStep('Marcas')).not.toBeInTheDocument();

    await openStep('Categoría');
    await choose('Categoría', 'Terreno');
    expect(queryStep('Superficie cubierta (m²)')).not.toBeInTheDocument();
    expect(queryStep('Dormitorios')).not.toBeInTheDocument();

    await openStep('Operación');
    await choose('Operación', 'Alquiler');
    expect(queryStep('Apto crédito')).not.toBeInTheDocument();
  });

  it('shows the clothing steps, and a new type clears the property answers', async () => {
    await renderBuilder();
    await choose('Tipo', 'Inmueble');
    await openStep('Categoría');
    await choose('Categoría', 'Terreno');
    await openStep('Tipo');
    await choose('Tipo', 'Indumentaria');
    expect(queryStep('Operación')).not.toBeInTheDocument();
    expect(queryStep('Ubicación')).not.toBeInTheDocument();
    expect(within(step('Categoría')).queryByText('Terreno')).not.toBeInTheDocument();
    await openStep('Categoría');
    await choose('Categoría', 'Calzado');
    for (const title of ['Precio', 'Etiquetas', 'Marcas', 'Temporada', 'Género', 'Talles'])
      expect(queryStep(title)).toBeInTheDocument();
    expect(queryStep('Tiendas')).not.toBeInTheDocument();
    expect(queryStep('Superficie total (m²)')).not.toBeInTheDocument();
    await openStep('Talles');
    expect(within(step('Talles')).getByRole('button', { name: '42' })).toBeInTheDocument();
    expect(within(step('Talles')).queryByRole('button', { name: 'XL' })).not.toBeInTheDocument();
  });

  it('moves on 1.5 s after a one-tap answer and scrolls the next step into view 300 ms later', async () => {
    await renderBuilder();
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.getAttribute('aria-labelledby') ?? '');
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(step('Tipo')).getByRole('button', { name: 'Inmueble' }));
    expect(within(step('Tipo')).getByRole('button', { name: 'Inmueble' })).toHaveAttribute('aria-pressed', 'true');
    act(() => vi.advanceTimersByTime(1499));
    expect(step('Tipo')).toHaveAttribute('aria-current', 'step');
    expect(step('Categoría')).not.toHaveAttribute('aria-current');
    act(() => vi.advanceTimersByTime(1));
    expect(step('Categoría')).toHaveAttribute('aria-current', 'step');
    expect(step('Tipo')).toHaveAttribute('data-status', 'completed');
    expect(within(step('Tipo')).getByText('Inmueble')).toBeInTheDocument();
    expect(scrolled).toEqual([]);
    act(() => vi.advanceTimersByTime(300));
    expect(scrolled).toEqual([step('Categoría').getAttribute('aria-labelledby')]);

    fireEvent.click(within(step('Categoría')).getByRole('button', { name: 'Departamento' }));
    act(() => vi.advanceTimersByTime(1500));
    expect(step('Operación')).toHaveAttribute('aria-current', 'step');
    // A touch before the scroll cancels it: the page never moves under a finger.
    fireEvent.pointerDown(within(step('Operación')).getByRole('button', { name: 'Venta' }));
    act(() => vi.advanceTimersByTime(300));
    expect(scrolled).toHaveLength(1);
    // A step typed into waits for 'Siguiente'.
    fireEvent.click(within(step('Operación')).getByRole('button', { name: 'Venta' }));
    act(() => vi.advanceTimersByTime(1500));
    expect(step('Precio')).toHaveAttribute('aria-current', 'step');
    act(() => vi.advanceTimersByTime(5000));
    expect(step('Precio')).toHaveAttribute('aria-current', 'step');
    fireEvent.click(within(step('Precio')).getByRole('button', { name: 'Siguiente' }));
    expect(step('Superficie total (m²)')).toHaveAttribute('aria-current', 'step');
    expect(step('Precio')).toHaveAttribute('data-status', 'inactive');
  });

  it("clears a completed step with 'Quitar', and clearing the category clears what hangs on it", async () => {
    await renderBuilder();
    await answerFlat();
    await openStep('Dormitorios');
    await choose('Dormitorios', '5 o más');
    await openStep('Cocheras');
    expect(within(step('Dormitorios')).getByText('5 o más')).toBeInTheDocument();

    await userEvent.click(within(step('Dormitorios')).getByRole('button', { name: 'Quitar' }));
    expect(step('Dormitorios')).toHaveAttribute('data-status', 'inactive');
    expect(within(step('Dormitorios')).queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument();
    expect(step('Operación')).toHaveAttribute('data-status', 'completed');

    await userEvent.click(within(step('Categoría')).getByRole('button', { name: 'Quitar' }));
    expect(step('Categoría')).toHaveAttribute('aria-current', 'step');
    expect(queryStep('Operación')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled();
  });

  it('offers rooms from 1 to 5 or more and parkings none, 1 or more and 2 or more', async () => {
    await renderBuilder();
    await choose('Tipo', 'Inmueble');
    await openStep('Categoría');
    await choose('Categoría', 'Casa');
    await openStep('Ambientes');
    expect(
      within(step('Ambientes'))
        .getAllByRole('button', { pressed: false })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3', '4', '5 o más']);
    await openStep('Cocheras');
    expect(
      within(step('Cocheras'))
        .getAllByRole('button', { pressed: false })
        .map((button) => button.textContent),
    ).toEqual(['Sin cochera', '1 o más', '2 o más']);
  });

  it('takes only whole, non-negative prices and areas with two decimals', async () => {
    await renderBuilder();
    await choose('Tipo', 'Inmueble');
    await openStep('Categoría');
    await choose('Categoría', 'Casa');
    await openStep('Precio');
    const min = within(step('Precio')).getByLabelText('Precio: mínimo');
    await userEvent.type(min, '-12.5');
    expect(min).toHaveValue('125');
    await openStep('Superficie total (m²)');
    const area = within(step('Superficie total (m²)')).getByLabelText('Superficie total (m²): mínimo');
    await userEvent.type(area, '45,755');
    expect(area).toHaveValue('45,75');
  });
});

describe('the automatic title, the filters and Search', () => {
  it('titles the sole filter live, adds filters with the plus button and then reads «Búsqueda con N filtros»', async () => {
    await renderBuilder();
    const add = screen.getByRole('button', { name: 'Agregar otro filtro' });
    expect(add).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    await choose('Tipo', 'Inmueble');
    expect(add).toBeDisabled();
    await answerFlat({ typeChosen: true });
    expect(searchTitle()).toHaveTextContent(/^Departamento en venta hasta US\$ 200\.000$/);
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Agregar otro filtro' }));
    const filters = screen.getByRole('region', { name: 'Filtros' });
    expect(within(filters).getByText('Departamento en venta hasta US$ 200.000')).toBeInTheDocument();
    expect(step('Tipo')).toHaveAttribute('aria-current', 'step');
    expect(queryStep('Categoría')).not.toBeInTheDocument();
    // One filter added and an empty form: the filter alone titles the search, and Search is enabled.
    expect(searchTitle()).toHaveTextContent(/^Departamento en venta hasta US\$ 200\.000$/);
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeEnabled();

    await choose('Tipo', 'Indumentaria');
    await openStep('Categoría');
    await choose('Categoría', 'Remeras');
    expect(searchTitle()).toHaveTextContent(/^Búsqueda con 2 filtros$/);

    await userEvent.click(
      within(filters).getByRole('button', { name: 'Eliminar filtro: Departamento en venta hasta US$ 200.000' }),
    );
    expect(screen.queryByRole('region', { name: 'Filtros' })).not.toBeInTheDocument();
    expect(searchTitle()).toHaveTextContent(/^Remeras$/);
  });

  it('sends the filters, order and places to POST /search and a visitor keeps the search in the session', async () => {
    const sent: ApiRequest[] = [];
    await renderBuilder('/search', {
      'POST /map/autocomplete': {
        status: 200,
        body: [{ description: 'Palermo, Buenos Aires', reference: 'barrio:palermo' }],
      },
      'POST /search': (request) => {
        sent.push(request);
        const body = request.body as { uuid: string };
        return { status: 201, body: search({ uuid: body.uuid, title: 'Departamento en venta en Palermo' }) };
      },
    });
    await answerFlat();
    await openStep('Ubicación');
    const input = within(step('Ubicación')).getByLabelText('Barrio, ciudad o provincia');
    await userEvent.type(input, 'Pa');
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(within(step('Ubicación')).queryByRole('button', { name: /Agregar/ })).not.toBeInTheDocument();
    await userEvent.type(input, 'l');
    await userEvent.click(
      await within(step('Ubicación')).findByRole(
        'button',
        { name: 'Agregar Palermo, Buenos Aires' },
        { timeout: 3000 },
      ),
    );
    expect(within(step('Ubicación')).getByRole('listitem')).toHaveTextContent('Palermo, Buenos Aires');
    expect(searchTitle()).toHaveTextContent(/^Departamento en venta en Palermo, Buenos Aires hasta US\$ 200\.000$/);
    await userEvent.selectOptions(screen.getByLabelText('Orden de los resultados'), 'Menor precio');

    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0].body as Record<string, unknown>;
    expect(body).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: null,
      group_id: null,
      filters: [
        { type: 'property', category: 'departamento', operation: 'venta', amount: { min: null, max: 200_000 } },
      ],
      order: 'price_asc',
      places: [{ reference: 'barrio:palermo' }],
    });
    await waitFor(() => expect(window.location.pathname).toBe(`/search/${String(body.uuid)}`));
    expect(sessionStore.get().searches.map((item) => item.uuid)).toEqual([body.uuid]);
  });

  it('shows the API refusal and stays', async () => {
    await renderBuilder('/search', {
      'POST /search': { status: 422, body: { message: 'Una búsqueda puede tener hasta 10 filtros.' } },
    });
    await choose('Tipo', 'Indumentaria');
    await openStep('Categoría');
    await choose('Categoría', 'Remeras');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Una búsqueda puede tener hasta 10 filtros.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/search');
    expect(sessionStore.get().searches).toEqual([]);
  });
});

describe('scopes, history and groups', () => {
  const store: Store = {
    id: 4,
    name: 'Carolina Benítez',
    slug: 'carolina-moda',
    avatar_url: null,
    contacts: { email: null, phone: null, whatsapp: null },
    images: [],
  };

  it("searches one user's store, sending their id", async () => {
    const sent: ApiRequest[] = [];
    await renderBuilder('/carolina-moda/search', {
      'GET /user/carolina-moda': { status: 200, body: store },
      'POST /search': (request) => {
        sent.push(request);
        return { status: 201, body: search({ uuid: (request.body as { uuid: string }).uuid }) };
      },
    });
    expect(await screen.findByText('Carolina Benítez')).toBeInTheDocument();
    await choose('Tipo', 'Indumentaria');
    await openStep('Categoría');
    await choose('Categoría', 'Remeras');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ user_id: 4, group_id: null });
  });

  it("starts with the store's preset filters, which the person may remove", async () => {
    const sent: ApiRequest[] = [];
    const presets = [
      { type: 'clothing', category: 'remeras', currency: null },
      { type: 'clothing', category: 'vestidos', currency: null },
    ];
    await renderBuilder('/carolina-moda/search', {
      'GET /user/carolina-moda': { status: 200, body: store },
      'GET /search/presets': { status: 200, body: { filters: presets } },
      'POST /search': (request) => {
        sent.push(request);
        return { status: 201, body: search({ uuid: (request.body as { uuid: string }).uuid }) };
      },
    });
    const added = await screen.findByRole('region', { name: 'Filtros' });
    expect(within(added).getByText('Remeras')).toBeInTheDocument();
    expect(within(added).getByText('Vestidos')).toBeInTheDocument();
    await userEvent.click(within(added).getByRole('button', { name: 'Eliminar filtro: Remeras' }));
    expect(within(added).queryByText('Remeras')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ user_id: 4, filters: [presets[1]] });
  });

  it('shows not-found for a store that does not exist', async () => {
    stubApi({ '/configuration': configuration });
    await renderApp({ path: '/nadie/search' });
    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it("searches a group's portfolio, offering its members as stores", async () => {
    const group: Group = {
      id: 12,
      name: 'Inmobiliarias de Palermo',
      description: null,
      logo_url: null,
      public: null,
      users_count: 2,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    const user = signInAs(testUser({ groups: [{ id: 12, name: group.name, logo_url: null }] }));
    const sent: ApiRequest[] = [];
    const member = (id: number, name: string) => ({ id, name, email: null, phone: null, slug: null, avatar_url: null });
    await renderBuilder('/group/12/search', {
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
      'GET /account/search': { status: 200, body: { data: [], current_page: 1, last_page: 1, total: 0 } },
      'GET /account/group/12': { status: 200, body: group },
      'GET /account/group/12/user': {
        status: 200,
        body: {
          data: [member(7, 'Lucía Fernández'), member(8, 'Martín Sosa')],
          current_page: 1,
          last_page: 1,
          total: 2,
        },
      },
      'POST /search': (request) => {
        sent.push(request);
        return { status: 201, body: search({ uuid: (request.body as { uuid: string }).uuid }) };
      },
    });
    expect(await screen.findByText('Inmobiliarias de Palermo')).toBeInTheDocument();
    await choose('Tipo', 'Indumentaria');
    await openStep('Categoría');
    await choose('Categoría', 'Camisas');
    await openStep('Tiendas');
    await userEvent.click(within(step('Tiendas')).getByRole('button', { name: 'Martín Sosa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({
      user_id: null,
      group_id: 12,
      filters: [{ type: 'clothing', category: 'camisas', extras: { stock: { places: [8] } } }],
    });
  });

  it("lists a signed-in user's 5 latest searches and their groups in 'Buscar en grupos'", async () => {
    const user = signInAs(
      testUser({
        groups: [
          { id: 12, name: 'Inmobiliarias de Palermo', logo_url: null },
          { id: 13, name: 'Ropa de segunda mano', logo_url: null },
        ],
      }),
    );
    const history = Array.from({ length: 5 }, (_, index) =>
      search({ id: index + 1, uuid: `0b7e6a3c-6f2e-4d7a-9a53-6c1f0f3a2b1${index}`, title: `Búsqueda ${index + 1}` }),
    );
    const { requests } = await renderBuilder('/search', {
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
      'GET /account/search': { status: 200, body: { data: history, current_page: 1, last_page: 3, total: 12 } },
    });
    const box = await screen.findByRole('region', { name: 'Historial de búsqueda' });
    const links = await within(box).findAllByRole('link', { name: /Búsqueda \d/ });
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/search/0b7e6a3c-6f2e-4d7a-9a53-6c1f0f3a2b10');
    expect(links[0]).toHaveTextContent('20/11/2026 10:05');
    expect(within(box).getByRole('link', { name: 'Ver listado completo' })).toHaveAttribute(
      'href',
      '/account/search/index',
    );
    const asked = requests.find((request) => request.path === '/account/search');
    expect(asked).toBeDefined();
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/account/search?take=5'))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Buscar en grupos' }));
    const modal = await screen.findByRole('dialog', { name: 'Buscar en grupos' });
    expect(within(modal).getByRole('link', { name: 'Ropa de segunda mano' })).toHaveAttribute(
      'href',
      '/group/13/search',
    );
    expect(within(modal).getByRole('link', { name: 'Ver listado completo' })).toHaveAttribute(
      'href',
      '/account/group/index',
    );
  });

  it('has no accessibility violations with steps in every state', async () => {
    const user = signInAs(testUser({ groups: [{ id: 12, name: 'Inmobiliarias de Palermo', logo_url: null }] }));
    await renderBuilder('/search', {
      'GET /auth/user': { status: 200, body: { user, searches: [] } },
      'GET /account/search': { status: 200, body: { data: [search()], current_page: 1, last_page: 1, total: 1 } },
    });
    await answerFlat();
    await screen.findByRole('link', { name: /Departamento en venta/ });
    const result = await axe.run(document.querySelector('main')!, {
      runOnly: ['wcag2a', 'wcag2aa', 'best-practice'],
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
  }, 40_000);

  it('shows neither history nor groups to a visitor', async () => {
    await renderBuilder();
    expect(screen.queryByRole('region', { name: 'Historial de búsqueda' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buscar en grupos' })).not.toBeInTheDocument();
  });
});
