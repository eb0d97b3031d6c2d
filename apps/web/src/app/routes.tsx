// Every route of the app with its metadata (route-meta.ts). Pages load lazily so the first visit only downloads
// the shell and the page it opens.
import { matchRoutes, type RouteObject } from 'react-router';
import { accessOf, type RouteMeta } from './route-meta';
import { AppShell } from './shell/app-shell';
import { RouteError } from './shell/route-error';
import { Splash } from './shell/splash';

const meta = (value: RouteMeta) => value;

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppShell accessFor={accessFor} />,
    // Shown while the first page's code arrives on a cold start.
    hydrateFallbackElement: <Splash />,
    handle: meta({ title: 'Inicio' }),
    children: [
      {
        // Errors of a page render inside the shell, which stays usable.
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            handle: meta({ micrositeForbidden: true, tone: 'brand' }),
            lazy: async () => ({ Component: (await import('@/features/home/pages/home-page')).HomePage }),
          },
          {
            path: 'legal/terms',
            handle: meta({ title: 'Términos y condiciones' }),
            lazy: async () => ({ Component: (await import('@/features/legal/pages/terms-page')).TermsPage }),
          },
          {
            path: 'legal/privacy',
            handle: meta({ title: 'Política de privacidad' }),
            lazy: async () => ({ Component: (await import('@/features/legal/pages/privacy-page')).PrivacyPage }),
          },
          {
            path: '*',
            handle: meta({ title: 'Página no encontrada' }),
            lazy: async () => ({ Component: (await import('@/features/not-found/pages/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

/** The access rules of the routes a location would match, for the guard to check before navigating. */
export function accessFor(location: { pathname: string }) {
  return accessOf((matchRoutes(routes, location) ?? []).map((match) => match.route.handle));
}
