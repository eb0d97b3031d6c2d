// The synchronizer page for tests, with the list it sends people to, and synchronizers as the API answers them.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Synchronizer } from '@vitrina/shared/synchronizer';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { configurationQueryKey } from '@/lib/configuration/get-configuration';
import { testConfiguration } from '@/test/render';
import { SynchronizerPage } from './pages/synchronizer-page';

export function testSynchronizer(overrides: Partial<Synchronizer> = {}): Synchronizer {
  return {
    id: 3,
    type: 'json',
    config: { url: 'https://inmobiliaria.example/feed.json' },
    has_password: false,
    sync_on: '2026-11-20T18:45:00.000Z',
    status: 'idle',
    progress: { done: 0, total: 0 },
    started_at: null,
    finished_at: null,
    last_error: null,
    publications_count: 12,
    ...overrides,
  };
}

export function renderSynchronizer() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(configurationQueryKey, testConfiguration());
  const router = createMemoryRouter(
    [
      { path: '/account/publication/synchronizer', element: <SynchronizerPage /> },
      { path: '/account/publication/index', element: <h1>Listado de publicaciones</h1> },
    ],
    { initialEntries: ['/account/publication/synchronizer'] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}
