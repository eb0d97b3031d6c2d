// The deck's state (spec 02 §4): the queue of cards still to decide, the decided ones (undo's history), the card in
// flight, and the paging. A decision is optimistic: the card leaves at once, the call follows, and a failure brings
// the card back with the error. The next card takes its turn 500 ms after a decision. The next page is asked for
// when a third of a page remains, sending every id the client holds; a short page means there is no more.
// A decision must not stall the release that made it (DESIGN, The swipe deck): its flight starts on the card's
// element inside the event, and React renders the decision in a transition, in slices after it. The handlers read
// the state they change from a ref that is always current, so a key pressed before that render sees the decision.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Search, SearchCard } from '@vitrina/shared/searches';
import { requireIdentity } from '@/lib/identify-events';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { searchKeys } from '../search-keys';
import { getResults, postDecision, postUndo } from './api/deck-api';
import { deckTexts } from './deck-texts';

/** Every toast of this screen stays 7 s (spec 02 §9). */
export const TOAST_MS = 7000;
/** The next card's turn comes 500 ms after a decision (spec 02 §9). */
export const NEXT_CARD_MS = 500;
/** The identify panel's subtitle for searches (spec 02 §2). */
export const IDENTIFY_SUBTITLE = 'Para utilizar las búsquedas';
/** As many ids as one request may exclude (searchLimits.exceptMax). */
const EXCEPT_MAX = 500;

export type Decided = { card: SearchCard; like: boolean; isSuper: boolean };

type DeckState = {
  queue: SearchCard[];
  history: Decided[];
  leaving: Decided | null;
  /** A short page came back (or the load failed): nothing more to ask for. */
  exhausted: boolean;
  loading: boolean;
  undoing: boolean;
};

const initial: DeckState = { queue: [], history: [], leaving: null, exhausted: false, loading: false, undoing: false };

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
  const [state, setState] = useState<DeckState>(initial);
  const [announcement, setAnnouncement] = useState('');
  /** The state as the handlers have left it; `state` follows it, a render later for a decision. */
  const latest = useRef(state);
  const participantsRead = useRef(false);
  const placeCard = useRef(place);
  placeCard.current = place;
  const loadingPage = useRef(false);
  const leavingTimer = useRef<number | undefined>(undefined);
  const inFlight = useRef(new Map<number, Promise<unknown>>());
  /** A visitor's decision waiting for their sign-in. */
  const pending = useRef<{ cardId: number; like: boolean; isSuper: boolean } | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(leavingTimer.current);
    };
  }, []);

  /** Changes the state for the handlers at once and has React render it; `later`, in a transition. */
  const update = useCallback((change: (current: DeckState) => DeckState, later = false) => {
    const next = change(latest.current);
    if (next === latest.current) return;
    latest.current = next;
    if (later) startTransition(() => setState(next));
    else setState(next);
  }, []);

  // The count of what is left follows the decisions here (one less per decision, one more per undo) rather than
  // being asked for after every swipe, whose answer rendered the deck again; it is read again with each page.
  const shiftCount = useCallback(
    (by: number) =>
      queryClient.setQueryData<{ count: number }>(searchKeys.count(search.uuid), (data) =>
        data ? { count: Math.max(0, data.count + by) } : data,
      ),
    [queryClient, search.uuid],
  );
  const refreshCount = useCallback(() => {
    // Once the decisions on their way are stored, so the answer counts them.
    void Promise.allSettled([...inFlight.current.values()]).then(() => {
      if (mounted.current) void queryClient.invalidateQueries({ queryKey: searchKeys.count(search.uuid) });
    });
  }, [queryClient, search.uuid]);

  // Paging: the first page at once, the next when a third of a page remains.
  const remaining = state.queue.length;
  const started = state.history.length > 0 || state.queue.length > 0 || state.exhausted;
  const wantsPage = !state.exhausted && (!started || remaining <= Math.max(1, Math.floor(pageSize / 3)));
  useEffect(() => {
    if (!wantsPage || loadingPage.current) return;
    loadingPage.current = true;
    // The count is read with every page but the first, asked for by the screen already.
    const first = !latest.current.history.length && !latest.current.queue.length;
    const held = [
      ...latest.current.history.map((item) => item.card.id),
      ...latest.current.queue.map((card) => card.id),
    ].slice(-EXCEPT_MAX);
    update((current) => ({ ...current, loading: true }));
    // Asked for in a task of its own, like a decision's call: this effect runs at the end of a decision's render.
    new Promise((resolve) => window.setTimeout(resolve, 0))
      .then(() => getResults(search.uuid, held))
      .then((page) => {
        if (!mounted.current) return;
        if (!first) refreshCount();
        // Cards for later: rendered in a transition, like a decision, so the swipe under way is not held up.
        update((current) => {
          const known = new Set([
            ...current.history.map((item) => item.card.id),
            ...current.queue.map((card) => card.id),
          ]);
          const fresh = page.filter((card) => !known.has(card.id));
          return {
            ...current,
            queue: [...current.queue, ...fresh],
            loading: false,
            exhausted: page.length < pageSize || fresh.length === 0,
          };
        }, true);
      })
      .catch((error: unknown) => {
        if (!mounted.current) return;
        notifyError(error, { autoClose: TOAST_MS });
        update((current) => ({ ...current, loading: false, exhausted: true }));
      })
      .finally(() => {
        loadingPage.current = false;
      });
  }, [wantsPage, remaining, search.uuid, pageSize, update, refreshCount]);

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
      // The call goes out in the next task: starting a request costs a few ms the release's own task cannot spare.
      // It is in flight for undo from now on all the same.
      const call = new Promise((resolve) => window.setTimeout(resolve, 0)).then(() =>
        postDecision(search.uuid, { publication_id: card.id, like, is_super: isSuper }),
      );
      inFlight.current.set(card.id, call);
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
            notifySuccess(deckTexts.coincidence(answer.coincidences.users.map((user) => user.name)), {
              autoClose: TOAST_MS,
            });
        },
        () => undefined,
      );
      call
        .catch((error: unknown) => {
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
      if (!requireIdentity({ subtitle: IDENTIFY_SUBTITLE })) {
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
    if (!requireIdentity({ subtitle: IDENTIFY_SUBTITLE })) return;
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
    // An undo waits for its decision's own call, so the server never sees them out of order.
    const decision = inFlight.current.get(last.card.id) ?? Promise.resolve();
    decision
      .catch(() => undefined)
      .then(() => postUndo(search.uuid, last.card.id))
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
    canDecide: state.queue.length > 0 && !state.leaving,
    canUndo: state.history.length > 0 && !state.undoing,
    decide,
    undo,
    announcement,
  };
}
