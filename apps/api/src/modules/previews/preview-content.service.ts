// What each kind of page's preview shows (previews.service.ts), read as a visitor may read it: null when the page has
// no preview of its own there (a private or missing listing, a search not shared, an unknown store, a microsite that
// is not active), which the route answers 404 and no picture of it is ever drawn.
import { formatCount, formatPrice } from '@vitrina/shared/format';
import type { Database } from '../../db/client';
import type { MicrositeRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { platformFileUrl, showPublicMicrosite } from '../microsites';
import { platformDescription } from '../pages';
import { showPublicationPage } from '../publication-page';
import { showStore, storeGallery } from '../store';
import { keyOfUrl, type PreviewContent } from './previews.service';

export type PreviewContentDeps = {
  db: Database;
  storage: Storage;
  clock: Clock;
  publicUrl: string;
  appName: string;
  /** A GET of this API as a visitor of the request's host; its JSON, or null when it is no success. */
  read: <T>(path: string, method?: 'GET' | 'POST', body?: unknown) => Promise<T | null>;
};

/** Missing things are no preview: a 404 of a lookup becomes null. */
async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

const siteOf = (deps: PreviewContentDeps, microsite: MicrositeRow | null) => microsite?.name ?? deps.appName;

export async function listingContent(
  deps: PreviewContentDeps,
  id: number,
  microsite: MicrositeRow | null,
): Promise<PreviewContent | null> {
  const page = await orNull(showPublicationPage(deps, null, id, microsite));
  if (!page) return null;
  const listing = page.publication;
  const first = [...listing.medias].sort((a, b) => a.number - b.number)[0];
  return {
    kind: 'listing',
    site: siteOf(deps, microsite),
    title: listing.title,
    subtitle: formatPrice(listing.amount, listing.currency),
    photoKeys: first ? [first.file] : [],
    logoKey: null,
  };
}

type SearchCardLite = { medias: { file: string; number: number }[] };

export async function searchContent(
  deps: PreviewContentDeps,
  uuid: string,
  microsite: MicrositeRow | null,
): Promise<PreviewContent | null> {
  const search = await deps.read<{ title: string; shareable: boolean }>(`/search/${uuid}`);
  if (!search?.shareable) return null;
  const [count, cards] = await Promise.all([
    deps.read<{ count: number }>(`/search/${uuid}/count`),
    deps.read<SearchCardLite[]>(`/search/${uuid}/results`, 'POST', { except: [] }),
  ]);
  // The uploads themselves: a collage's tile is wider than a square thumbnail (previews.service.ts reads a card's
  // 800 px copy of each when there is one).
  const photoKeys = (cards ?? [])
    .map((card) => [...card.medias].sort((a, b) => a.number - b.number)[0]?.file ?? null)
    .filter((key): key is string => key !== null)
    .slice(0, 3);
  return {
    kind: 'search',
    site: siteOf(deps, microsite),
    title: search.title,
    subtitle: count ? formatCount(count.count, 'publicación', 'publicaciones') : null,
    photoKeys,
    logoKey: null,
  };
}

const galleryKeys = (deps: PreviewContentDeps, images: { url: string; thumbnail_url: string | null }[]) =>
  images
    .map((image) => keyOfUrl(deps.storage, image.thumbnail_url) ?? keyOfUrl(deps.storage, image.url))
    .filter((key): key is string => key !== null)
    .slice(0, 3);

export async function storeContent(deps: PreviewContentDeps, slug: string): Promise<PreviewContent | null> {
  const store = await orNull(showStore(deps, slug));
  if (!store) return null;
  return {
    kind: 'store',
    site: deps.appName,
    title: store.name,
    subtitle: `La tienda de ${store.name} en ${deps.appName}`,
    photoKeys: galleryKeys(deps, store.images),
    logoKey: keyOfUrl(deps.storage, store.avatar_url),
  };
}

export async function micrositeContent(deps: PreviewContentDeps, id: number): Promise<PreviewContent | null> {
  const microsite = await orNull(showPublicMicrosite({ db: deps.db, fileUrl: platformFileUrl(deps.storage) }, id));
  if (!microsite) return null;
  const images = [];
  for (const user of microsite.users) {
    if (images.length >= 3) break;
    images.push(...(await storeGallery(deps, user.id)).slice(0, 3 - images.length));
  }
  return {
    kind: 'store',
    site: microsite.name,
    title: microsite.name,
    subtitle: microsite.description,
    photoKeys: galleryKeys(deps, images),
    logoKey: keyOfUrl(deps.storage, microsite.logo_square_url ?? microsite.logo_main_url),
  };
}

export function homeContent(deps: PreviewContentDeps): PreviewContent {
  return {
    kind: 'home',
    site: deps.appName,
    title: deps.appName,
    subtitle: platformDescription,
    photoKeys: [],
    logoKey: null,
  };
}
