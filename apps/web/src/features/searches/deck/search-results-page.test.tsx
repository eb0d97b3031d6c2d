// The swipe deck (spec 02 §2 Swipe results screen, §4, §9): drag thresholds, the like button's hold, undo, optimistic
// decisions that revert on failure, the keyboard, paging at a third of a page, the final slide, a visitor asked to
// identify, the options and the onboarding guide.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchCard } from '@vitrina/shared/searches';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { testMedia, testProperty } from '@/components/publication-detail/test-publications';
import { configurationQueryKey } from '@/lib/configuration/get-configuration';
import { guideStore } from '@/lib/guide';
import { onOpenIdentify, type IdentifyOptions } from '@/lib/identify-events';
import { deferred, stubApi, testConfiguration, type ApiRequest } from '@/test/render';
import { testSearch } from '@/test/searches';
import { signInAs } from '@/test/users';
import { SearchResultsPage } from './search-results-page';

const search = testSearch();
const base = `/search/${search.id}`;
const decided = { status: 200, body: { coincidences: { exists: false, users: [] } } };

function card(id: number, overrides: Partial<SearchCard> = {}): SearchCard {
  return { ...testProperty({ id, title: `Casa ${id}`, amount: 100000 + id }), comment: null, ...overrides };
}

function cards(from: number, to: number): SearchCard[] {
  return Array.from({ length: to - from + 1 }, (_, index) => card(from + index));
}

type Answers = Parameters<typeof stubApi>[0];

function renderDeck(answers: Answers = {}, pages: SearchCard[][] = [cards(1, 10), []]) {
  let page = 0;
  const api = stubApi({
    [`GET /search/${search.uuid}`]: { status: 200, body: search },
    [`POST ${base}/results`]: () => ({ status: 200, body: pages[page++] ?? [] }),
    [`GET ${base}/count`]: { status: 200, body: { count: 12 } },
    [`POST ${base}/decision`]: decided,
    [`POST ${base}/undo`]: { status: 204 },
    ...answers,
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(configurationQueryKey, testConfiguration());
  const router = createMemoryRouter(
    [
      { path: '/search/:uuid', element: <SearchResultsPage /> },
      { path: '/search', element: <h1>Buscar</h1> },
      { path: '/', element: <h1>Inicio</h1> },
    ],
    { initialEntries: [`/search/${search.uuid}`] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const sent = (what: string): ApiRequest[] =>
    api.requests.filter((request) => request.method !== 'GET' && request.path === `${base}/${what}`);
  return { ...api, router, sent };
}

const active = (title: string) => screen.getByRole('article', { name: title });

function drag(element: HTMLElement, dx: number, dy = 0) {
  fireEvent.pointerDown(element, { pointerId: 1, button: 0, clientX: 200, clientY: 300 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 200 + dx / 2, clientY: 300 + dy / 2 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 200 + dx, clientY: 300 + dy });
  fireEvent.pointerUp(element, { pointerId: 1, clientX: 200 + dx, clientY: 300 + dy });
}

/** Lets the answers of the stubbed API arrive. */
async function settle() {
  await act(async () => {
    for (let index = 0; index < 5; index += 1) await Promise.resolve();
  });
}

/** The next card takes its turn 500 ms after a decision. */
function nextTurn() {
  act(() => vi.advanceTimersByTime(500));
}

function keyboard(key: string) {
  fireEvent.keyDown(window, { key });
}

beforeEach(() => {
  document.cookie = 'guide-search=1; path=/';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the swipe deck', () => {
  it('shows the first card with its price and facts, asking for the first page with nothing to exclude', async () => {
    signInAs();
    const { sent } = renderDeck();
    const first = await screen.findByRole('article', { name: 'Casa 1' });
    expect(within(first).getByText('US$ 100.001')).toBeInTheDocument();
    expect(within(first).getByText(/Departamento en venta · 3 amb\. · 2 dorm\. · 72 m²/)).toBeInTheDocument();
    expect(sent('results')[0].body).toEqual({ except: [] });
    expect(document.querySelectorAll('article')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Opciones (12 publicaciones por ver)' })).toBeInTheDocument();
  });

  it('returns a card dragged 129 px and decides one dragged 131 px: right likes, left discards', async () => {
    signInAs();
    const { sent } = renderDeck();
    await screen.findByRole('article', { name: 'Casa 1' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    drag(active('Casa 1'), 129);
    drag(active('Casa 1'), -129);
    expect(sent('decision')).toHaveLength(0);
    expect(active('Casa 1')).toBeInTheDocument();

    drag(active('Casa 1'), 131);
    expect(sent('decision').map((request) => request.body)).toEqual([
      { publication_id: 1, like: true, is_super: false },
    ]);
    expect(screen.getByText('Te gusta: Casa 1')).toBeInTheDocument();
    // Casa 2 waits under the flying card for 500 ms.
    expect(screen.queryByRole('article', { name: 'Casa 2' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('article', { name: 'Casa 2' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    drag(active('Casa 2'), -131);
    expect(sent('decision')[1].body).toEqual({ publication_id: 2, like: false, is_super: false });
    expect(screen.getByText('No te gusta: Casa 2')).toBeInTheDocument();
    await settle();
    nextTurn();
    expect(active('Casa 3')).toBeInTheDocument();
  });

  it('changes the photo with a tap on the image sides, never with a drag', async () => {
    signInAs();
    const { sent } = renderDeck();
    const first = await screen.findByRole('article', { name: 'Casa 1' });
    expect(within(first).getByText('Imagen 1 de 3')).toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: 'Imagen siguiente' }));
    expect(within(first).getByText('Imagen 2 de 3')).toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: 'Imagen anterior' }));
    expect(within(first).getByText('Imagen 1 de 3')).toBeInTheDocument();

    // A short drag that began on the right side springs back and its click does not change the photo.
    const next = within(first).getByRole('button', { name: 'Imagen siguiente' });
    drag(next, 60);
    fireEvent.click(next);
    expect(within(first).getByText('Imagen 1 de 3')).toBeInTheDocument();
    expect(sent('decision')).toHaveLength(0);
  });

  it('shows at most 5 photos of a card', async () => {
    signInAs();
    renderDeck({}, [[card(1, { medias: Array.from({ length: 7 }, (_, index) => testMedia(index + 1, index + 1)) })]]);
    const first = await screen.findByRole('article', { name: 'Casa 1' });
    expect(within(first).getByText('Imagen 1 de 5')).toBeInTheDocument();
  });

  it('lights the like button after 0.5 s held and makes a SuperLike at 1.5 s; a short press likes', async () => {
    signInAs();
    const { sent } = renderDeck();
    await screen.findByRole('article', { name: 'Casa 1' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const like = screen.getByRole('button', { name: 'Me gusta' });

    fireEvent.pointerDown(like, { pointerId: 2, button: 0 });
    act(() => vi.advanceTimersByTime(499));
    expect(like).not.toHaveAttribute('data-held');
    act(() => vi.advanceTimersByTime(1));
    expect(like).toHaveAttribute('data-held');
    act(() => vi.advanceTimersByTime(999));
    expect(sent('decision')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(sent('decision').map((request) => request.body)).toEqual([
      { publication_id: 1, like: true, is_super: true },
    ]);
    expect(screen.getByText('SuperLike: Casa 1')).toBeInTheDocument();
    fireEvent.pointerUp(like, { pointerId: 2 });
    fireEvent.click(like);
    expect(sent('decision')).toHaveLength(1);

    await settle();
    nextTurn();
    // Released after the highlight but before 1.5 s: a plain like.
    fireEvent.pointerDown(like, { pointerId: 3, button: 0 });
    act(() => vi.advanceTimersByTime(800));
    fireEvent.pointerUp(like, { pointerId: 3 });
    fireEvent.click(like);
    act(() => vi.advanceTimersByTime(1000));
    expect(sent('decision').map((request) => request.body)).toEqual([
      { publication_id: 1, like: true, is_super: true },
      { publication_id: 2, like: true, is_super: false },
    ]);
  });

  it('undoes the last decision: disabled with no history and while undoing, the card comes back', async () => {
    signInAs();
    const undoAnswer = deferred<{ status: number }>();
    const { sent } = renderDeck({ [`POST ${base}/undo`]: () => undoAnswer.promise });
    await screen.findByRole('article', { name: 'Casa 1' });
    const undo = screen.getByRole('button', { name: 'Deshacer' });
    expect(undo).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'No me gusta' }));
    await waitFor(() => expect(undo).toBeEnabled());
    fireEvent.click(undo);
    expect(active('Casa 1')).toBeInTheDocument();
    expect(screen.getByText('Volvió: Casa 1')).toBeInTheDocument();
    expect(undo).toBeDisabled();
    await waitFor(() => expect(sent('undo').map((request) => request.body)).toEqual([{ publication_id: 1 }]));
    undoAnswer.resolve({ status: 204 });
    await settle();
    // Nothing left to undo.
    expect(undo).toBeDisabled();
  });

  it('brings the card back with the error when the decision fails', async () => {
    signInAs();
    renderDeck({
      [`POST ${base}/decision`]: { status: 404, body: { message: 'La publicación no forma parte de esta búsqueda.' } },
    });
    await screen.findByRole('article', { name: 'Casa 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Me gusta' }));
    expect(await screen.findByText('La publicación no forma parte de esta búsqueda.')).toBeInTheDocument();
    expect(active('Casa 1')).toBeInTheDocument();
    expect(screen.getByText('No se guardó tu decisión sobre Casa 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeDisabled();
  });

  it('decides and undoes from the keyboard: arrows, up for a SuperLike, Backspace or Z', async () => {
    signInAs();
    const { sent } = renderDeck();
    await screen.findByRole('article', { name: 'Casa 1' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    keyboard('ArrowRight');
    await settle();
    nextTurn();
    keyboard('ArrowLeft');
    await settle();
    nextTurn();
    keyboard('ArrowUp');
    expect(screen.getByText('SuperLike: Casa 3')).toBeInTheDocument();
    await settle();
    nextTurn();
    expect(sent('decision').map((request) => request.body)).toEqual([
      { publication_id: 1, like: true, is_super: false },
      { publication_id: 2, like: false, is_super: false },
      { publication_id: 3, like: true, is_super: true },
    ]);

    keyboard('z');
    await settle();
    expect(active('Casa 3')).toBeInTheDocument();
    keyboard('Backspace');
    await settle();
    expect(active('Casa 2')).toBeInTheDocument();
    expect(sent('undo').map((request) => request.body)).toEqual([{ publication_id: 3 }, { publication_id: 2 }]);
    expect(screen.getByText('Volvió: Casa 2')).toBeInTheDocument();
  });

  it('asks for the next page when a third of a page remains, excluding every card it holds', async () => {
    signInAs();
    const { sent } = renderDeck({}, [cards(1, 10), cards(11, 20), []]);
    await screen.findByRole('article', { name: 'Casa 1' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A page of 10: after 6 decisions 4 remain, after 7 three (a third).
    for (let id = 1; id <= 6; id += 1) {
      keyboard('ArrowLeft');
      await settle();
      nextTurn();
    }
    expect(sent('results')).toHaveLength(1);
    keyboard('ArrowLeft');
    await settle();
    nextTurn();
    expect(sent('results')).toHaveLength(2);
    expect(sent('results')[1].body).toEqual({ except: Array.from({ length: 10 }, (_, index) => index + 1) });
    expect(active('Casa 8')).toBeInTheDocument();
  });

  it('shows the final slide after the last card of a short page, with no decision possible', async () => {
    signInAs();
    const { sent } = renderDeck({}, [cards(1, 2)]);
    await screen.findByRole('article', { name: 'Casa 1' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    keyboard('ArrowRight');
    await settle();
    nextTurn();
    expect(screen.queryByText('Llegaste al final')).not.toBeInTheDocument();
    keyboard('ArrowRight');
    await settle();
    nextTurn();
    expect(screen.getByRole('heading', { name: 'Llegaste al final' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la búsqueda' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Ver mis búsquedas' })).toHaveAttribute('href', '/account/search/index');
    expect(screen.getByRole('button', { name: 'Me gusta' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No me gusta' })).toBeDisabled();
    // A short page is the last: nothing more is asked for.
    expect(sent('results')).toHaveLength(1);
  });

  it('asks a visitor to identify, and their decision goes through after signing in', async () => {
    const asked: IdentifyOptions[] = [];
    const stop = onOpenIdentify((options) => asked.push(options));
    const { sent, calls } = renderDeck();
    await screen.findByRole('article', { name: 'Casa 1' });
    drag(active('Casa 1'), 200);
    expect(asked).toEqual([{ subtitle: 'Para utilizar las búsquedas', rules: ['logged'] }]);
    expect(sent('decision')).toHaveLength(0);
    expect(active('Casa 1')).toBeInTheDocument();

    act(() => {
      signInAs();
    });
    await waitFor(() =>
      expect(sent('decision').map((request) => request.body)).toEqual([
        { publication_id: 1, like: true, is_super: false },
      ]),
    );
    expect(screen.getByText('Te gusta: Casa 1')).toBeInTheDocument();
    // The search, now the user's, is read again.
    await waitFor(() =>
      expect(calls.filter((path) => path === `/search/${search.uuid}`).length).toBeGreaterThanOrEqual(2),
    );
    stop();
  });

  it('opens the listing detail in a drawer from the card title', async () => {
    signInAs();
    renderDeck();
    const first = await screen.findByRole('article', { name: 'Casa 1' });
    fireEvent.click(within(first).getByRole('button', { name: 'Casa 1' }));
    const detail = await screen.findByRole('dialog', { name: 'Casa 1' });
    expect(await within(detail).findByText('Tres ambientes al frente.', { exact: false })).toBeInTheDocument();
    fireEvent.click(within(detail).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Casa 1' })).not.toBeInTheDocument());
  });

  it('goes home with the reason when the search cannot be loaded', async () => {
    const { router } = renderDeck({
      [`GET /search/${search.uuid}`]: {
        status: 404,
        body: { message: 'La búsqueda no existe o no tenés acceso a ella.' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('La búsqueda no existe o no tenés acceso a ella.')).toBeInTheDocument();
  });

  it("renames the search from 'Opciones de la búsqueda' when the viewer created it", async () => {
    signInAs();
    const { requests } = renderDeck({
      [`PUT ${base}`]: (request) => ({
        status: 200,
        body: { ...search, title: (request.body as { title: string }).title },
      }),
    });
    await screen.findByRole('article', { name: 'Casa 1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Opciones (12 publicaciones por ver)' }));
    const panel = await screen.findByRole('dialog', { name: 'Opciones de la búsqueda' });
    expect(within(panel).getByText('12 publicaciones por ver')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Cambiar nombre' }));
    const input = within(panel).getByLabelText('Nuevo nombre');
    fireEvent.change(input, { target: { value: 'ab' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(within(panel).getByText('El nombre debe tener entre 3 y 255 caracteres.')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'Deptos para mamá' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Búsqueda actualizada correctamente.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Deptos para mamá' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { title: 'Deptos para mamá' },
    ]);
  });

  it("offers no 'Cambiar nombre' to someone who did not create the search", async () => {
    signInAs();
    renderDeck({ [`GET /search/${search.uuid}`]: { status: 200, body: { ...search, pivot: { owner: false } } } });
    await screen.findByRole('article', { name: 'Casa 1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Opciones (12 publicaciones por ver)' }));
    const panel = await screen.findByRole('dialog', { name: 'Opciones de la búsqueda' });
    expect(within(panel).queryByRole('button', { name: 'Cambiar nombre' })).not.toBeInTheDocument();
  });

  it("starts the guide 5 s after the first visit, tries again every 5 s while a modal is open, stores 'guide-search'", async () => {
    document.cookie = 'guide-search=; max-age=0; path=/';
    signInAs();
    const modal = document.createElement('div');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    // Every timer is under the test's clock from the start: the guide's first try is 5 s after the deck appears.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    renderDeck();
    while (!screen.queryByRole('article', { name: 'Casa 1' })) await advance(50);
    await advance(6000);
    // A modal was open at the first try.
    expect(screen.queryByRole('dialog', { name: 'Tus resultados' })).not.toBeInTheDocument();
    expect(guideStore.get().showing).toBe(false);
    modal.remove();
    await advance(3000);
    expect(screen.queryByRole('dialog', { name: 'Tus resultados' })).not.toBeInTheDocument();
    await advance(1500);
    const guide = screen.getByRole('dialog', { name: 'Tus resultados' });
    expect(guideStore.get().showing).toBe(true);
    expect(within(guide).getByText('Paso 1 de 8')).toBeInTheDocument();
    for (let step = 1; step < 8; step += 1) fireEvent.click(within(guide).getByRole('button', { name: 'Siguiente' }));
    expect(within(guide).getByText('Paso 8 de 8')).toBeInTheDocument();
    fireEvent.click(within(guide).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByText('Paso 8 de 8')).not.toBeInTheDocument();
    expect(guideStore.get().showing).toBe(false);
    expect(document.cookie).toContain('guide-search=1');
  });
});
