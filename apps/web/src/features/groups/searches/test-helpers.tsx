// The group's searches page in a router for tests, with the pages it sends people to as plain headings, searches as
// the group's list answers them, and an API stub whose list answers depend on the query the page asks with.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Group } from '@vitrina/shared/groups';
import type { Paged } from '@vitrina/shared/pagination';
import type { Search } from '@vitrina/shared/searches';
import { pagedAnswer } from '@/test/paged';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { configurationQueryKey } from '@/lib/configuration/get-configuration';
import { stubApi, testConfiguration } from '@/test/render';
import { testParticipant, testSearch } from '@/test/searches';
import type { CategoryCount } from '../api/get-group-categories';
import { testGroup } from '../test-helpers';
import { GroupSearchesPage } from './group-searches-page';

/** A search published in group 5 by Bruno Medina (id 9), seen by someone who did not create it. */
export function groupSearch(overrides: Partial<Search> = {}): Search {
  return testSearch({
    public: true,
    published_at: '2026-11-21T14:30:00.000Z',
    user_id: 9,
    group_id: 5,
    scope: { type: 'group', id: 5, name: 'Inmobiliaria Belgrano', slug: null },
    pivot: { owner: false },
    users: [testParticipant(9, 'Bruno Medina', true)],
    ...overrides,
  });
}

/** A member of the group who is not admin. */
export const memberPivot = { admin: false, owner: false, creator: false, created_at: '2024-08-07T15:00:00.000Z' };

export function renderGroupSearches(path = '/account/group/5/search') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(configurationQueryKey, testConfiguration());
  const router = createMemoryRouter(
    [
      { path: '/account/group/:id/search', element: <GroupSearchesPage /> },
      { path: '/account/group/:id/show', element: <h1>Página del grupo</h1> },
      { path: '/account/group/index', element: <h1>Listado de grupos</h1> },
      { path: '/search/:uuid', element: <h1>Resultados</h1> },
      { path: '/group/:id/search', element: <h1>Buscar en cartera</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}

export function searchPage(data: Search[], current = 1, last = 1, total = data.length): Paged<Search> {
  return pagedAnswer('/api/account/group/5/search', data, current, last, total);
}

type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/**
 * Stubs the group, its search categories and its searches; `searches` answers from the query of each list request,
 * and `extra` adds answers (a deletion). `queries` holds the list queries the page sent, in order.
 */
export function stubGroupSearches({
  group = testGroup(),
  categories = [],
  searches,
  extra = {},
}: {
  group?: Group | { status: number; body?: unknown };
  categories?: CategoryCount[];
  searches: (query: URLSearchParams) => Answer;
  extra?: Parameters<typeof stubApi>[0];
}) {
  const queries: URLSearchParams[] = [];
  const api = stubApi({
    'GET /account/group/5': 'status' in group ? group : { status: 200, body: group },
    'GET /account/group/5/search/categories': { status: 200, body: categories },
    'GET /account/group/5/search': () => {
      // The stub records the call before answering, so the last call is this request.
      const url = new URL(String(api.fetchStub.mock.lastCall?.[0]), 'http://localhost');
      queries.push(url.searchParams);
      return searches(url.searchParams);
    },
    ...extra,
  });
  return { ...api, queries };
}
