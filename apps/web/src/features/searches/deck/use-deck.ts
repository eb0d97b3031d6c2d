// The deck's state (product.md, Searches: Swipe deck): the queue of cards still to decide, the decided ones (undo's
// history), the card in flight, and the paging. A decision is optimistic: the card leaves at once, the call follows,
// and a failure brings the card back with the error. The next card takes its turn 500 ms after a decision. The next
// page is asked for when a third of a page remains, sending every id the client holds; a short page means there is no
// more.
// A decision must not stall the release that made it (DESIGN, The swipe deck): its flight starts on the card's
// element inside the event, and React renders the decision in a transition, in slices after it. The handlers read
// the state they change from a ref that is always current, so a key pressed before that render sees the decision.
// Without a connection a decision waits in the offline queue (offline/), shown as pending and sent when it returns;
// the deck goes on through the cards it holds, and asks for more once online again.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@vitrina/shared/messages';
import type { Search, SearchCard } from '@vitrina/shared/searches';
import { requireIdentity } from '@/lib/identify-events';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { searchKeys } from '../search-keys';
import { postDecision, postUndo } from './api/deck-api';
import { noteCountMove } from './count-ledger';
import { showCoincidence } from './coincidence-toast';
import { deckTexts } from './deck-texts';
import { saveDeckCards } from './offline/deck-cards';
import { decisionQueue, pendingId } from './offline/decision-queue';
import { isNetworkFailure, onDecisionSettled, startDecisionSync } from './offline/decision-sync';
import { mustQueue, queueDecision, signedInUserId } from './offline/offline-decisions';
import { initial, TOAST_MS, type Decided, type DeckState } from './deck-state';
import { useDeckPages } from './use-deck-pages';

export { TOAST_MS };
/** The next card's turn comes 500 ms after a decision (product.md, Searches: Swipe deck). */
export const NEXT_CARD_MS = 500;
/**
 * Moves a card's element outside React: `flight` sends it off (the decision's flight), null brings it back to the
 * centre (undo, a failed call). The deck's screen knows the elements and the person's motion preference.
 */
export type PlaceCard = (card: SearchCard, flight: Decided | null) => void;

function announcementOf({ card, like, isSuper }: Decided): string {
  if (isSuper) return deckTexts.superliked(card.title);
  return like ? deckTexts.liked(card.title) : deckTexts.discarded(card.title);
}

export function useDeck(search: Pick<Search, 'id' | 'uuid'>, pageSize: number, place?: PlaceCard) {
  const queryClient = useQueryClient();
  const session = useSession();
  // A shared link the server rendered starts with the first page it showed (app/ssr/page-queries.ts).
  const [state, setState] = useState<DeckState>(() => {
    const served = queryClient.getQueryData<SearchCard[]>(searchKeys.firstPage(search.uuid));
    return served ? { ...initial, queue: served, exhausted: served.length < pageSize } : initial;
  });
  const [announcement, setAnnouncement] = useState('');
  /** The state as the handlers have left it; `state` follows it, a render later for a decision. */
  const latest = useRef(state);
  const participantsRead = useRef(false);
  const placeCard = useRef(place);
  placeCard.current = place;
  const leavingTimer = useRef<number | undefined>(undefined);
  const inFlight = useRef(new Map<number, Promise<unknown>>());
  /** A visitor's decision waiting for their sign-in. */
  const pending = useRef<{ cardId: number; like: boolean; isSuper: boolean } | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    // Once: a later visit to the deck asks for its page again.
    queryClient.removeQueries({ queryKey: searchKeys.firstPage(search.uuid), exact: true });
    return () => {
      mounted.current = false;
      window.clearTimeout(leavingTimer.current);
    };
  }, [queryClient, search.uuid]);

  /** Changes the state for the handlers at once and has React render it; `later`, in a transition. */
  const update = useCallback((change: (current: DeckState) => DeckState, later = false) => {
    const next = change(latest.current);
    if (next === latest.current) return;
    latest.current = next;
    if (later) startTransition(() => setState(next));
    else setState(next);
  }, []);

  // The count of what is left follows the decisions here (one less per decision, one more per undo) rather than
  // being asked for after every swipe, whose answer rendered the deck again; it is read again with each page, once
  // the decisions on their way have settled, and never across a move (count-ledger.ts).
  const shiftCount = useCallback(
    (by: number) => {
      noteCountMove(search.uuid);
      queryClient.setQueryData<{ count: number }>(searchKeys.count(search.uuid), (data) =>
        data ? { count: Math.max(0, data.count + by) } : data,
      );
    },
    [queryClient, search.uuid],
  );
  const refreshCount = useCallback(() => {
    if (mounted.current) void queryClient.invalidateQueries({ queryKey: searchKeys.count(search.uuid) });
  }, [queryClient, search.uuid]);

  // Decisions left from before (a closed app) go out now; a refused one leaves the history, and the count.
  useEffect(() => {
    startDecisionSync();
    const online = () => update((current) => (current.stalled ? { ...current, stalled: false } : current));
    window.addEventListener('online', online);
    const stop = onDecisionSettled(({ entry, outcome }) => {
      if (entry.search !== search.uuid) return;
      // It left the queue: the API's count holds it now (or never will, refused), so the count is read again.
      noteCountMove(search.uuid);
      refreshCount();
      if (outcome !== 'refused') return;
      update((current) => ({ ...current, history: current.history.filter((item) => item.card.id !== entry.card.id) }));
    });
    // Leaving the deck keeps the cards it holds for a return without a connection.
    return () => {
      window.removeEventListener('online', online);
      stop();
      const userId = signedInUserId();
      if (userId !== null && latest.current.queue.length) saveDeckCards(userId, search.uuid, latest.current.queue);
    };
  }, [search.uuid, update, refreshCount]);

  useDeckPages({ search: search.uuid, pageSize, state, latest, update, mounted, refreshCount });

  const commit = useCallback(
    (decided: Decided) => {
      const { card, like, isSuper } = decided;
      // The card flies now, in the event that decided; the deck's render of the decision follows in slices.
      placeCard.current?.(card, decided);
      update(
        (current) => ({
          ...current,
          queue: current.queue.filter((item) => item.id !== card.id),
          history: [...current.history, decided],
          leaving: decided,
        }),
        true,
      );
      startTransition(() => {
        setAnnouncement(announcementOf(decided));
        shiftCount(-1);
      });
      window.clearTimeout(leavingTimer.current);
      leavingTimer.current = window.setTimeout(() => {
        update((current) => (current.leaving?.card.id === card.id ? { ...current, leaving: null } : current), true);
      }, NEXT_CARD_MS);
      const userId = signedInUserId();
      const pending = userId === null ? null : { userId, search: search.uuid, card, like, isSuper };
      if (pending && mustQueue(pending.userId)) {
        queueDecision(pending);
        return;
      }
      // The call goes out in the next task: starting a request costs a few ms the release's own task cannot spare.
      // It is in flight for undo from now on all the same.
      const call = new Promise((resolve) => window.setTimeout(resolve, 0)).then(() =>
        postDecision(search.uuid, { publication_id: card.id, like, is_super: isSuper }),
      );
      inFlight.current.set(card.id, call);
      noteCountMove(search.uuid, call);
      // A like that meets other participants' likes: say whose (the failure is handled below).
      call.then(
        (answer) => {
          // The first decision of someone who came by a shared link, or of a group's member, makes them a
          // participant: the search is read again, once, for its participants (and 'Finalizar selección').
          if (!participantsRead.current) {
            participantsRead.current = true;
            void queryClient.invalidateQueries({ queryKey: searchKeys.detail(search.uuid, true), exact: true });
          }
          if (mounted.current && answer.coincidences.exists)
            showCoincidence(
              search.uuid,
              answer.coincidences.users.map((user) => user.name),
            );
        },
        () => undefined,
      );
      call
        .catch((error: unknown) => {
          // Sent without a connection after all: it waits in the queue, shown as pending, the card stays decided.
          if (pending && isNetworkFailure(error)) {
            queueDecision(pending, true);
            return;
          }
          if (!mounted.current) return;
          const back = !latest.current.queue.some((item) => item.id === card.id);
          update((current) => ({
            ...current,
            history: current.history.filter((item) => item.card.id !== card.id),
            queue: current.queue.some((item) => item.id === card.id) ? current.queue : [card, ...current.queue],
            leaving: current.leaving?.card.id === card.id ? null : current.leaving,
          }));
          if (back) {
            placeCard.current?.(card, null);
            shiftCount(1);
          }
          setAnnouncement(deckTexts.reverted(card.title));
          notifyError(error, { autoClose: TOAST_MS });
        })
        .finally(() => {
          if (inFlight.current.get(card.id) === call) inFlight.current.delete(card.id);
        });
    },
    [search.uuid, update, shiftCount, queryClient],
  );

  /** Decides on the top card; false when it stays (no card, one still in flight, or a visitor asked to identify). */
  const decide = useCallback(
    (like: boolean, isSuper = false): boolean => {
      const card = latest.current.queue[0];
      if (!card || latest.current.leaving) return false;
      if (!requireIdentity({ subtitle: messages.searches.identify })) {
        pending.current = { cardId: card.id, like, isSuper };
        return false;
      }
      pending.current = null;
      commit({ card, like, isSuper: like && isSuper });
      return true;
    },
    [commit],
  );

  // The visitor's decision goes through once they have signed in.
  useEffect(() => {
    if (session.status !== 'authenticated' || !pending.current) return;
    const wanted = pending.current;
    pending.current = null;
    const card = latest.current.queue[0];
    if (card && card.id === wanted.cardId && !latest.current.leaving) commit({ card, ...wanted });
    // Signing in refetches the count (the search is now theirs); it must count this decision once stored.
    refreshCount();
  }, [session.status, commit, refreshCount]);

  const undo = useCallback(() => {
    const current = latest.current;
    const last = current.history.at(-1);
    if (!last || current.undoing) return;
    if (!requireIdentity({ subtitle: messages.searches.identify })) return;
    window.clearTimeout(leavingTimer.current);
    // Its flight may have started before React rendered the decision: the element comes back by hand too.
    placeCard.current?.(last.card, null);
    update((now) => ({
      ...now,
      history: now.history.slice(0, -1),
      queue: [last.card, ...now.queue.filter((card) => card.id !== last.card.id)],
      leaving: null,
      undoing: true,
    }));
    setAnnouncement(deckTexts.undone(last.card.title));
    shiftCount(1);
    // An undo waits for its decision's own call, so the server never sees them out of order. A decision still in
    // the offline queue leaves it instead: the API never hears of it.
    const decision = inFlight.current.get(last.card.id) ?? Promise.resolve();
    const queued = pendingId(signedInUserId() ?? 0, search.uuid, last.card.id);
    const call = decision
      .catch(() => undefined)
      .then(async () => {
        const withdrawn = decisionQueue.get(queued) ? await decisionQueue.withdraw(queued) : 'sent';
        if (withdrawn === 'sent') await postUndo(search.uuid, last.card.id);
      });
    noteCountMove(search.uuid, call);
    call
      .then(() => {
        if (!mounted.current) return;
        update((now) => ({ ...now, undoing: false }));
      })
      .catch((error: unknown) => {
        if (!mounted.current) return;
        shiftCount(-1);
        update((now) => ({
          ...now,
          undoing: false,
          queue: now.queue.filter((card) => card.id !== last.card.id),
          history: [...now.history, last],
        }));
        setAnnouncement(announcementOf(last));
        notifyError(error, { autoClose: TOAST_MS });
      });
  }, [search.uuid, update, shiftCount]);

  // The cards the deck holds and the person has not decided: predictions leave them out (they are on screen).
  const heldIds = useCallback(() => latest.current.queue.map((card) => card.id), []);

  const finished = state.queue.length === 0 && state.exhausted && !state.loading;
  return {
    heldIds,
    current: state.queue[0] ?? null,
    next: state.queue[1] ?? null,
    leaving: state.leaving,
    loading: state.loading && state.queue.length === 0,
    finished,
    /** Whether the person decided anything here since the deck opened (and it still stands). */
    decided: state.history.length > 0,
    stalled: state.stalled && state.queue.length === 0,
    canDecide: state.queue.length > 0 && !state.leaving,
    canUndo: state.history.length > 0 && !state.undoing,
    decide,
    undo,
    announcement,
  };
}
