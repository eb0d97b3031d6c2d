// GET /publication/{id}/visit-slot: a listing's free slots, for anyone who may see the listing.
import type { VisitSlotList } from '@vitrina/shared/visits';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { availabilityOf } from './visit-availability.service';
import { argentinaDate, argentinaIso, candidateSlots, freeSlots, type Availability, type Slot } from './visit-slots';
import { findAvailability, findVisitListing, hasDecisionOn, listBusy, type VisitListing } from './visits.queries';

const day = 24 * 3600_000;

/** The listing, if the person may see it: public, or shown to them in a search they answered it in. */
export async function visibleListing(db: Database, user: UserRow | null, publicationId: number): Promise<VisitListing> {
  const listing = await findVisitListing(db, publicationId);
  if (!listing) throw notFound();
  if (listing.public || listing.agentId === user?.id) return listing;
  if (user && (await hasDecisionOn(db, user.id, publicationId))) return listing;
  throw notFound();
}

/** The agent's free slots on `days` dates from `from`. */
export async function agentFreeSlots(
  db: Database,
  agentId: number,
  from: string,
  days: number,
  now: Date,
): Promise<{ availability: Availability; slots: Slot[] }> {
  const availability = availabilityOf(await findAvailability(db, agentId));
  const candidates = candidateSlots(availability, from, days, now);
  if (candidates.length === 0) return { availability, slots: [] };
  const busy = await listBusy(db, agentId, candidates[0].startsAt, candidates[candidates.length - 1].endsAt);
  return { availability, slots: freeSlots(candidates, busy) };
}

export async function listVisitSlots(
  deps: { db: Database; clock: Clock },
  user: UserRow | null,
  publicationId: number,
  query: { from?: string; days: number },
): Promise<VisitSlotList> {
  const listing = await visibleListing(deps.db, user, publicationId);
  const now = deps.clock.now();
  const today = argentinaDate(now);
  // Days before today hold nothing: the window starts today at the earliest.
  const from = query.from && query.from > today ? query.from : today;
  const lastDay = argentinaDate(new Date(now.getTime() + 60 * day));
  const days = Math.max(0, Math.min(query.days, Math.round((Date.parse(lastDay) - Date.parse(from)) / day) + 1));
  if (!listing.visits) return { enabled: false, slot_minutes: 30, data: [] };
  const { availability, slots } = await agentFreeSlots(deps.db, listing.agentId, from, days, now);
  return {
    enabled: availability.weekly.length > 0,
    slot_minutes: availability.slotMinutes,
    data: slots.map((slot) => ({ starts_at: argentinaIso(slot.startsAt), ends_at: argentinaIso(slot.endsAt) })),
  };
}
