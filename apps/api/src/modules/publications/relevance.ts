// The stored relevance score of a listing (product.md, Listings): kept current on every write so that ordering search
// results by relevance is an index scan. Four parts, each in 0..1, weighted:
// - an active priority (the strongest signal a publisher can give),
// - freshness (listed in the last days counts most, fading over ~90 days),
// - photos (a listing without images is rarely chosen; more than 5 adds nothing, cards show 5),
// - popularity (likes, on a log scale so a few viral listings do not bury the rest).
import type { PublicationRow } from '../../db/schema/index';

type RelevanceInput = Pick<PublicationRow, 'priority' | 'priorityExpiresAt' | 'listedAt' | 'mediaCount' | 'likeCount'>;

const weights = { priority: 0.4, freshness: 0.3, photos: 0.15, popularity: 0.15 } as const;
const freshnessDays = 90;
const dayMs = 24 * 60 * 60 * 1000;

export function computeRelevance(input: RelevanceInput, now: Date): number {
  const priorityActive = input.priority !== null && (!input.priorityExpiresAt || input.priorityExpiresAt > now);
  const ageDays = Math.max(0, (now.getTime() - input.listedAt.getTime()) / dayMs);
  const freshness = Math.max(0, 1 - ageDays / freshnessDays);
  const photos = Math.min(input.mediaCount, 5) / 5;
  const popularity = Math.min(1, Math.log10(1 + input.likeCount) / 3);
  const score =
    weights.priority * (priorityActive ? 1 : 0) +
    weights.freshness * freshness +
    weights.photos * photos +
    weights.popularity * popularity;
  // Rounded so an unchanged listing recomputed later writes the same value (no needless row updates).
  return Math.round(score * 10_000) / 10_000;
}
