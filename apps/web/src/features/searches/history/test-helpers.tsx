// Fixtures and a router for the history page's tests: the page with the places it sends people to (the deck, the
// filtered results, the builder) as plain headings.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Paged } from '@vitrina/shared/pagination';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { SearchHistoryPage } from './search-history-page';

export { testParticipant, testSearch } from '@/test/searches';

export function paged<T>(data: T[], page = 1, lastPage = 1): Paged<T> {
  return {
    data,
    current_page: page,
    last_page: lastPage,
    total: data.length,
    prev_page_url: null,
    next_page_url: null,
  };
}

export function renderHistory(path = '/account/search/index') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/account/search/index', element: <SearchHistoryPage /> },
      { path: '/search/:uuid', element: <h1>Resultados</h1> },
      { path: '/account/search/:uuid/filtered', element: <h1>Resultados filtrados</h1> },
      { path: '/search', element: <h1>Buscar</h1> },
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
