// Who may read and write a listing's thread (docs/product.md, Conversations on a listing): the search's participants
// (its owner and whoever joined). Someone who may see the search but does not take part (a visitor or a stranger with
// the link of a shared search, a member of its group who has not joined) gets 403; anyone who may not even see it,
// 404, so a thread discloses no search. An administrator impersonating someone reads as them but never writes in
// their name: the others would take the words for that person's (decision 028).
import { searchMessages } from '@vitrina/shared/searches';
import { threadTexts } from '@vitrina/shared/threads';
import type { Database } from '../../db/client';
import type { SearchParticipantRow, SearchRow, UserRow } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { toId } from '../../lib/path-id';
import { listingInSearch, openSearch } from '../searches';
import { decidedInSearch } from './threads.queries';

export type ThreadCaller = { user: UserRow | null; impersonating: boolean };
export type Participation = { search: SearchRow; participant: SearchParticipantRow; user: UserRow };

/** The search a path names, if the caller takes part in it; `write`: also refuses an impersonation session. */
export async function openAsParticipant(
  db: Database,
  caller: ThreadCaller,
  idOrUuid: string,
  write: boolean,
): Promise<Participation> {
  const { search, participant } = await openSearch(db, idOrUuid, caller.user?.id ?? null);
  if (!participant || !caller.user) throw new HttpError(403, threadTexts.notParticipant);
  if (write && caller.impersonating) throw new HttpError(403, threadTexts.impersonating);
  return { search, participant, user: caller.user };
}

/**
 * The listing a thread is about: one of the search's, by matching it now or by a participant's decision on it (a
 * listing decided on stays in the filtered results after an edit takes it out of the search); 404 otherwise.
 */
export async function threadListing(db: Database, search: SearchRow, rawId: string): Promise<number> {
  const publicationId = toId(rawId);
  const key = { searchId: search.id, publicationId };
  if ((await decidedInSearch(db, key)) || (await listingInSearch(db, search, publicationId))) return publicationId;
  throw new HttpError(404, searchMessages.outsideSearch);
}
