// GET /publication/{id}/visit-slot: a listing's free slots, for anyone who may see the listing.
import type { VisitSlotList } from '@vitrina/shared/visits';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { availabilityOf } from './visit-availability.service';
import { argentinaDate, argentinaIso, candidateSlots, freeSlots } from './visit-slots';
import { findSlotSource, findVisitListing, hasDecisionOn, type VisitListing } from './visits.queries';

const day = 24 * 3600_000;

/** The listing, if the person may see it: public, or shown to them in a search they answered it in. */
export async function visibleListing(db: Database, user: UserRow | null, publicationId: number): Promise<VisitListing> {
  const listing = await findVisitListing(db, publicationId);
  if (!listing) throw notFound();
  if (listing.public || listing.agentId === user?.id) return listing;
  if (user && (await hasDecisionOn(db, user.id, publicationId))) return listing;
  throw notFound();
}

export async function listVisitSlots(
  deps: { db: Database; clock: Clock },
  user: UserRow | null,
  publicationId: number,
  query: { from?: string; days: number },
): Promise<VisitSlotList> {
  const now = deps.clock.now();
  const today = argentinaDate(now);
  // Days before today hold nothing: the window starts today at the earliest.
  const from = query.from && query.from > today ? query.from : today;
  const lastDay = argentinaDate(new Date(now.getTime() + 60 * day));
  const days = Math.max(0, Math.min(query.days, Math.round((Date.parse(lastDay) - Date.parse(from)) / day) + 1));
  // One round trip reads the listing, the hours and the busy times of the whole window (decision 025): the window's
  // days bound it, whatever hours the agent keeps.
  const windowStart = new Date(Math.max(now.getTime(), Date.parse(`${from}T03:00:00Z`)));
  const windowEnd = new Date(Date.parse(`${from}T03:00:00Z`) + days * day);
  const source = await findSlotSource(deps.db, publicationId, windowStart, windowEnd);
  if (!source) throw notFound();
  const { listing } = source;
  const visible =
    listing.public ||
    listing.agentId === user?.id ||
    (user !== null && (await hasDecisionOn(deps.db, user.id, publicationId)));
  if (!visible) throw notFound();
  if (!listing.visits) return { enabled: false, slot_minutes: 30, data: [] };
  const availability = availabilityOf(source.availability);
  const slots = freeSlots(candidateSlots(availability, from, days, now), source.busy);
  return {
    enabled: availability.weekly.length > 0,
    slot_minutes: availability.slotMinutes,
    data: slots.map((slot) => ({ starts_at: argentinaIso(slot.startsAt), ends_at: argentinaIso(slot.endsAt) })),
  };
}
