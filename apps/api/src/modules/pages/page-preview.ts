// The preview a chat app shows for a page's link (product.md, Links): its title, a sentence, the image the server draws
// (modules/previews) and the site's name, read from this same API as a visitor would read them, so a preview shows
// nothing a visitor could not see. A listing, a shared search, a store, a microsite's home and the home have their
// own; anything else (a search that is not shared, a private or missing listing, an account page) is the platform's
// (or the microsite's) generic preview, which names nothing of it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { categories, operations } from '@vitrina/shared/enums';
import { formatCount, formatPrice } from '@vitrina/shared/format';
import type { Store } from '@vitrina/shared/groups';
import type { PublicationPage } from '@vitrina/shared/publication-page';
import type { Search } from '@vitrina/shared/searches';
import { micrositeOrigin } from '../microsites';

export type PagePreview = {
  title: string;
  description: string;
  /** Absolute. */
  image: string;
  /** Absolute: the page's canonical address on its site. */
  url: string;
  siteName: string;
};

export const platformDescription =
  'Buscá propiedades e indumentaria con filtros, deslizá tarjetas para elegir y compartí tus búsquedas con clientes ' +
  'y equipos.';

const uuidPattern = /^\/search\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const listingPattern = /^\/publication\/([1-9]\d{0,15})$/;
const slugPattern = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)$/i;
const titleOf = (list: readonly { value: string; title: string }[], value: string | null) =>
  list.find((item) => item.value === value)?.title ?? null;

/** At most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:·-]+$/, '')}…`;
}

export function listingDescription(page: PublicationPage): string {
  const listing = page.publication;
  const category = titleOf(categories, listing.category);
  const operation = titleOf(operations, listing.operation);
  const kind = [category, operation ? operation.toLowerCase() : null].filter(Boolean).join(' en ');
  const parts = [formatPrice(listing.amount, listing.currency), kind, listing.address?.title ?? null];
  const head = parts.filter((part): part is string => Boolean(part)).join(' · ');
  return clip(listing.description ? `${head}. ${listing.description}` : head, 200);
}

export type PreviewSource = (request: FastifyRequest, pathname: string) => Promise<PagePreview>;

/** The previews of `app`'s pages, for requests that come with their host resolved (host-resolution.ts). */
export function createPreviewSource(app: FastifyInstance, options: { publicUrl: string; appName: string }) {
  const platformOrigin = options.publicUrl.replace(/\/+$/, '');

  /** GET of this API as the visitor: their host, no session; the answer's JSON, or null when it is no success. */
  async function read<T>(request: FastifyRequest, path: string): Promise<T | null> {
    const headers: Record<string, string> = {};
    for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await app.inject({ method: 'GET', url: `/api${path}`, headers, remoteAddress: request.ip });
    return response.statusCode >= 200 && response.statusCode < 300 ? (response.json() as T) : null;
  }

  return async function preview(request, pathname) {
    const microsite = request.microsite;
    const origin = microsite ? micrositeOrigin(options.publicUrl, microsite.host) : platformOrigin;
    const siteName = microsite?.name ?? options.appName;
    const image = (path: string) => `${origin}/api/preview/${path}.jpg`;
    const generic: PagePreview = microsite
      ? {
          title: microsite.name,
          description: clip(microsite.description || `Las publicaciones de ${microsite.name}.`, 200),
          image: image(`microsite/${microsite.id}`),
          url: `${origin}/microsite`,
          siteName,
        }
      : {
          title: options.appName,
          description: platformDescription,
          image: image('home'),
          url: `${origin}/`,
          siteName,
        };

    const listing = listingPattern.exec(pathname);
    if (listing) {
      const page = await read<PublicationPage>(request, `/publication/${listing[1]}/page`);
      if (!page) return generic;
      return {
        title: clip(page.publication.title, 120),
        description: listingDescription(page),
        image: image(`publication/${page.publication.id}`),
        url: `${origin}/publication/${page.publication.id}`,
        siteName,
      };
    }
    const shared = uuidPattern.exec(pathname);
    if (shared) {
      const uuid = shared[1].toLowerCase();
      const search = await read<Search>(request, `/search/${uuid}`);
      // Only a search its people chose to share has a preview of its own: any other shows nothing of it.
      if (!search?.shareable) return generic;
      const count = await read<{ count: number }>(request, `/search/${uuid}/count`);
      const total = count ? formatCount(count.count, 'publicación', 'publicaciones') : null;
      return {
        title: clip(search.title, 120),
        description: total ? `${total} para mirar y elegir en ${siteName}.` : `Una búsqueda compartida en ${siteName}.`,
        image: image(`search/${uuid}`),
        url: `${origin}/search/${uuid}`,
        siteName,
      };
    }
    if (!microsite) {
      const slug = slugPattern.exec(pathname);
      if (slug) {
        const store = await read<Store>(request, `/user/${slug[1].toLowerCase()}`);
        if (!store) return generic;
        return {
          title: store.name,
          description: `La tienda de ${store.name} en ${siteName}: sus publicaciones, para mirar y compartir.`,
          image: image(`user/${store.slug}`),
          url: `${origin}/${store.slug}`,
          siteName,
        };
      }
    }
    return generic;
  } satisfies PreviewSource;
}
