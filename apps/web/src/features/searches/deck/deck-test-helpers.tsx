// Fixtures and helpers for the deck's tests: a search with its pages of cards behind a stubbed API, the page in a
// memory router, a pointer drag, and the clock steps of a decision.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { SearchCard } from '@vitrina/shared/searches';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { testProperty } from '@/components/publication-detail/test-publications';
import { configurationQueryKey } from '@/lib/configuration/get-configuration';
import { stubApi, testConfiguration, type ApiRequest } from '@/test/render';
import { testSearch } from '@/test/searches';
import { SearchResultsPage } from './search-results-page';

export const search = testSearch();
export const base = `/search/${search.uuid}`;
const decided = { status: 200, body: { coincidences: { exists: false, users: [] } } };

export function card(id: number, overrides: Partial<SearchCard> = {}): SearchCard {
  return { ...testProperty({ id, title: `Casa ${id}`, amount: 100000 + id }), comment: null, ...overrides };
}

export function cards(from: number, to: number): SearchCard[] {
  return Array.from({ length: to - from + 1 }, (_, index) => card(from + index));
}

type Answers = Parameters<typeof stubApi>[0];

export function renderDeck(answers: Answers = {}, pages: SearchCard[][] = [cards(1, 10), []]) {
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
      { path: '/account/group/:id/search', element: <h1>Búsquedas del grupo</h1> },
      { path: '/account/search/:uuid/filtered', element: <h1>Publicaciones filtradas</h1> },
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

export const active = (title: string) => screen.getByRole('article', { name: title });

export function drag(element: HTMLElement, dx: number, dy = 0) {
  fireEvent.pointerDown(element, { pointerId: 1, button: 0, clientX: 200, clientY: 300 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 200 + dx / 2, clientY: 300 + dy / 2 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 200 + dx, clientY: 300 + dy });
  fireEvent.pointerUp(element, { pointerId: 1, clientX: 200 + dx, clientY: 300 + dy });
}

/** Lets the answers of the stubbed API arrive. */
export async function settle() {
  await act(async () => {
    for (let index = 0; index < 5; index += 1) await Promise.resolve();
  });
}

/** A decision's call goes out in the task after the one that decided: the next timer of the test's clock. */
export async function callsGoOut() {
  act(() => vi.advanceTimersToNextTimer());
  await settle();
}

/** The next card takes its turn 500 ms after a decision. */
export function nextTurn() {
  act(() => vi.advanceTimersByTime(500));
}

export function keyboard(key: string) {
  fireEvent.keyDown(window, { key });
}

/**
 * Browsers move the focus off an element that becomes disabled, to the page (HTML's focus fixup rule); the test DOM keeps
 * it there. This does what a browser does, for tests of where the keyboard's focus goes. Returns the way to stop.
 */
export function moveFocusOffDisabled(): () => void {
  const observer = new MutationObserver(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !focused.matches(':disabled')) return;
    // The test DOM's blur() leaves a disabled element alone: the page takes the focus the way it can.
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  observer.observe(document, { attributes: true, subtree: true });
  return () => observer.disconnect();
}
