// 'Enviar listado' (product.md, Searches: Sending the list): a readable Spanish text of the caller's likes in a search,
// to share through the device's share sheet or copy. Participants only; anyone else gets the 404 of every search route.
//
// The link of a listing: a public listing links to its own page (/publication/{id}), on the microsite's host when the
// search was made on an active microsite, so the client stays under its brand; a listing's own link (its `url`)
// follows when it has one. A private listing (a group's portfolio) gets no public link.
import { formatCount, formatPrice } from '@vitrina/shared/format';
import { searchTogetherLimits } from '@vitrina/shared/search-together';
import type { UserRow } from '../../../db/schema/index';
import { linkOrigin } from '../../microsites';
import { openSearch, searchNotFound } from '../core/search-access';
import { listLikedListings, type LikedListing } from './search-text.queries';
import type { SearchReadDeps } from '../core/searches.service';

export type SearchTextDeps = SearchReadDeps & { publicUrl: string };

function listingLines(listing: LikedListing, index: number, origin: string): string[] {
  const lines = [`${index + 1}. ${listing.title}`, `   Precio: ${formatPrice(listing.amount, listing.currency)}`];
  if (listing.addressTitle) lines.push(`   Dirección: ${listing.addressTitle}`);
  if (listing.public) lines.push(`   Ver: ${origin}/publication/${listing.id}`);
  if (listing.url) lines.push(`   Más información: ${listing.url}`);
  return lines;
}

export async function searchText(deps: SearchTextDeps, viewer: UserRow, idOrUuid: string): Promise<{ text: string }> {
  const { search, participant } = await openSearch(deps.db, idOrUuid, viewer.id);
  if (!participant) throw searchNotFound();
  const { rows, total } = await listLikedListings(deps.db, search.id, viewer.id, searchTogetherLimits.textListingsMax);
  const heading = `Búsqueda: ${search.title}`;
  if (total === 0) return { text: `${heading}\n\nTodavía no marcaste ninguna publicación con Me gusta.` };
  const intro =
    total === 1
      ? 'La publicación que me gusta:'
      : `Las ${formatCount(total, 'publicación', 'publicaciones')} que me gustan:`;
  const origin = await linkOrigin(deps.db, deps.publicUrl, search.micrositeId);
  const blocks = rows.map((listing, index) => listingLines(listing, index, origin).join('\n'));
  const rest = total - rows.length;
  if (rest > 0)
    blocks.push(rest === 1 ? 'Y una publicación más.' : `Y ${formatCount(rest, 'publicación', 'publicaciones')} más.`);
  return { text: `${heading}\n\n${intro}\n\n${blocks.join('\n\n')}\n` };
}
