// The count of listings still to see ('N publicaciones por ver') always ends equal to what GET /search/{id}/count
// answers once the decisions have settled, however the deck's own moves and the API's readings cross. The API here
// keeps the decisions it received and counts when a reading arrives, as the real one does; the test holds a reading's
// answer back to let a decision or an undo overtake it. Decisions waiting in the offline queue are not in the API's
// count until they are sent.
import { IDBFactory } from 'fake-indexeddb';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/test/users';
import type { ApiRequest } from '@/test/render';
import { base, callsGoOut, cards, keyboard, nextTurn, renderDeck, settle } from './deck-test-helpers';
import { decisionQueue } from './offline/decision-queue';
import { RETRY_FIRST_MS, stopDecisionSync } from './offline/decision-sync';
import { closeOfflineDb } from './offline/idb';

beforeEach(() => {
  document.cookie = 'guide-search=1; path=/';
  closeOfflineDb();
  // A new, empty disk for each test; the window's own comes back after it (the setup unstubs globals).
  vi.stubGlobal('indexedDB', new IDBFactory());
  decisionQueue.forget();
});
afterEach(() => {
  vi.useRealTimers();
  stopDecisionSync();
});

const TOTAL = 12;

/** The API's side of the count: what it stored, and readings whose answers wait for the test. */
function countingApi() {
  const stored = new Set<number>();
  const held: (() => void)[] = [];
  let holdNext = false;
  const idOf = (request: ApiRequest) => (request.body as { publication_id: number }).publication_id;
  return {
    stored,
    /** The next reading is counted when it arrives, and answered when the test releases it. */
    holdNextReading: () => {
      holdNext = true;
    },
    held: () => held.length,
    release: () => held.shift()?.(),
    answers: {
      [`POST ${base}/decision`]: (request: ApiRequest) => {
        stored.add(idOf(request));
        return { status: 200, body: { coincidences: { exists: false, users: [] } } };
      },
      [`POST ${base}/undo`]: (request: ApiRequest) => {
        stored.delete(idOf(request));
        return { status: 204 };
      },
      [`GET ${base}/count`]: () => {
        const answer = { status: 200, body: { count: TOTAL - stored.size } };
        if (!holdNext) return answer;
        holdNext = false;
        return new Promise<typeof answer>((resolve) => held.push(() => resolve(answer)));
      },
    },
  };
}

/** What the options button says is left. */
const shown = () => screen.getByRole('button', { name: /^Opciones/ }).getAttribute('aria-label');
const saying = (count: number) => `Opciones (${count} publicaciones por ver)`;

/** Lets the deck's timers and the API's answers run until `done`, as a person waiting a moment would. */
async function until(done: () => boolean) {
  for (let step = 0; step < 40 && !done(); step += 1) await callsGoOut();
  expect(done()).toBe(true);
}

/** Decides `times` cards with the left arrow, each after the previous one's turn. */
async function discard(times: number) {
  for (let index = 0; index < times; index += 1) {
    keyboard('ArrowLeft');
    await callsGoOut();
    nextTurn();
  }
}

/** Opens the deck and decides until the next page comes, whose arrival reads the count again (held back). */
async function readingUnderWay() {
  signInAs();
  const api = countingApi();
  const { calls } = renderDeck(api.answers, [cards(1, 10), cards(11, 12)]);
  await screen.findByRole('article', { name: 'Casa 1' });
  await screen.findByRole('button', { name: `Opciones (${TOTAL} publicaciones por ver)` });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  api.holdNextReading();
  // A page of 10: the 7th decision leaves a third of it, and the next page is asked for.
  await discard(7);
  await until(() => api.held() === 1);
  expect(calls.filter((path) => path === `${base}/results`)).toHaveLength(2);
  return api;
}

describe('the count of what is left', () => {
  it('is not put back by a reading that a decision overtook', async () => {
    const api = await readingUnderWay();
    // The reading counted 7 decisions; an 8th is made and stored while its answer is on the way.
    await discard(1);
    await until(() => api.stored.size === 8);
    expect(shown()).toBe(saying(TOTAL - 8));
    api.release();
    for (let step = 0; step < 5; step += 1) await callsGoOut();
    await settle();
    expect(api.stored.size).toBe(8);
    expect(shown()).toBe(saying(TOTAL - api.stored.size));
  });

  it('is not put back by a reading that an undo overtook', async () => {
    const api = await readingUnderWay();
    keyboard('z');
    await until(() => api.stored.size === 6);
    expect(shown()).toBe(saying(TOTAL - 6));
    api.release();
    for (let step = 0; step < 5; step += 1) await callsGoOut();
    await settle();
    expect(api.stored.size).toBe(6);
    expect(shown()).toBe(saying(TOTAL - api.stored.size));
  });

  it('leaves out the decisions waiting to be sent, and counts them once they are', async () => {
    signInAs();
    const api = countingApi();
    let connected = false;
    const { calls } = renderDeck(
      {
        ...api.answers,
        // The first decision finds no connection: it waits in the queue, and the next ones wait behind it.
        [`POST ${base}/decision`]: (request: ApiRequest) =>
          connected ? api.answers[`POST ${base}/decision`](request) : 'no-response',
      },
      [cards(1, 10), cards(11, 12)],
    );
    await screen.findByRole('article', { name: 'Casa 1' });
    await screen.findByRole('button', { name: saying(TOTAL) });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await discard(7);
    // The next page came, and with it a reading of the count: none of the 7 reached the API.
    await until(() => calls.filter((path) => path === `${base}/count`).length === 2);
    for (let step = 0; step < 5; step += 1) await callsGoOut();
    expect(api.stored.size).toBe(0);
    expect(shown()).toBe(saying(TOTAL - 7));

    connected = true;
    act(() => vi.advanceTimersByTime(RETRY_FIRST_MS));
    await until(() => api.stored.size === 7);
    for (let step = 0; step < 5; step += 1) await callsGoOut();
    await settle();
    expect(shown()).toBe(saying(TOTAL - api.stored.size));
  });
});
