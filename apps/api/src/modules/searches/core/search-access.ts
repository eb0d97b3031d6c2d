// Who may open a search (product.md, Searches), and finding one by the id or uuid of its path.
// - A visitor's search (no creator yet) opens by its uuid alone: the uuid is unguessable, its numeric id is not.
// - A search with a creator opens for its participants; a group search also for the group's members (the group's
//   searches are its shared work); a shared search ('Invitar', `shareable`) for anyone with its link, by uuid.
//   Anyone else gets 404: a search's existence is not disclosed.
// - Deciding needs a session; the first decision of a group member or of someone with the link of a shared search
//   makes them a participant (decisions.service.ts), as joining does.
import { searchMessages } from '@vitrina/shared/searches';
import type { Database } from '../../../db/client';
import type { SearchParticipantRow, SearchRow } from '../../../db/schema/index';
import { HttpError } from '../../../lib/errors';
import { findMembership } from '../../groups';
import { findSearchWithParticipant } from './searches.queries';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const searchNotFound = () => new HttpError(404, searchMessages.notFound);

/** What a path names: a uuid, or a numeric id; null for anything else. */
export function searchKey(idOrUuid: string): { uuid: string } | { id: number } | null {
  if (uuidPattern.test(idOrUuid)) return { uuid: idOrUuid.toLowerCase() };
  if (/^\d{1,15}$/.test(idOrUuid) && Number(idOrUuid) > 0) return { id: Number(idOrUuid) };
  return null;
}

/**
 * The search a path names, with the viewer's participation and whether the path was its uuid; a visitor's search
 * only by its uuid.
 */
async function findSearchFor(
  db: Database,
  idOrUuid: string,
  viewerId: number | null,
  prefetched?: PrefetchedSearch | null,
) {
  const key = searchKey(idOrUuid);
  if (!key) throw searchNotFound();
  const found: PrefetchedSearch['found'] =
    prefetched && prefetched.idOrUuid === idOrUuid && prefetched.viewerId === viewerId
      ? prefetched.found
      : await findSearchWithParticipant(db, key, viewerId);
  if (!found || ('id' in key && found.search.userId === null)) throw searchNotFound();
  return { ...found, byUuid: 'uuid' in key };
}

/** The search a path names by uuid or numeric id; a visitor's search only by its uuid. */
export async function findSearch(db: Database, idOrUuid: string): Promise<SearchRow> {
  return (await findSearchFor(db, idOrUuid, null)).search;
}

/**
 * The search a request's path names with the caller's participation, as the session's lookup read it together with
 * the token (search-session.ts); `found` null when no search has that key.
 */
export type PrefetchedSearch = {
  idOrUuid: string;
  viewerId: number | null;
  found: { search: SearchRow; participant: SearchParticipantRow | null; othersTakePart?: boolean } | null;
};

export type SearchAccess = {
  search: SearchRow;
  /** The viewer's participation, null for a visitor or a group member who has not decided yet. */
  participant: SearchParticipantRow | null;
  owner: boolean;
  /** Whether anyone but the viewer takes part in the search; undefined when it was not read. */
  othersTakePart?: boolean;
};

/**
 * The search a path names, if `viewerId` (null for a visitor) may open it; 404 otherwise. `prefetched`: what the
 * request's session lookup already read of it, used when it is of this path and this viewer.
 */
export async function openSearch(
  db: Database,
  idOrUuid: string,
  viewerId: number | null,
  prefetched?: PrefetchedSearch | null,
): Promise<SearchAccess> {
  const { search, participant, byUuid, othersTakePart } = await findSearchFor(db, idOrUuid, viewerId, prefetched);
  if (search.userId === null) return { search, participant: null, owner: false, othersTakePart };
  if (participant) return { search, participant, owner: participant.owner, othersTakePart };
  // The link of a shared search opens it for anyone, a visitor included, who is asked to identify to decide.
  if (search.shareable && byUuid) return { search, participant: null, owner: false, othersTakePart };
  if (viewerId === null) throw searchNotFound();
  if (search.groupId !== null && (await findMembership(db, search.groupId, viewerId)))
    return { search, participant: null, owner: false, othersTakePart };
  throw searchNotFound();
}

/**
 * The search someone wants to join, with their participation and whether they belong to its group. A path with the
 * uuid finds it even when it is no longer shared (its link was given out, so its existence is no secret: the
 * answer says it cannot be joined); by its guessable numeric id only for participants and the group's members.
 */
export async function findForJoining(db: Database, idOrUuid: string, viewerId: number) {
  const { search, participant, byUuid } = await findSearchFor(db, idOrUuid, viewerId);
  // A visitor's search belongs to nobody yet: there is nothing to join.
  if (search.userId === null) throw searchNotFound();
  const member = search.groupId !== null && (await findMembership(db, search.groupId, viewerId)) !== null;
  if (!byUuid && !participant && !member) throw searchNotFound();
  return { search, participant, member };
}
