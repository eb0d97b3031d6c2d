// What a participant likes in a search (product.md, Searches: What one likes; shared/search-summary.ts): read from
// their latest likes, so a client and an agent see the pattern at a glance. Who may call: as the filtered results
// (participants and, on a group search, the group's members; anyone else 404, a visitor 401). `user_id` names another
// participant.
// Places come from each listing's address, read against the gazetteer (a barrio over a city over a province).
import { filteredMessages } from '@vitrina/shared/search-filtered';
import { median, recurring, summaryLimits, type LikesSummary } from '@vitrina/shared/search-summary';
import type { UserRow } from '../../../db/schema/index';
import { fieldError } from '../../../lib/errors';
import { locateInText } from '../../map';
import { openForFiltered, type FilteredDeps } from '../filtered/search-filtered.service';
import { listLikedFields, type LikedFields } from './search-summary.queries';
import { listParticipants } from '../core/searches.queries';

const numbers = (values: (number | null)[]) => values.filter((value): value is number => value !== null);

/** The summary of a list of liked listings. */
export function summarize(likes: LikedFields[]): LikesSummary {
  const byCurrency = new Map<string, number[]>();
  for (const like of likes)
    if (like.amount !== null && like.currency)
      byCurrency.set(like.currency, [...(byCurrency.get(like.currency) ?? []), like.amount]);
  const prices = [...byCurrency]
    .map(([currency, amounts]) => ({
      currency,
      median: Math.round(median(amounts)!),
      min: Math.min(...amounts),
      max: Math.max(...amounts),
      count: amounts.length,
    }))
    .sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency));
  const properties = likes.filter((like) => like.type === 'property');
  const clothing = likes.filter((like) => like.type === 'clothing');
  const places = properties.flatMap((like) => {
    const place = like.addressTitle ? locateInText(like.addressTitle) : null;
    return place ? [place.name] : [];
  });
  return {
    likes: likes.length,
    prices,
    area_total: median(numbers(properties.map((like) => like.areaTotal))),
    area_covered: median(numbers(properties.map((like) => like.areaCovered))),
    rooms: median(numbers(properties.map((like) => like.roomsTotal))),
    bedrooms: median(numbers(properties.map((like) => like.bedrooms))),
    places: recurring(places),
    tags: recurring(likes.flatMap((like) => like.tags)),
    brands: recurring(texts(clothing.map((like) => like.brand))),
    sizes: recurring(clothing.flatMap((like) => like.sizes)),
  };
}

function texts(values: (string | null)[]): string[] {
  return values.filter((value): value is string => value !== null && value.trim() !== '');
}

export async function likesSummary(
  deps: FilteredDeps,
  viewer: UserRow,
  idOrUuid: string,
  userId: number | undefined,
): Promise<LikesSummary> {
  const search = await openForFiltered(deps.db, idOrUuid, viewer);
  const whose = userId ?? viewer.id;
  if (whose !== viewer.id) {
    const participants = await listParticipants(deps.db, [search.id]);
    if (!participants.some((participant) => participant.userId === whose))
      throw fieldError('user_id', filteredMessages.notParticipant);
  }
  return summarize(await listLikedFields(deps.db, search.id, whose, summaryLimits.likesRead));
}
