// The job that tells of price drops (price-drops.service.ts): everyone who liked a listing that dropped, once per
// person and listing (`price:{publicationId}`, so drops of one listing that arrive together are one notification),
// never its owner, a click opening the search where they liked it. One transaction: a failed run tells nobody and
// its retry tells everyone once.
import type { JobHandler } from '../../jobs/job-context';
import { notify } from '../notifications';
import { listDropLikers, type PriceDrop } from './price-drops.queries';
import { priceDropText } from './price-drops.service';

function readDrops(payload: Record<string, unknown>): PriceDrop[] {
  const drops = Array.isArray(payload.drops) ? (payload.drops as Record<string, unknown>[]) : [];
  return drops
    .map((drop) => ({
      publicationId: Number(drop.publicationId),
      currency: String(drop.currency),
      oldPrice: Number(drop.oldPrice),
      newPrice: Number(drop.newPrice),
    }))
    .filter((drop) => Number.isInteger(drop.publicationId) && drop.oldPrice > drop.newPrice && drop.newPrice > 0);
}

export const priceDropsNotify: JobHandler = async (payload, { db, clock }) => {
  const byListing = new Map(readDrops(payload).map((drop) => [drop.publicationId, drop]));
  await db.transaction(async (tx) => {
    const likers = await listDropLikers(tx, [...byListing.keys()]);
    // One event per (listing, search the click opens), for everyone who liked it there last.
    type Event = { drop: PriceDrop; title: string; uuid: string; micrositeId: number | null; userIds: number[] };
    const events = new Map<string, Event>();
    for (const liker of likers) {
      const key = `${liker.publicationId}:${liker.searchUuid}`;
      const event = events.get(key) ?? {
        drop: byListing.get(liker.publicationId)!,
        title: liker.title,
        uuid: liker.searchUuid,
        micrositeId: liker.micrositeId,
        userIds: [],
      };
      event.userIds.push(liker.userId);
      events.set(key, event);
    }
    for (const { drop, title, uuid, micrositeId, userIds } of events.values()) {
      await notify(tx, clock, userIds, {
        type: 'price_drop',
        groupKey: `price:${drop.publicationId}`,
        title: `Bajó el precio de «${title}»`,
        body: priceDropText(drop),
        url: `/account/search/${uuid}/filtered`,
        micrositeId,
      });
    }
  });
};
