// GET /publication/{id}/page: a public listing's own page, for anyone (product.md, Links). Which listings have one:
// - a public listing (a private one, a deleted one and an id that names none answer 404, to everyone);
// - on an active microsite's host, only the listings of that microsite's users: another's is not found there;
// - a listing of a suspended microsite's user (who belongs to no active one) is not found anywhere, so a suspended
//   brand's listings do not travel on by their links.
// The publishers' contact means are the ones their store shows (lib/contacts): none unless they chose so; their numbers
// also as people read them.
import { numbersShown } from '@vitrina/shared/phone';
import type { PublicationPage } from '@vitrina/shared/publication-page';
import type { Database } from '../../db/client';
import type { MicrositeRow, PublicationRow, UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { storeContactsOf } from '../../lib/contacts';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { micrositeOrigin } from '../microsites';
import { showPublicPublication } from '../store';
import { findPublicationById } from '../publications';
import { findPublisherContactRows, listUserMicrosites, type OwnerMicrosite } from './publication-page.queries';

export type PublicationPageDeps = { db: Database; storage: Storage; clock: Clock; publicUrl: string };

export type VisibleListing = { row: PublicationRow; microsite: OwnerMicrosite | null };

/** The listing when it has a public page on the request's site, with the microsite it is shown under; else 404. */
export async function findVisibleListing(
  db: Database,
  publicationId: number,
  hostMicrosite: MicrositeRow | null,
): Promise<VisibleListing> {
  const row = await findPublicationById(db, publicationId);
  if (!row || !row.public) throw notFound();
  const sites = await listUserMicrosites(db, row.userId);
  if (hostMicrosite) {
    const own = sites.find((site) => site.id === hostMicrosite.id && site.status === 'active');
    if (!own) throw notFound();
    return { row, microsite: own };
  }
  const active = sites.find((site) => site.status === 'active') ?? null;
  if (!active && sites.some((site) => site.status === 'suspended')) throw notFound();
  return { row, microsite: active };
}

export async function showPublicationPage(
  deps: PublicationPageDeps,
  viewer: UserRow | null,
  publicationId: number,
  hostMicrosite: MicrositeRow | null,
): Promise<PublicationPage> {
  const { microsite } = await findVisibleListing(deps.db, publicationId, hostMicrosite);
  const publication = await showPublicPublication(deps, viewer, publicationId);
  const contactRows = await findPublisherContactRows(
    deps.db,
    publication.users.map((user) => user.id),
  );
  const contacts = new Map(contactRows.map((row) => [row.id, storeContactsOf(row)]));
  const logo = microsite?.logoSquarePath ?? microsite?.logoMainPath ?? null;
  const origin = hostMicrosite ? micrositeOrigin(deps.publicUrl, hostMicrosite.host) : deps.publicUrl;
  return {
    publication,
    url: `${origin.replace(/\/+$/, '')}/publication/${publication.id}`,
    publishers: publication.users.map((user) => {
      const shown = contacts.get(user.id) ?? { email: null, phone: null, whatsapp: null };
      // Formatted here, so the page needs no numbers' metadata in the browser.
      return { ...user, contacts: shown, numbers_shown: numbersShown(shown) };
    }),
    microsite: microsite
      ? {
          id: microsite.id,
          name: microsite.name,
          url: `${micrositeOrigin(deps.publicUrl, microsite.host)}/microsite`,
          logo_url: logo ? deps.storage.url(logo) : null,
        }
      : null,
  };
}
