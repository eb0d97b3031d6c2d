// Asking for a visit and answering it (decision 025). The database gives a slot once (the exclusion constraint
// `visits_agent_slot_exclusion`); a person's pending requests are counted under a lock of their own, so three
// requests at once cannot become four. Every change goes to the other person with the calendar invitation.
import { visitPendingMax, visitTexts, type Visit, type VisitChange, type VisitRequest } from '@vitrina/shared/visits';
import { messages } from '@vitrina/shared/messages';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { databaseErrorCode } from '../../db/errors';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { fieldError, forbidden, HttpError, notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { tellVisit, type VisitEvent } from './visit-notify';
import { availabilityOf } from './visit-availability.service';
import { visibleListing } from './visit-slots.service';
import { argentinaDate, candidateSlots, type Slot } from './visit-slots';
import { toVisit } from './visit-view';
import {
  countPending,
  findAvailability,
  findVisitDetail,
  insertVisit,
  isParticipant,
  lockAgentTime,
  lockClient,
  tagVisited,
  updateVisit,
  type VisitDetail,
} from './visits.queries';

export type VisitsDeps = { db: Database; clock: Clock; storage: Storage; config: Config };

const slotTaken = () => new HttpError(409, visitTexts.slotTaken);
const notAllowed = () => new HttpError(409, visitTexts.notAllowed);

/** The exclusion constraint's refusal: another open visit of the agent holds that time. */
function isSlotTaken(error: unknown): boolean {
  return databaseErrorCode(error) === '23P01';
}

/** The agent's slot starting at `startsAt` per their hours and notice, ignoring who holds it (the database says). */
async function slotAt(db: Database, agentId: number, startsAt: Date, now: Date): Promise<Slot> {
  const availability = availabilityOf(await findAvailability(db, agentId));
  const slot = candidateSlots(availability, argentinaDate(startsAt), 1, now).find(
    (candidate) => candidate.startsAt.getTime() === startsAt.getTime(),
  );
  if (!slot || startsAt.getTime() - now.getTime() > 61 * 24 * 3600_000)
    throw fieldError('starts_at', visitTexts.slotInvalid);
  return slot;
}

async function detailOf(db: Database, id: number): Promise<VisitDetail> {
  const detail = await findVisitDetail(db, id);
  if (!detail) throw notFound();
  return detail;
}

export async function requestVisit(
  deps: VisitsDeps,
  user: UserRow,
  publicationId: number,
  body: VisitRequest,
): Promise<Visit> {
  if (!user.emailVerifiedAt) throw new HttpError(403, visitTexts.emailUnverified);
  const listing = await visibleListing(deps.db, user, publicationId);
  if (listing.agentId === user.id) throw new HttpError(403, visitTexts.ownListing);
  if (!listing.visits) throw new HttpError(409, visitTexts.visitsOff);
  const searchId = body.search_id ?? null;
  if (searchId !== null && !(await isParticipant(deps.db, user.id, searchId)))
    throw fieldError('search_id', messages.validation.invalidValue);
  const now = deps.clock.now();
  const slot = await slotAt(deps.db, listing.agentId, new Date(body.starts_at), now);
  try {
    return await deps.db.transaction(async (tx) => {
      await lockClient(tx, user.id);
      if ((await countPending(tx, user.id, now)) >= visitPendingMax) throw new HttpError(409, visitTexts.pendingLimit);
      await lockAgentTime(tx, listing.agentId);
      const row = await insertVisit(tx, {
        publicationId,
        agentId: listing.agentId,
        clientId: user.id,
        searchId,
        status: 'requested',
        awaiting: 'agent',
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        message: body.message || null,
        createdAt: now,
        updatedAt: now,
      });
      const detail = await detailOf(tx, row.id);
      await tellVisit(tx, deps, detail, 'requested', [listing.agentId], user.name);
      return toVisit(detail, deps.storage);
    });
  } catch (error) {
    if (isSlotTaken(error)) throw slotTaken();
    throw error;
  }
}

type Role = 'agent' | 'client';

/**
 * A visit confirmed inside a reminder's window is stamped as reminded of it: the confirmation that reaches both at
 * that moment carries the day and time, and «Tu visita es mañana» a minute later would only repeat it. A reminder
 * whose window opens later still goes.
 */
function remindersAlreadyDue(startsAt: Date, now: Date): { reminded24At?: Date; reminded2At?: Date } {
  const ahead = startsAt.getTime() - now.getTime();
  return {
    ...(ahead <= 24 * 3600_000 && { reminded24At: now }),
    ...(ahead <= 2 * 3600_000 && { reminded2At: now }),
  };
}

/** Only the visit's two people; an administrator browsing as one of them may look but not answer in their name. */
async function involved(deps: VisitsDeps, user: UserRow, id: number): Promise<{ detail: VisitDetail; role: Role }> {
  const detail = await detailOf(deps.db, id);
  if (detail.visit.agentId === user.id) return { detail, role: 'agent' };
  if (detail.visit.clientId === user.id) return { detail, role: 'client' };
  throw forbidden();
}

export async function showVisit(deps: VisitsDeps, user: UserRow, id: number): Promise<VisitDetail> {
  return (await involved(deps, user, id)).detail;
}

export async function changeVisit(
  deps: VisitsDeps,
  user: UserRow,
  impersonating: boolean,
  id: number,
  body: VisitChange,
): Promise<Visit> {
  const { detail, role } = await involved(deps, user, id);
  if (impersonating) throw forbidden();
  const { visit } = detail;
  const now = deps.clock.now();
  const open = visit.status === 'requested' || visit.status === 'confirmed';
  const started = now.getTime() >= visit.startsAt.getTime();
  const myTurn = visit.status === 'requested' && (visit.awaiting ?? 'agent') === role;
  let event: VisitEvent;
  let set: Parameters<typeof updateVisit>[3];
  if (body.starts_at) {
    if (!open) throw notAllowed();
    if (started) throw new HttpError(409, visitTexts.alreadyStarted);
    const slot = await slotAt(deps.db, visit.agentId, new Date(body.starts_at), now);
    event = 'proposed';
    set = {
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      status: 'requested',
      awaiting: role === 'agent' ? 'client' : 'agent',
      reason: body.reason || null,
      reminded24At: null,
      reminded2At: null,
    };
  } else if (body.status === 'confirmed') {
    if (!myTurn) throw notAllowed();
    if (started) throw new HttpError(409, visitTexts.alreadyStarted);
    event = 'confirmed';
    set = { status: 'confirmed', awaiting: null, ...remindersAlreadyDue(visit.startsAt, now) };
  } else if (body.status === 'declined') {
    if (!myTurn) throw notAllowed();
    event = 'declined';
    set = { status: 'declined', awaiting: null, reason: body.reason ?? null };
  } else if (body.status === 'cancelled') {
    if (!open) throw notAllowed();
    if (started) throw new HttpError(409, visitTexts.alreadyStarted);
    event = 'cancelled';
    set = { status: 'cancelled', awaiting: null, reason: body.reason || null };
  } else {
    if (role !== 'agent') throw forbidden();
    if (visit.status !== 'confirmed') throw notAllowed();
    if (!started) throw new HttpError(409, visitTexts.notStartedYet);
    event = 'done';
    set = { status: 'done', awaiting: null };
  }
  try {
    return await deps.db.transaction(async (tx) => {
      await lockAgentTime(tx, visit.agentId);
      const row = await updateVisit(tx, visit.id, visit.sequence, { ...set, updatedAt: now });
      // Someone else changed it since it was read: this answer was made on a state that is gone.
      if (!row) throw notAllowed();
      if (event === 'done')
        await tagVisited(
          tx,
          { clientId: visit.clientId, publicationId: visit.publicationId, searchId: visit.searchId },
          now,
        );
      const changed = await detailOf(tx, visit.id);
      const other = role === 'agent' ? visit.clientId : visit.agentId;
      await tellVisit(tx, deps, changed, event, [other], user.name);
      return toVisit(changed, deps.storage);
    });
  } catch (error) {
    if (isSlotTaken(error)) throw slotTaken();
    throw error;
  }
}
