// Helpers for component tests: the app's providers around a component, and the whole app (shell, router,
// guard) in the test DOM's browser history with a stubbed API.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { Configuration } from '@vitrina/shared/configuration';
import { buildConfiguration, type ConfigurationEnv } from '@vitrina/shared/configuration-values';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { App } from '@/app/app';
import { configurationQueryKey, startConfiguration } from '@/lib/configuration/get-configuration';
import { keepRouter } from './routers';

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
type ApiEntry = ApiAnswer | ((request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>);

/** A request the app made: the JSON body parsed, a multipart body as its FormData. */
export type ApiRequest = { method: string; path: string; body: unknown };

/**
 * Stubs fetch: each path under /api answers from the table (keys are 'METHOD /path' or just '/path'; a function
 * may answer later, to hold a request in flight); anything else is a 404 in the API's shape.
 */
export function stubApi(answers: Record<string, ApiEntry>) {
  const calls: string[] = [];
  const requests: ApiRequest[] = [];
  const fetchStub = vi.fn(async (input: string, init: RequestInit = {}) => {
    const path = new URL(input, 'http://localhost').pathname.replace(/^\/api/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? null);
    const request = { method, path, body };
    calls.push(path);
    requests.push(request);
    const entry = answers[`${method} ${path}`] ?? answers[path];
    const answer =
      typeof entry === 'function'
        ? await entry(request)
        : (entry ?? { status: 404, body: { message: 'No se encontró la información que buscaba.' } });
    if (answer === 'no-response') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, requests, fetchStub };
}

/** A promise to hand to an API stub and settle from the test, to look at the app while a request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Renders the app as main.tsx does, at `path`, with the given routes (the real ones by default). */
export async function renderApp({ path = '/', routes }: { path?: string; routes?: RouteObject[] } = {}) {
  window.history.replaceState(null, '', path);
  const appRoutes = routes ?? (await import('@/app/routes')).routes;
  const queryClient = createQueryClient();
  startConfiguration(queryClient);
  const router = createBrowserRouter(appRoutes);
  keepRouter(router);
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
