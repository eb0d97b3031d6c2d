// The app's pages with their metadata (route-meta.ts), and what the shell and the guard look up in them: the
// access rules of a location and the path of a named route. Pages load lazily so the first visit only downloads
// the shell and the page it opens. routes.tsx mounts these pages inside the shell.
import { matchRoutes, type RouteObject } from 'react-router';
import { accessOf, type RouteMeta } from './route-meta';

const meta = (value: RouteMeta) => value;
const groupCrumbs = [{ title: 'Grupos', to: '/account/group/index' }];
const publicationCrumbs = [{ title: 'Publicaciones', to: '/account/publication/index' }];
const adminUserCrumbs = [{ title: 'Usuarios', to: '/admin/user/index' }];
const adminGroupCrumbs = [{ title: 'Grupos', to: '/admin/group/index' }];
const adminMicrositeCrumbs = [{ title: 'Micrositios', to: '/admin/microsite/index' }];

/** The name in a loader's answer, for breadcrumbs of pages about one named thing. */
function nameOf(data: unknown): string | undefined {
  const name = (data as { name?: unknown } | null | undefined)?.name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

export const pageRoutes: RouteObject[] = [
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
    // Login required; the page checks it itself, see logout-page.tsx.
    path: 'auth/logout',
    handle: meta({ name: 'auth.logout', title: 'Cerrar sesión' }),
    lazy: async () => {
      const { LogoutPage } = await import('@/features/auth/pages/logout-page');
      return { element: <LogoutPage guestCanOpen={guestCanOpen} /> };
    },
  },
  {
    // Guests only, but a signed-in visitor sees not-found rather than the guard's message.
    path: 'auth/social/:service',
    handle: meta({ name: 'auth.social', title: 'Ingresar', userSection: true }),
    lazy: async () => ({
      Component: (await import('@/features/auth/pages/social-callback-page')).SocialCallbackPage,
    }),
  },
  {
    path: 'account',
    handle: meta({ auth: 'required', userSection: true }),
    children: [
      {
        path: 'setting',
        handle: meta({ title: 'Mi perfil' }),
        children: [
          {
            index: true,
            handle: meta({ name: 'account.setting.index' }),
            lazy: async () => ({
              Component: (await import('@/features/account/pages/profile-page')).ProfilePage,
            }),
          },
          {
            path: 'slug',
            handle: meta({ name: 'account.setting.slug', title: 'Tienda' }),
            lazy: async () => ({ Component: (await import('@/features/account/pages/slug-page')).SlugPage }),
          },
          {
            path: 'visit',
            handle: meta({ name: 'account.setting.visit', title: 'Visitas' }),
            lazy: async () => ({
              Component: (await import('@/features/visits/pages/availability-page')).AvailabilityPage,
            }),
          },
        ],
      },
      {
        path: 'visit',
        handle: meta({ name: 'account.visit.index', title: 'Mis visitas' }),
        lazy: async () => ({ Component: (await import('@/features/visits/pages/visits-page')).ClientVisitsPage }),
      },
      {
        path: 'agenda',
        handle: meta({ name: 'account.agenda.index', title: 'Agenda' }),
        lazy: async () => ({ Component: (await import('@/features/visits/pages/visits-page')).AgendaPage }),
      },
      {
        path: 'activity',
        handle: meta({ name: 'account.activity', title: 'Actividad' }),
        lazy: async () => ({
          Component: (await import('@/features/activity/pages/activity-page')).ActivityPage,
        }),
      },
      {
        // No title of its own: /account/search is no page.
        path: 'search',
        children: [
          {
            path: 'index',
            handle: meta({ name: 'account.search.index', title: 'Listado de tus busquedas' }),
            lazy: async () => ({
              Component: (await import('@/features/searches/history/search-history-page')).SearchHistoryPage,
            }),
          },
          {
            // A search's filtered results: its participants and its group's members (the API answers 404 to others).
            path: ':uuid/filtered',
            handle: meta({
              name: 'account.search.filtered',
              title: 'Resultados de la búsqueda',
              auth: 'required',
              parents: [{ title: 'Listado de tus busquedas', to: '/account/search/index' }],
            }),
            lazy: async () => ({
              Component: (await import('@/features/searches/filtered/filtered-results-page')).FilteredResultsPage,
            }),
          },
        ],
      },
      {
        // No title of its own: /account/group is no page, so its breadcrumb would lead nowhere.
        path: 'group',
        handle: meta({ groupSection: true }),
        children: [
          {
            path: 'index',
            handle: meta({ name: 'account.group.index', title: 'Listado de grupos' }),
            lazy: async () => ({
              Component: (await import('@/features/groups/pages/group-list-page')).GroupListPage,
            }),
          },
          {
            path: 'create',
            handle: meta({ name: 'account.group.create', title: 'Crear grupo', parents: groupCrumbs }),
            lazy: async () => ({
              Component: (await import('@/features/groups/pages/group-form-page')).GroupFormPage,
            }),
          },
          {
            path: ':id/edit',
            handle: meta({ name: 'account.group.edit', title: 'Editar grupo', parents: groupCrumbs }),
            lazy: async () => ({
              Component: (await import('@/features/groups/pages/group-form-page')).GroupFormPage,
            }),
          },
          {
            // The loader fetches the group so the breadcrumb reads its name.
            path: ':id/show',
            handle: meta({
              name: 'account.group.show',
              title: (match) => nameOf(match.data) ?? 'Grupo',
              parents: groupCrumbs,
            }),
            lazy: async () => {
              const [{ GroupShowPage }, { groupShowLoader }] = await Promise.all([
                import('@/features/groups/pages/group-show-page'),
                import('@/features/groups/pages/group-show-loader'),
              ]);
              return { Component: GroupShowPage, loader: groupShowLoader };
            },
          },
          {
            // The group's portfolio; the same loader gives the breadcrumb the group's name.
            path: ':id/publication',
            handle: meta({
              name: 'account.group.publication',
              title: (match) => {
                const name = nameOf(match.data);
                return name ? `Cartera de ${name}` : 'Cartera';
              },
              parents: groupCrumbs,
            }),
            lazy: async () => {
              const [{ GroupPortfolioPage }, { groupShowLoader }] = await Promise.all([
                import('@/features/groups/pages/group-portfolio-page'),
                import('@/features/groups/pages/group-show-loader'),
              ]);
              return { Component: GroupPortfolioPage, loader: groupShowLoader };
            },
          },
          {
            // The searches published in the group; the same loader gives the breadcrumb the group's name.
            path: ':id/search',
            handle: meta({
              name: 'account.group.search',
              title: (match) => {
                const name = nameOf(match.data);
                return name ? `Búsquedas de ${name}` : 'Búsquedas';
              },
              parents: groupCrumbs,
            }),
            lazy: async () => {
              const [{ GroupSearchesPage }, { groupShowLoader }] = await Promise.all([
                import('@/features/groups/searches/group-searches-page'),
                import('@/features/groups/pages/group-show-loader'),
              ]);
              return { Component: GroupSearchesPage, loader: groupShowLoader };
            },
          },
        ],
      },
      {
        // 'Consultas' (product.md, Leads): the leads the person received; the lead's mail and push open it.
        path: 'lead',
        handle: meta({ name: 'account.lead.index', title: 'Consultas' }),
        lazy: async () => ({ Component: (await import('@/features/leads/pages/leads-page')).LeadsPage }),
      },
      {
        // No title of its own, as 'group': /account/stat is no page. Both pages load @mantine/charts' chunk, and no
        // other route does.
        path: 'stat',
        children: [
          {
            path: 'index',
            handle: meta({ name: 'account.stat.index', title: 'Ver estadísticas' }),
            lazy: async () => ({ Component: (await import('@/features/stats/pages/stat-page')).StatPage }),
          },
          {
            path: 'publication/:id',
            handle: meta({
              name: 'account.stat.publication',
              title: 'SuperLikes de la publicación',
              parents: [{ title: 'Ver estadísticas', to: '/account/stat/index' }],
            }),
            lazy: async () => ({
              Component: (await import('@/features/stats/pages/superlikes-page')).SuperlikesPage,
            }),
          },
        ],
      },
      {
        // No title of its own, as 'group': /account/publication is no page.
        path: 'publication',
        children: [
          {
            path: 'index',
            handle: meta({ name: 'account.publication.index', title: 'Listado de publicaciones' }),
            lazy: async () => ({
              Component: (await import('@/features/publications/pages/publication-list-page')).PublicationListPage,
            }),
          },
          {
            path: 'create',
            handle: meta({
              name: 'account.publication.create',
              title: 'Nueva publicación',
              parents: publicationCrumbs,
            }),
            lazy: async () => ({
              Component: (await import('@/features/publications/pages/publication-form-page')).PublicationFormPage,
            }),
          },
          {
            path: ':id/edit',
            handle: meta({
              name: 'account.publication.edit',
              title: 'Editar publicación',
              parents: publicationCrumbs,
            }),
            lazy: async () => ({
              Component: (await import('@/features/publications/pages/publication-form-page')).PublicationFormPage,
            }),
          },
          {
            path: 'synchronizer',
            handle: meta({
              name: 'account.publication.synchronizer',
              title: 'Sincronizar publicaciones',
              parents: publicationCrumbs,
            }),
            lazy: async () => ({
              Component: (await import('@/features/synchronizer/pages/synchronizer-page')).SynchronizerPage,
            }),
          },
        ],
      },
    ],
  },
  {
    // Administration (product.md, Administration): each section behind its permission; the guard refuses the rest with
    // its message.
    // No title of its own: /admin is no page.
    // The administration is the platform's: a microsite's host sends it to the microsite home.
    path: 'admin',
    handle: meta({ auth: 'required', micrositeForbidden: true }),
    children: [
      {
        path: 'user',
        handle: meta({ permission: 'users' }),
        children: [
          {
            path: 'index',
            handle: meta({ name: 'admin.user.index', title: 'Usuarios' }),
            lazy: async () => ({
              Component: (await import('@/features/admin/pages/user-list-page')).UserListPage,
            }),
          },
          {
            // The loader fetches the user so the breadcrumb reads their name.
            path: ':id',
            handle: meta({
              name: 'admin.user.show',
              title: (match) => nameOf(match.data) ?? 'Usuario',
              parents: adminUserCrumbs,
            }),
            lazy: async () => {
              const [{ UserShowPage }, { adminUserLoader }] = await Promise.all([
                import('@/features/admin/pages/user-show-page'),
                import('@/features/admin/pages/admin-loaders'),
              ]);
              return { Component: UserShowPage, loader: adminUserLoader };
            },
          },
        ],
      },
      {
        path: 'group',
        handle: meta({ permission: 'groups' }),
        children: [
          {
            path: 'index',
            handle: meta({ name: 'admin.group.index', title: 'Grupos' }),
            lazy: async () => ({
              Component: (await import('@/features/admin/pages/group-list-page')).GroupListPage,
            }),
          },
          {
            path: ':id',
            handle: meta({
              name: 'admin.group.show',
              title: (match) => nameOf(match.data) ?? 'Grupo',
              parents: adminGroupCrumbs,
            }),
            lazy: async () => {
              const [{ GroupShowPage }, { adminGroupLoader }] = await Promise.all([
                import('@/features/admin/pages/group-show-page'),
                import('@/features/admin/pages/admin-loaders'),
              ]);
              return { Component: GroupShowPage, loader: adminGroupLoader };
            },
          },
        ],
      },
      {
        path: 'microsite',
        handle: meta({ permission: 'microsites' }),
        children: [
          {
            path: 'index',
            handle: meta({ name: 'admin.microsite.index', title: 'Micrositios' }),
            lazy: async () => ({
              Component: (await import('@/features/admin/pages/microsite-list-page')).MicrositeListPage,
            }),
          },
          {
            path: 'create',
            handle: meta({ name: 'admin.microsite.create', title: 'Nuevo micrositio', parents: adminMicrositeCrumbs }),
            lazy: async () => ({
              Component: (await import('@/features/admin/pages/microsite-create-page')).MicrositeCreatePage,
            }),
          },
          {
            // The loader fetches the microsite so the breadcrumb reads its name.
            path: ':id',
            handle: meta({
              name: 'admin.microsite.show',
              title: (match) => nameOf(match.data) ?? 'Micrositio',
              parents: adminMicrositeCrumbs,
            }),
            lazy: async () => {
              const [{ MicrositeShowPage }, { adminMicrositeLoader }] = await Promise.all([
                import('@/features/admin/pages/microsite-show-page'),
                import('@/features/admin/pages/admin-loaders'),
              ]);
              return { Component: MicrositeShowPage, loader: adminMicrositeLoader };
            },
          },
        ],
      },
      {
        path: 'search',
        handle: meta({ permission: 'searches' }),
        children: [
          {
            path: 'index',
            handle: meta({ name: 'admin.search.index', title: 'Búsquedas' }),
            lazy: async () => ({
              Component: (await import('@/features/admin/pages/search-list-page')).SearchListPage,
            }),
          },
        ],
      },
    ],
  },
  {
    // The search builder over the whole platform; visitors may search (deciding asks for a session). A microsite
    // searches its own listings only (/microsite/search); a search's results stay open to it.
    path: 'search',
    children: [
      {
        index: true,
        handle: meta({ name: 'search', title: 'Buscar', micrositeForbidden: true }),
        lazy: async () => ({
          Component: (await import('@/features/searches/builder/search-builder-page')).SearchBuilderPage,
        }),
      },
      {
        path: ':uuid',
        handle: meta({ name: 'search.result', title: 'Resultados' }),
        lazy: async () => ({
          Component: (await import('@/features/searches/deck/search-results-page')).SearchResultsPage,
        }),
      },
    ],
  },
  {
    // A microsite's home and search builder; on the platform both show not-found.
    path: 'microsite',
    children: [
      {
        index: true,
        handle: meta({ name: 'microsite.home', hideBack: true }),
        lazy: async () => ({
          Component: (await import('@/features/microsite/pages/microsite-home-page')).MicrositeHomePage,
        }),
      },
      {
        path: 'search',
        handle: meta({ name: 'microsite.search', title: 'Buscar' }),
        lazy: async () => {
          const { SearchBuilderPage } = await import('@/features/searches/builder/search-builder-page');
          return { element: <SearchBuilderPage scope="microsite" /> };
        },
      },
    ],
  },
  {
    // A group's portfolio search: members only (the API answers 404 to anyone else).
    path: 'group/:id/search',
    handle: meta({ name: 'group.search', title: 'Buscar en cartera', auth: 'required', groupSection: true }),
    lazy: async () => ({
      Component: (await import('@/features/searches/builder/search-builder-page')).SearchBuilderPage,
    }),
  },
  {
    // One user's public listings. A microsite offers its users' searches through its own switcher instead.
    path: ':slug/search',
    handle: meta({ name: 'user.search', title: 'Buscar', micrositeForbidden: true }),
    lazy: async () => ({
      Component: (await import('@/features/searches/builder/search-builder-page')).SearchBuilderPage,
    }),
  },
  {
    // A public listing's own page, for anyone; the server renders it for visitors (app/ssr/page-queries.ts).
    path: 'publication/:id',
    handle: meta({ name: 'publication.show', title: 'Publicación' }),
    lazy: async () => ({
      Component: (await import('@/features/publication-page/pages/publication-page')).PublicationPage,
    }),
  },
  {
    // A daily digest's unsubscribe link: public, no session.
    path: 'alert/unsubscribe/:token',
    handle: meta({ name: 'alert.unsubscribe', title: 'Avisos de nuevas publicaciones' }),
    lazy: async () => ({
      Component: (await import('@/features/search-alerts/pages/unsubscribe-page')).UnsubscribePage,
    }),
  },
  {
    // Anyone may open it; answering asks for a session.
    path: 'invitation/:uuid',
    handle: meta({ name: 'invitation.index', title: 'Invitación', groupSection: true }),
    lazy: async () => ({
      Component: (await import('@/features/invitations/pages/invitation-page')).InvitationPage,
    }),
  },
  {
    // A user's public store. A dynamic segment ranks below every fixed path (account, legal, auth,
    // invitation), and it matches one segment only, so deeper unknown paths still reach '*'. A microsite shows its
    // users' galleries on its own home, and no other user's store.
    path: ':slug',
    handle: meta({ name: 'user.home', micrositeForbidden: true }),
    lazy: async () => ({ Component: (await import('@/features/store/pages/store-page')).StorePage }),
  },
  {
    path: '*',
    handle: meta({ title: 'Página no encontrada' }),
    lazy: async () => ({ Component: (await import('@/features/not-found/pages/not-found-page')).NotFoundPage }),
  },
];

/** The access rules of the routes a location would match, for the guard to check before navigating. */
export function accessFor(location: { pathname: string }) {
  return accessOf((matchRoutes(pageRoutes, location) ?? []).map((match) => match.route.handle));
}

/** Whether a guest may open an in-app path (where a logout may send the person). */
function guestCanOpen(path: string): boolean {
  const access = accessFor({ pathname: new URL(path, 'http://app.invalid').pathname });
  return access.auth !== 'required' && !access.permission;
}

function joinPath(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`;
}

/** The path of a named route, or null while no route has that name (menus hide entries for pages not built). */
export function routePath(name: string, list: RouteObject[] = pageRoutes, base = ''): string | null {
  for (const route of list) {
    const path = route.path ? joinPath(base, route.path) : base;
    if ((route.handle as RouteMeta | undefined)?.name === name) return path || '/';
    const found = route.children ? routePath(name, route.children, path) : null;
    if (found) return found;
  }
  return null;
}
