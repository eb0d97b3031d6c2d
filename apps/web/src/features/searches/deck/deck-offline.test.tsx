// Swiping without a connection (product.md, Notifications and the installable app: Offline): decisions wait in
// IndexedDB shown as pending, leave in order when the connection returns, an undo takes a pending one back, a refusal
// is explained, a server error keeps it for a later try, and the queue outlives a reload.
import { IDBFactory } from 'fake-indexeddb';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/test/users';
import { deferred } from '@/test/render';
import { active, base, cards, keyboard, renderDeck, search } from './deck-test-helpers';
import { closeOfflineDb, DECISIONS, idb } from './offline/idb';
import { decisionQueue } from './offline/decision-queue';
import { RETRY_FIRST_MS, stopDecisionSync } from './offline/decision-sync';

let online = true;

// The browser's word on the connection: navigator.onLine and its events. The query library listens to the same
// events only while a query is mounted, so it is told directly, as a new page would read it.
function goOffline() {
  online = false;
  act(() => {
    onlineManager.setOnline(false);
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  online = true;
  act(() => {
    onlineManager.setOnline(true);
    window.dispatchEvent(new Event('online'));
  });
}

/** As a new page would start: nothing in memory, the disk as it was. */
function reload() {
  cleanup();
  stopDecisionSync();
  decisionQueue.forget();
}

const stored = () => idb.getAll<{ card: { id: number } }>(DECISIONS);
const pendingBadge = (text: string) => screen.findByText(text, { selector: '[role="status"] *' });

/** Decides on the card on top and waits for the next one to take its turn. */
async function decide(key: 'ArrowRight' | 'ArrowLeft' | 'ArrowUp', next: string) {
  keyboard(key);
  await screen.findByRole('article', { name: next });
}

beforeEach(() => {
  document.cookie = 'guide-search=1; path=/';
  online = true;
  onlineManager.setOnline(true);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  closeOfflineDb();
  // A new, empty disk for each test; the window's own comes back after it (the setup unstubs globals).
  vi.stubGlobal('indexedDB', new IDBFactory());
  decisionQueue.forget();
  signInAs();
});

afterEach(() => {
  vi.useRealTimers();
  stopDecisionSync();
});

describe('the deck without a connection', () => {
  it('keeps decisions as pending and sends them in order when the connection returns', async () => {
    const { sent } = renderDeck();
    await screen.findByRole('article', { name: 'Casa 1' });
    goOffline();
    expect(await pendingBadge('Sin conexión')).toBeInTheDocument();

    await decide('ArrowRight', 'Casa 2');
    expect(await pendingBadge('1 decisión sin enviar')).toBeInTheDocument();
    await decide('ArrowUp', 'Casa 3');
    await decide('ArrowLeft', 'Casa 4');
    expect(await pendingBadge('3 decisiones sin enviar')).toBeInTheDocument();
    expect(sent('decision')).toHaveLength(0);
    await waitFor(async () => expect(await stored()).toHaveLength(3));

    goOnline();
    await waitFor(() =>
      expect(sent('decision').map((request) => request.body)).toEqual([
        { publication_id: 1, like: true, is_super: false },
        { publication_id: 2, like: true, is_super: true },
        { publication_id: 3, like: false, is_super: false },
      ]),
    );
    await waitFor(() => expect(screen.queryByText(/sin enviar/)).not.toBeInTheDocument());
    await waitFor(async () => expect(await stored()).toHaveLength(0));
    expect(active('Casa 4')).toBeInTheDocument();
  });

  it('queues a decision whose send finds no connection, instead of bringing the card back', async () => {
    let answer: 'no-response' | { status: number; body: unknown } = 'no-response';
    const { sent } = renderDeck({ [`POST ${base}/decision`]: () => answer });
    await screen.findByRole('article', { name: 'Casa 1' });

    await decide('ArrowRight', 'Casa 2');
    expect(await pendingBadge('1 decisión sin enviar')).toBeInTheDocument();
    expect(screen.queryByText('No se guardó tu decisión sobre Casa 1')).not.toBeInTheDocument();

    answer = { status: 200, body: { coincidences: { exists: false, users: [] } } };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByText(/sin enviar/)).not.toBeInTheDocument());
    expect(sent('decision').map((request) => request.body)).toEqual([
      { publication_id: 1, like: true, is_super: false },
      { publication_id: 1, like: true, is_super: false },
    ]);
  });

  it('takes a pending decision back on undo, without calling the API', async () => {
    const { sent } = renderDeck();
    await screen.findByRole('article', { name: 'Casa 1' });
    goOffline();
    await decide('ArrowRight', 'Casa 2');
    expect(await pendingBadge('1 decisión sin enviar')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(active('Casa 1')).toBeInTheDocument();
    expect(screen.getByText('Volvió: Casa 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/sin enviar/)).not.toBeInTheDocument());
    await waitFor(async () => expect(await stored()).toHaveLength(0));

    goOnline();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(sent('decision')).toHaveLength(0);
    expect(sent('undo')).toHaveLength(0);
  });

  it('explains a decision the API refuses because the listing is gone, and drops it from the queue', async () => {
    const { sent } = renderDeck({
      [`POST ${base}/decision`]: { status: 404, body: { message: 'No se encontró la información que buscaba.' } },
    });
    await screen.findByRole('article', { name: 'Casa 1' });
    goOffline();
    await decide('ArrowRight', 'Casa 2');
    expect(screen.getByRole('button', { name: 'Deshacer' })).not.toHaveAttribute('aria-disabled');

    goOnline();
    expect(
      await screen.findByText('Tu decisión sobre «Casa 1» no se pudo guardar: La publicación ya no está disponible.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No se guardó una decisión')).toBeInTheDocument();
    expect(sent('decision')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/sin enviar/)).not.toBeInTheDocument());
    // Nothing of it is left to undo.
    expect(screen.getByRole('button', { name: 'Deshacer' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(async () => expect(await stored()).toHaveLength(0));
  });

  it("names the API's reason when it refuses a decision for another cause", async () => {
    renderDeck({
      [`POST ${base}/decision`]: {
        status: 422,
        body: {
          message: 'La publicación no forma parte de esta búsqueda.',
          errors: { publication_id: ['La publicación no forma parte de esta búsqueda.'] },
        },
      },
    });
    await screen.findByRole('article', { name: 'Casa 1' });
    goOffline();
    await decide('ArrowLeft', 'Casa 2');
    goOnline();
    expect(
      await screen.findByText(
        'Tu decisión sobre «Casa 1» no se pudo guardar: La publicación no forma parte de esta búsqueda.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps a decision the server fails on (500) and tries again after a wait that grows', async () => {
    const answers = [500, 503, 200];
    const { sent } = renderDeck({
      [`POST ${base}/decision`]: () => {
        const status = answers.shift() ?? 200;
        return status === 200
          ? { status, body: { coincidences: { exists: false, users: [] } } }
          : { status, body: { message: 'Error del servidor.' } };
      },
    });
    await screen.findByRole('article', { name: 'Casa 1' });
    goOffline();
    await decide('ArrowRight', 'Casa 2');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wait = (ms: number) =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    goOnline();
    await wait(10);
    expect(sent('decision')).toHaveLength(1);
    expect(screen.getByText('1 decisión sin enviar')).toBeInTheDocument();
    expect(screen.queryByText(/no se pudo guardar/)).not.toBeInTheDocument();

    await wait(RETRY_FIRST_MS - 30);
    expect(sent('decision')).toHaveLength(1);
    await wait(40);
    expect(sent('decision')).toHaveLength(2);
    expect(screen.getByText('1 decisión sin enviar')).toBeInTheDocument();
    // The second wait is twice the first.
    await wait(RETRY_FIRST_MS * 2 - 40);
    expect(sent('decision')).toHaveLength(2);
    await wait(40);
    expect(sent('decision')).toHaveLength(3);
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByText(/sin enviar/)).not.toBeInTheDocument());
  });

  it('keeps the queue across a reload and sends it, in order, once the app starts online', async () => {
    renderDeck();
    await screen.findByRole('article', { name: 'Casa 1' });
    goOffline();
    await decide('ArrowRight', 'Casa 2');
    await decide('ArrowLeft', 'Casa 3');
    await waitFor(async () => expect(await stored()).toHaveLength(2));

    reload();
    goOnline();
    const first = deferred<{ status: number; body: unknown }>();
    const answered = { status: 200, body: { coincidences: { exists: false, users: [] } } };
    const { sent } = renderDeck({
      [`POST ${base}/decision`]: (request) =>
        (request.body as { publication_id: number }).publication_id === 1 ? first.promise : answered,
    });
    // Read from the disk by the new page, shown while the first one is on its way.
    expect(await pendingBadge('2 decisiones sin enviar')).toBeInTheDocument();
    expect(screen.getByText('enviando…')).toBeInTheDocument();
    first.resolve(answered);
    await waitFor(() =>
      expect(sent('decision').map((request) => request.body)).toEqual([
        { publication_id: 1, like: true, is_super: false },
        { publication_id: 2, like: false, is_super: false },
      ]),
    );
    await waitFor(() => expect(screen.queryByText(/sin enviar/)).not.toBeInTheDocument());
    // The listings that were waiting are not dealt again.
    expect(sent('results')[0].body).toEqual({ except: [1, 2] });
  });

  it('goes on offline through the cards it had loaded when the deck is opened again', async () => {
    const { router, sent } = renderDeck({
      [`POST ${base}/results`]: () => (online ? { status: 200, body: cards(1, 10) } : 'no-response'),
    });
    await screen.findByRole('article', { name: 'Casa 1' });
    goOffline();
    await decide('ArrowRight', 'Casa 2');

    await act(() => router.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    await act(() => router.navigate(`/search/${search.uuid}`));
    expect(await screen.findByRole('article', { name: 'Casa 2' })).toBeInTheDocument();
    expect(await pendingBadge('1 decisión sin enviar')).toBeInTheDocument();
    await decide('ArrowLeft', 'Casa 3');
    expect(await pendingBadge('2 decisiones sin enviar')).toBeInTheDocument();
    expect(sent('decision')).toHaveLength(0);
  });
});
