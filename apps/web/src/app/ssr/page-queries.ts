// Which pages the server renders, and the answers each opens with (entry-server.tsx). The server asks its own API for
// them as the visitor would (same host, no session) and hands them to the render and to the browser, so neither
// waits for a round trip the page was going to make anyway. Pages for signed-in people are not rendered: their
// session lives in the browser alone.
import { isReservedSlug } from '@vitrina/shared/slug';
import { configurationQueryKey } from '@/lib/configuration/get-configuration';
import { publicationPageKey } from '@/features/publication-page/api/get-publication-page';
import { searchKeys } from '@/features/searches/search-keys';

export type PageQuery = {
  key: readonly unknown[];
  method: 'GET' | 'POST';
  /** Under /api. */
  path: string;
  body?: unknown;
};

const uuidPattern = /^\/search\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const listingPattern = /^\/publication\/([1-9]\d{0,15})$/;
const slugPattern = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)$/i;

/** The answers the page at `pathname` opens with; null for a page the server does not render. */
export function pageQueries(pathname: string): PageQuery[] | null {
  const configuration: PageQuery = { key: configurationQueryKey, method: 'GET', path: '/configuration' };
  if (pathname === '/') return [configuration];
  const search = uuidPattern.exec(pathname);
  if (search) {
    const uuid = search[1].toLowerCase();
    return [
      configuration,
      { key: searchKeys.detail(uuid, true), method: 'GET', path: `/search/${uuid}?type=complete` },
      { key: searchKeys.count(uuid), method: 'GET', path: `/search/${uuid}/count` },
      { key: searchKeys.firstPage(uuid), method: 'POST', path: `/search/${uuid}/results`, body: { except: [] } },
    ];
  }
  const listing = listingPattern.exec(pathname);
  if (listing) {
    const id = Number(listing[1]);
    return [configuration, { key: publicationPageKey(id), method: 'GET', path: `/publication/${id}/page` }];
  }
  const store = slugPattern.exec(pathname);
  if (store && !isReservedSlug(store[1])) {
    const slug = store[1].toLowerCase();
    return [configuration, { key: ['user', slug], method: 'GET', path: `/user/${slug}` }];
  }
  return null;
}

/**
 * The source of the page the server renders at `pathname` (as the build's manifest names it, from apps/web), so the
 * server can write its stylesheets into the page's head; null for a page it does not render. Each is the
 * module page-routes.tsx loads lazily for that route.
 */
export function pageModule(pathname: string): string | null {
  if (pathname === '/') return 'src/features/home/pages/home-page.tsx';
  if (uuidPattern.test(pathname)) return 'src/features/searches/deck/search-results-page.tsx';
  if (listingPattern.test(pathname)) return 'src/features/publication-page/pages/publication-page.tsx';
  const store = slugPattern.exec(pathname);
  if (store && !isReservedSlug(store[1])) return 'src/features/store/pages/store-page.tsx';
  return null;
}
