// Prediction in a search (product.md, Searches; decision 011): in a mode flagged `predict`, how many of the
// caller's undecided listings the model expects them to like (count), and liking those for them, marked as
// predicted (select), and taking those predicted likes back out (undo). All need a session (route) and are the
// caller's own: a participant, or a member of the search's group, who has decided in it (a first decision makes a
// member a participant, decisions.service.ts); undo removes only the caller's predicted likes, in any mode, since
// the owner may have switched to manual selection since. Anyone else gets 404 as on every search route; a visitor's
// search belongs to nobody yet, so 404 too.
import {
  decisionsNeeded,
  modePredicts,
  predictMessages,
  type PredictCount,
  type PredictSelect,
  type PredictUndo,
} from '@vitrina/shared/search-predict';
import type { UserRow } from '../../../db/schema/index';
import { HttpError } from '../../../lib/errors';
import { predictLikes } from './prediction/predict';
import { openSearch, searchNotFound } from '../core/search-access';
import {
  countOwnDecisions,
  deletePredictedLikes,
  insertPredictedLikes,
  listCandidates,
  listOwnDecisions,
} from './search-predict.queries';
import { engineSearch } from '../deck/search-results.service';
import type { SearchesDeps } from '../core/searches.service';

/**
 * How many undecided listings of the deck the model reads: the next 5,000 in the search's order. A deck is swiped
 * from the top, so these are the ones the person would meet next; reading more costs time for listings they would
 * reach after thousands of cards.
 */
export const candidatesCap = 5000;
/** How many of the caller's latest decisions the model learns from: their taste now, at a bounded cost. */
export const trainingCap = 1000;

type Predicted = { decisions: number; needed: number; ids: number[]; searchId: number };

async function predict(deps: SearchesDeps, user: UserRow, idOrUuid: string, except: number[]): Promise<Predicted> {
  const { search } = await openSearch(deps.db, idOrUuid, user.id);
  if (search.userId === null) throw searchNotFound();
  if (!modePredicts(search.filtered)) throw new HttpError(422, predictMessages.manualMode);
  const { likes, discards } = await countOwnDecisions(deps.db, search.id, user.id);
  if (likes + discards === 0) throw new HttpError(422, predictMessages.noDecisions);
  const needed = decisionsNeeded(likes, discards);
  const base = { decisions: likes + discards, needed, searchId: search.id };
  if (needed > 0) return { ...base, ids: [] };
  const engine = await engineSearch(deps.db, search);
  const [decided, candidates] = await Promise.all([
    listOwnDecisions(deps.db, search.id, user.id, trainingCap),
    listCandidates(deps.db, engine, user.id, except, candidatesCap),
  ]);
  return { ...base, ids: predictLikes(decided, candidates).ids };
}

export async function predictCount(
  deps: SearchesDeps,
  user: UserRow,
  idOrUuid: string,
  except: number[],
): Promise<PredictCount> {
  const { decisions, needed, ids } = await predict(deps, user, idOrUuid, except);
  return { count: ids.length, ready: needed === 0, decisions, needed };
}

export async function predictSelect(
  deps: SearchesDeps,
  user: UserRow,
  idOrUuid: string,
  except: number[],
): Promise<PredictSelect> {
  const { needed, ids, searchId } = await predict(deps, user, idOrUuid, except);
  if (needed > 0) throw new HttpError(422, predictMessages.notReady(needed));
  const inserted = await insertPredictedLikes(deps.db, {
    searchId,
    userId: user.id,
    publicationIds: ids,
    now: deps.clock.now(),
  });
  // The search's and the listings' counters follow within a second (decision 009).
  if (inserted.length) deps.counters.poke();
  const order = new Map(ids.map((id, position) => [id, position]));
  inserted.sort((a, b) => order.get(a)! - order.get(b)!);
  return { count: inserted.length, message: predictMessages.selected(inserted.length), ids: inserted };
}

export async function undoPredictions(deps: SearchesDeps, user: UserRow, idOrUuid: string): Promise<PredictUndo> {
  const { search } = await openSearch(deps.db, idOrUuid, user.id);
  if (search.userId === null) throw searchNotFound();
  const removed = await deletePredictedLikes(deps.db, search.id, user.id);
  // The search's counters follow within a second (decision 009); the listings' never counted predicted likes.
  if (removed.length) deps.counters.poke();
  removed.sort((a, b) => a - b);
  return { count: removed.length, message: predictMessages.undone(removed.length), ids: removed };
}
