// Every route of the app: the shell, and inside it the pages (page-routes.tsx). A page's errors render inside the
// shell, which stays usable.
import type { RouteObject } from 'react-router';
import { accessFor, pageRoutes } from './page-routes';
import type { RouteMeta } from './route-meta';
import { AppShell } from './shell/app-shell';
import { RouteError } from './shell/route-error';
import { Splash } from './shell/splash';

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppShell accessFor={accessFor} />,
    // Shown while the first page's code arrives on a cold start.
    hydrateFallbackElement: <Splash />,
    handle: { title: 'Inicio' } satisfies RouteMeta,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];
