// Fixtures and routers for the publications pages' tests: the list, the form pages and the places they send
// people to, with the configuration loaded; and uploads (XMLHttpRequest, for their progress) answered by the
// same stubbed fetch as every other request, so a test reads one log of requests.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ConfigurationEnv } from '@vitrina/shared/configuration-values';
import type { Paged } from '@vitrina/shared/pagination';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { configurationQueryKey } from '@/lib/configuration/get-configuration';
import { testConfiguration } from '@/test/render';
import { PublicationFormPage } from './pages/publication-form-page';
import { PublicationListPage } from './pages/publication-list-page';

export { testClothing, testMedia, testProperty } from '@/components/publication-detail/test-publications';

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

/** `env` changes the configuration the server would send (the upload limit, say). */
export function renderPublications(path: string, env: Partial<ConfigurationEnv> = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(configurationQueryKey, testConfiguration(env));
  const router = createMemoryRouter(
    [
      { path: '/account/publication/index', element: <PublicationListPage /> },
      { path: '/account/publication/create', element: <PublicationFormPage /> },
      { path: '/account/publication/:id/edit', element: <PublicationFormPage /> },
      { path: '/account/publication/synchronizer', element: <h1>Sincronizar publicaciones</h1> },
      { path: '*', element: <h1>Otra página</h1> },
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

/** XMLHttpRequest that sends through the (stubbed) fetch and reports the upload in two halves. */
export function routeUploadsThroughFetch() {
  class FetchXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private contentType: string | null = null;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? this.contentType : null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      void (async () => {
        for (const loaded of [1, 2])
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 2 } as ProgressEvent);
        try {
          const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
          this.status = response.status;
          this.contentType = response.headers.get('content-type');
          this.responseText = await response.text();
          this.onload?.();
        } catch {
          this.onerror?.();
        }
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FetchXhr);
}

/** Files as a person picks them. */
export function imageFile(name: string, type = name.endsWith('.png') ? 'image/png' : 'image/jpeg'): File {
  return new File([new Uint8Array([1, 2, 3])], name, { type });
}

/** The test DOM has no object URLs; the previews need some address. */
export function stubObjectUrls() {
  if (!('createObjectURL' in URL)) Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });
  let next = 0;
  const created: string[] = [];
  const revoked: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    next += 1;
    created.push(`blob:preview-${next}`);
    return `blob:preview-${next}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void revoked.push(url));
  return { created, revoked };
}
