// Fixtures and a router for the filtered results' tests: cards as the API answers them, a stubbed API whose
// filtered pages depend on the query string, and the page in a memory router with the places it leads to.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FilteredAnswer, FilteredCard, FilteredPage } from '@vitrina/shared/search-filtered';
import type { Search } from '@vitrina/shared/searches';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { testProperty } from '@/components/publication-detail/test-publications';
import { configurationQueryKey } from '@/lib/configuration/get-configuration';
import { stubApi, testConfiguration } from '@/test/render';
import { testParticipant, testSearch } from '@/test/searches';
import { FilteredResultsPage } from './filtered-results-page';

export const lucia = testParticipant(7, 'Lucía Fernández', true);
export const bruno = testParticipant(9, 'Bruno Medina');
export const solo = testSearch();
export const shared = testSearch({ users: [lucia, bruno] });
export const base = `/search/${solo.uuid}`;

export function answer(user: { id: number; name: string }, like: boolean, more: Partial<FilteredAnswer> = {}) {
  return {
    user_id: user.id,
    name: user.name,
    avatar_url: null,
    like,
    is_super: false,
    comment: null,
    tags: [],
    ...more,
  };
}

export function filteredCard(id: number, title: string, overrides: Partial<FilteredCard> = {}): FilteredCard {
  return {
    ...testProperty({ id, title, amount: 100000 + id }),
    comment: null,
    tags: [],
    decided_at: '2026-11-21T10:00:00.000Z',
    answers: [],
    likes_count: 0,
    likers: [],
    badge: null,
    message_count: 0,
    ...overrides,
  };
}

export function filteredPage(data: FilteredCard[], search: Search = solo): FilteredPage {
  return {
    data,
    current_page: 1,
    last_page: 1,
    total: data.length,
    prev_page_url: null,
    next_page_url: null,
    participants: search.users.map((user) => ({ ...user, owner: user.pivot.owner })),
    decisions_true_count: 3,
    decisions_false_count: 2,
  };
}

type Answers = Parameters<typeof stubApi>[0];
type Query = Record<string, string>;

/**
 * The page at /account/search/{uuid}/filtered; `pages` answers each filtered request from its query string. Every
 * filtered query is kept, in order, in `queries`.
 */
export function renderFiltered(search: Search, pages: (query: Query) => FilteredCard[], answers: Answers = {}) {
  const queries: Query[] = [];
  const api = stubApi({
    [`GET ${base}`]: { status: 200, body: search },
    [`GET ${base}/count`]: { status: 200, body: { count: 12 } },
    [`POST ${base}/filtereds`]: () => {
      // The current call is the last one: the stub reads its answer before it awaits anything.
      const url = new URL(String(api.fetchStub.mock.calls.at(-1)![0]), 'http://localhost');
      const query = Object.fromEntries(url.searchParams);
      queries.push(query);
      return { status: 200, body: filteredPage(pages(query), search) };
    },
    [`POST ${base}/decision`]: { status: 200, body: { coincidences: { exists: false, users: [] } } },
    ...answers,
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(configurationQueryKey, testConfiguration());
  const router = createMemoryRouter(
    [
      { path: '/account/search/:uuid/filtered', element: <FilteredResultsPage /> },
      { path: '/search/:uuid', element: <h1>Mazo</h1> },
      { path: '/', element: <h1>Inicio</h1> },
    ],
    { initialEntries: [`/account/search/${search.uuid}/filtered`] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const decisions = () => api.requests.filter((request) => request.path === `${base}/decision`);
  return { ...api, queries, router, decisions };
}
