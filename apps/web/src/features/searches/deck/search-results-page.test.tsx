// The swipe deck (product.md, Searches: Swipe deck): drag thresholds, the photos, the like button's hold,
// undo, optimistic decisions that revert on failure, the keyboard, paging at a third of a page, the final slide and a
// visitor asked to identify.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testMedia } from '@/components/publication-detail/test-publications';
import { onOpenIdentify, type IdentifyOptions } from '@/lib/identify-events';
import { deferred } from '@/test/render';
import { signInAs } from '@/test/users';
import {
  active,
  base,
  callsGoOut,
  card,
  cards,
  drag,
  keyboard,
  nextTurn,
  renderDeck,
  search,
  settle,
} from './deck-test-helpers';

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
    await callsGoOut();
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
    await callsGoOut();
    expect(sent('decision')[1].body).toEqual({ publication_id: 2, like: false, is_super: false });
    expect(screen.getByText('No te gusta: Casa 2')).toBeInTheDocument();
    await settle();
    nextTurn();
    expect(active('Casa 3')).toBeInTheDocument();
  });

  it('flies a decided card out in 150 ms, and not at all with reduced motion', async () => {
    signInAs();
    renderDeck();
    await screen.findByRole('article', { name: 'Casa 1' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    keyboard('ArrowRight');
    const flying = [...document.querySelectorAll<HTMLElement>('article[data-role="leaving"]')];
    expect(flying).toHaveLength(1);
    expect(flying[0].style.transition).toContain('150ms');
    expect(flying[0].style.transform).toContain('150%');
    await settle();
    nextTurn();
    expect(document.querySelector('article[data-role="leaving"]')).toBeNull();
  });

  it('removes the flight when the person prefers reduced motion', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = vi.fn((query: string) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    try {
      signInAs();
      const { sent } = renderDeck();
      await screen.findByRole('article', { name: 'Casa 1' });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      keyboard('ArrowRight');
      await callsGoOut();
      expect(sent('decision')).toHaveLength(1);
      expect(document.querySelectorAll('article[data-role="leaving"]')).toHaveLength(0);
      expect(screen.queryByText('Casa 1', { selector: 'article *' })).not.toBeInTheDocument();
      await settle();
      nextTurn();
      expect(active('Casa 2')).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
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
    await callsGoOut();
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
    await settle();
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
    expect(undo).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'No me gusta' }));
    await waitFor(() => expect(undo).not.toHaveAttribute('aria-disabled'));
    fireEvent.click(undo);
    expect(active('Casa 1')).toBeInTheDocument();
    expect(screen.getByText('Volvió: Casa 1')).toBeInTheDocument();
    expect(undo).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(sent('undo').map((request) => request.body)).toEqual([{ publication_id: 1 }]));
    undoAnswer.resolve({ status: 204 });
    await settle();
    // Nothing left to undo.
    expect(undo).toHaveAttribute('aria-disabled', 'true');
  });

  it('counts what is left down with a decision and up with its undo, without asking the API each time', async () => {
    signInAs();
    const { calls, sent } = renderDeck();
    await screen.findByRole('article', { name: 'Casa 1' });
    await screen.findByRole('button', { name: 'Opciones (12 publicaciones por ver)' });
    const counts = () => calls.filter((path) => path === `${base}/count`).length;
    const asked = counts();

    keyboard('ArrowRight');
    // A second key before the card has gone decides nothing more.
    keyboard('ArrowLeft');
    expect(await screen.findByRole('button', { name: 'Opciones (11 publicaciones por ver)' })).toBeInTheDocument();
    expect(sent('decision')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Opciones (11 publicaciones por ver)' }));
    const panel = await screen.findByRole('dialog', { name: 'Opciones de la búsqueda' });
    expect(within(panel).getByText('11 publicaciones por ver')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer', hidden: true }));
    expect(await within(panel).findByText('12 publicaciones por ver')).toBeInTheDocument();
    await settle();
    expect(counts()).toBe(asked);
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
    expect(screen.getByRole('button', { name: 'Deshacer' })).toHaveAttribute('aria-disabled', 'true');
    // The count it lowered is back too.
    expect(await screen.findByRole('button', { name: 'Opciones (12 publicaciones por ver)' })).toBeInTheDocument();
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
    await callsGoOut();
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
    // The page is asked for in a task of its own.
    await settle();
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
    expect(screen.getByRole('button', { name: 'Me gusta' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'No me gusta' })).toHaveAttribute('aria-disabled', 'true');
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
});
