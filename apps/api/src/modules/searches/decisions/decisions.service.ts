// Deciding on a listing in a search, and undoing it (product.md, Searches). Both need a session. A participant
// decides; a member of the search's group, or someone with the link of a shared search, becomes a participant with
// their first decision; a visitor's search belongs to nobody until its maker signs in (search-claims.service.ts), so
// nobody else decides in it. The listing must be one the search yields. A like answers its coincidences: the other
// participants who like the same listing, who are told of it with the search's owner (search-coincidence.service.ts); a
// SuperLike tells the listing's owner (search-superlike.service.ts).
import { searchMessages, type DecisionResponse, type SearchAnswerTag } from '@vitrina/shared/searches';
import type { ErrorLog } from '../../../db/best-effort';
import type { UserRow } from '../../../db/schema/index';
import { fieldError } from '../../../lib/errors';
import { openSearch, searchNotFound, type SearchAccess } from '../core/search-access';
import { engineSearch } from '../deck/search-results.service';
import { decisionBatchOf } from './decision-batch';
import { deleteDecision, recordDecision } from './decisions.queries';
import { noticeCoincidence } from './search-coincidence.service';
import { noticeSuperlike } from './search-superlike.service';
import { listOtherLikers } from '../core/searches.queries';
import type { SearchesDeps } from '../core/searches.service';

type DecisionInput = {
  publication_id: number;
  like: boolean;
  is_super: boolean;
  comment?: string | null;
  tags?: SearchAnswerTag[];
};

/** The search, if `user` may decide in it: 404 for a visitor's search or one they may not open. */
async function openForDeciding(deps: SearchesDeps, user: UserRow, idOrUuid: string): Promise<SearchAccess> {
  const access = await openSearch(deps.db, idOrUuid, user.id, deps.prefetched);
  if (access.search.userId === null) throw searchNotFound();
  return access;
}

export async function decide(
  deps: SearchesDeps & { log?: ErrorLog },
  user: UserRow,
  idOrUuid: string,
  input: DecisionInput,
): Promise<DecisionResponse> {
  const { search, participant, othersTakePart } = await openForDeciding(deps, user, idOrUuid);
  const engine = await engineSearch(deps.db, search);
  const values = {
    searchId: search.id,
    userId: user.id,
    publicationId: input.publication_id,
    like: input.like,
    isSuper: input.like && input.is_super,
    comment: input.comment?.trim() ? input.comment.trim() : null,
    now: deps.clock.now(),
  };
  // A participant's decision without answer tags (every swipe) goes with the others of the moment; a first
  // decision, which also makes its person a participant, or one that sets tags, is written alone.
  const recorded =
    participant && input.tags === undefined
      ? await decisionBatchOf(deps.db).record({ ...values, search: engine })
      : await recordDecision(deps.db, { ...values, tags: input.tags ?? null }, { join: !participant, search: engine });
  if (!recorded) throw fieldError('publication_id', searchMessages.outsideSearch);
  // The search's and the listing's counters, and the listing's relevance, follow within a second.
  deps.counters.poke();
  if (input.like && input.is_super && !recorded.wasSuper) await noticeSuperlike(deps, input.publication_id, user);
  // A like meets the other participants' likes of the same listing: those are the coincidences. In a search nobody
  // else takes part in (most of them: one person swiping), there are none to look for.
  const users =
    input.like && othersTakePart !== false
      ? await listOtherLikers(deps.db, search.id, input.publication_id, user.id)
      : [];
  if (users.length > 0) await noticeCoincidence(deps, search.id, input.publication_id, user.id);
  return {
    coincidences: {
      exists: users.length > 0,
      users: users.map((other) => ({
        id: other.id,
        name: other.name,
        slug: other.slug,
        avatar_url: other.avatarPath ? deps.storage.url(other.avatarPath) : null,
      })),
    },
  };
}

export async function undo(deps: SearchesDeps, user: UserRow, idOrUuid: string, publicationId: number): Promise<void> {
  const { search } = await openForDeciding(deps, user, idOrUuid);
  const removed = await deleteDecision(deps.db, search.id, user.id, publicationId);
  if (!removed) throw fieldError('publication_id', searchMessages.notDecided);
  deps.counters.poke();
}
