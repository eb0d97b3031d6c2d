// The portfolio page in a router for tests, with the pages it sends people to as plain headings, and an API
// stub whose listing answers depend on the query (filters and page) the page asks with.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Group } from '@vitrina/shared/groups';
import type { Paged } from '@vitrina/shared/pagination';
import type { Publication } from '@vitrina/shared/publications';
import { pagedAnswer } from '@/test/paged';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { configurationQueryKey } from '@/lib/configuration/get-configuration';
import { stubApi, testConfiguration } from '@/test/render';
import type { CategoryCount } from './api/get-group-categories';
import { GroupPortfolioPage } from './pages/group-portfolio-page';
import { testGroup } from './test-helpers';

const portfolioPath = '/account/group/5/publication';

export function renderPortfolio(path = portfolioPath) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(configurationQueryKey, testConfiguration());
  const router = createMemoryRouter(
    [
      { path: '/account/group/:id/publication', element: <GroupPortfolioPage /> },
      { path: '/account/group/:id/show', element: <h1>Página del grupo</h1> },
      { path: '/account/group/index', element: <h1>Listado de grupos</h1> },
      { path: '/:slug', element: <h1>Tienda</h1> },
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

export function page(data: Publication[], current = 1, last = 1, total = data.length): Paged<Publication> {
  return pagedAnswer('/api/account/group/5/publication', data, current, last, total);
}

type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/**
 * Stubs the group, its categories and its listings; `listings` answers from the query of each listing request.
 * `queries` holds the queries the page sent, in order.
 */
export function stubPortfolio({
  group = testGroup(),
  categories = [],
  listings,
}: {
  group?: Group | { status: number; body?: unknown };
  /** The counts, or the counts for the query the page asks them with (its time filter). */
  categories?: CategoryCount[] | ((query: URLSearchParams) => CategoryCount[]);
  listings: (query: URLSearchParams) => Answer;
}) {
  const queries: URLSearchParams[] = [];
  const api = stubApi({
    'GET /account/group/5': 'status' in group ? group : { status: 200, body: group },
    'GET /account/group/5/publication/categories': () => {
      const url = new URL(String(api.fetchStub.mock.lastCall?.[0]), 'http://localhost');
      return { status: 200, body: typeof categories === 'function' ? categories(url.searchParams) : categories };
    },
    'GET /account/group/5/publication': () => {
      // The stub records the call before answering, so the last call is this request.
      const url = new URL(String(api.fetchStub.mock.lastCall?.[0]), 'http://localhost');
      queries.push(url.searchParams);
      return listings(url.searchParams);
    },
  });
  return { ...api, queries };
}

/** A card's accessible name: its title, then its price and kind (more than a title another listing may share). */
export function cardName(title: string | null): RegExp {
  const escaped = (title ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped} (US\\$|\\$|Sin precio)`);
}
