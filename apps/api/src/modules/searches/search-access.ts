// Who may open a search (product.md, Searches), and finding one by the id or uuid of its path.
// - A visitor's search (no creator yet) opens by its uuid alone: the uuid is unguessable, its numeric id is not.
// - A search with a creator opens for its participants; a group search also for the group's members (the group's
//   searches are its shared work). Anyone else gets 404: a search's existence is not disclosed.
// - Deciding needs a session and participation (decisions.service.ts).
import { searchMessages } from '@vitrina/shared/searches';
import type { Database } from '../../db/client';
import type { SearchParticipantRow, SearchRow } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { findMembership } from '../groups/groups.service';
import { findParticipant, findSearchById, findSearchByUuid } from './searches.queries';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const searchNotFound = () => new HttpError(404, searchMessages.notFound);

/** The search a path names by uuid or numeric id; a visitor's search only by its uuid. */
export async function findSearch(db: Database, idOrUuid: string): Promise<SearchRow> {
  let row: SearchRow | null = null;
  if (uuidPattern.test(idOrUuid)) row = await findSearchByUuid(db, idOrUuid.toLowerCase());
  else if (/^\d{1,15}$/.test(idOrUuid) && Number(idOrUuid) > 0) {
    row = await findSearchById(db, Number(idOrUuid));
    if (row && row.userId === null) row = null;
  }
  if (!row) throw searchNotFound();
  return row;
}

export type SearchAccess = {
  search: SearchRow;
  /** The viewer's participation, null for a visitor or a group member who has not decided yet. */
  participant: SearchParticipantRow | null;
  owner: boolean;
};

/** The search a path names, if `viewerId` (null for a visitor) may open it; 404 otherwise. */
export async function openSearch(db: Database, idOrUuid: string, viewerId: number | null): Promise<SearchAccess> {
  const search = await findSearch(db, idOrUuid);
  if (search.userId === null) return { search, participant: null, owner: false };
  if (viewerId === null) throw searchNotFound();
  const participant = await findParticipant(db, search.id, viewerId);
  if (participant) return { search, participant, owner: participant.owner };
  if (search.groupId !== null && (await findMembership(db, search.groupId, viewerId)))
    return { search, participant: null, owner: false };
  throw searchNotFound();
}
