// The browser's side of a page the server rendered: its answers go into the query cache before the first render, and
// the code of the routes it shows is loaded before hydrating, so the first render in the browser is the server's.
import { matchRoutes, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { nextTask } from '@/lib/next-task';
import type { BootData } from './boot-data';

/** How long the server's answers count as fresh: the page does not ask for them again as it starts. */
const BOOT_FRESH_MS = 60_000;

export function seedBootData(queryClient: QueryClient, boot: BootData): void {
  for (const query of boot.queries) {
    queryClient.setQueryDefaults(query.key, { staleTime: BOOT_FRESH_MS });
    queryClient.setQueryData(query.key, query.data);
  }
}

/**
 * Loads the lazy routes `pathname` matches and puts what they export on them, as the router would on navigating. The
 * matching (ranking every route) and asking for the code (a link for each of its files) are tasks of their own.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await nextTask();
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
