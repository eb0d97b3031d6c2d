// The server's render of a page (the API's pages module calls it): the same routes, providers and components the
// browser runs, rendered to HTML with the answers the page opens with already in the query cache, so a phone paints
// the page before the app's code arrives. The browser then hydrates that HTML (main.tsx) from the same answers.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { setRenderedHost } from '@/lib/page-host';
import { AppProviders } from '../providers';
import { routes } from '../routes';
import type { BootQuery } from './boot-data';

export { pageModule, pageQueries, type PageQuery } from './page-queries';

/**
 * The page at `url` as a visitor sees it, with `queries` already answered; null when its route redirects or fails,
 * and the browser renders it alone.
 */
export async function render(url: URL, queries: readonly BootQuery[]): Promise<string | null> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const query of queries) queryClient.setQueryData(query.key, query.data);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The render is synchronous from here: no other page's render can change the host before it ends.
  setRenderedHost(url.host);
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
