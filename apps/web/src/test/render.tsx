// Helpers for component tests: the app's providers around a component, and the whole app (shell, router,
// guard) in jsdom's browser history with a stubbed API.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { buildConfiguration, type Configuration, type ConfigurationEnv } from '@vitrina/shared/configuration';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { App } from '@/app/app';
import { configurationQueryKey, startConfiguration } from '@/features/configuration/api/get-configuration';

export function testConfiguration(env: Partial<ConfigurationEnv> = {}): Configuration {
  return buildConfiguration({ appName: 'Vitrina', contactEmail: 'hola@vitrina.test', ...env });
}

export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  return { queryClient, ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>) };
}

// The toast and modal host loads on first use; compiling it on demand in a test can outlast a query's timeout.
await import('@/app/overlay-host/overlay-host');

type ApiAnswer = { status: number; body?: unknown } | 'no-response';

/** Stubs fetch: each path under /api answers from the table; anything else is a 404 in the API's shape. */
export function stubApi(answers: Record<string, ApiAnswer | (() => ApiAnswer)>) {
  const calls: string[] = [];
  const fetchStub = vi.fn(async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname.replace(/^\/api/, '');
    calls.push(path);
    const entry = answers[path];
    const answer = typeof entry === 'function' ? entry() : (entry ?? { status: 404, body: { message: 'No se encontró la información que buscaba.' } });
    if (answer === 'no-response') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetchStub };
}

/** Renders the app as main.tsx does, at `path`, with the given routes (the real ones by default). */
export async function renderApp({ path = '/', routes }: { path?: string; routes?: RouteObject[] } = {}) {
  window.history.replaceState(null, '', path);
  const appRoutes = routes ?? (await import('@/app/routes')).routes;
  const queryClient = createQueryClient();
  startConfiguration(queryClient);
  const router = createBrowserRouter(appRoutes);
  const view = render(<App queryClient={queryClient} router={router} />);
  return { router, queryClient, ...view };
}

/** Renders one page inside a memory router with the configuration already loaded. */
export function renderPage(element: ReactElement, configuration: Configuration = testConfiguration()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(configurationQueryKey, configuration);
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
