// The deck's state (spec 02 §4): the queue of cards still to decide, the decided ones (undo's history), the card in
// flight, and the paging. A decision is optimistic: the card leaves at once, the call follows, and a failure brings
// the card back with the error. The next card takes its turn 500 ms after a decision. The next page is asked for
// when a third of a page remains, sending every id the client holds; a short page means there is no more.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Search, SearchCard } from '@vitrina/shared/searches';
import { requireIdentity } from '@/lib/identify-events';
import { notifyError } from '@/lib/notify';
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

function announcementOf({ card, like, isSuper }: Decided): string {
  if (isSuper) return deckTexts.superliked(card.title);
  return like ? deckTexts.liked(card.title) : deckTexts.discarded(card.title);
}

export function useDeck(search: Pick<Search, 'id' | 'uuid'>, pageSize: number) {
  const queryClient = useQueryClient();
  const session = useSession();
  const [state, setState] = useState<DeckState>(initial);
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef(state);
  latest.current = state;
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

  const refreshCount = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: searchKeys.count(search.uuid) }),
    [queryClient, search.uuid],
  );

  // Paging: the first page at once, the next when a third of a page remains.
  const remaining = state.queue.length;
  const started = state.history.length > 0 || state.queue.length > 0 || state.exhausted;
  const wantsPage = !state.exhausted && (!started || remaining <= Math.max(1, Math.floor(pageSize / 3)));
  useEffect(() => {
    if (!wantsPage || loadingPage.current) return;
    loadingPage.current = true;
    const held = [
      ...latest.current.history.map((item) => item.card.id),
      ...latest.current.queue.map((card) => card.id),
    ].slice(-EXCEPT_MAX);
    setState((current) => ({ ...current, loading: true }));
    getResults(search.uuid, held)
      .then((page) => {
        if (!mounted.current) return;
        setState((current) => {
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
        });
      })
      .catch((error: unknown) => {
        if (!mounted.current) return;
        notifyError(error, { autoClose: TOAST_MS });
        setState((current) => ({ ...current, loading: false, exhausted: true }));
      })
      .finally(() => {
        loadingPage.current = false;
      });
  }, [wantsPage, remaining, search.uuid, pageSize]);

  const commit = useCallback(
    (decided: Decided) => {
      const { card, like, isSuper } = decided;
      setState((current) => ({
        ...current,
        queue: current.queue.filter((item) => item.id !== card.id),
        history: [...current.history, decided],
        leaving: decided,
      }));
      setAnnouncement(announcementOf(decided));
      window.clearTimeout(leavingTimer.current);
      leavingTimer.current = window.setTimeout(() => {
        setState((current) => (current.leaving?.card.id === card.id ? { ...current, leaving: null } : current));
      }, NEXT_CARD_MS);
      const call = postDecision(search.uuid, { publication_id: card.id, like, is_super: isSuper });
      inFlight.current.set(card.id, call);
      call
        .then(refreshCount)
        .catch((error: unknown) => {
          if (!mounted.current) return;
          setState((current) => ({
            ...current,
            history: current.history.filter((item) => item.card.id !== card.id),
            queue: current.queue.some((item) => item.id === card.id) ? current.queue : [card, ...current.queue],
            leaving: current.leaving?.card.id === card.id ? null : current.leaving,
          }));
          setAnnouncement(deckTexts.reverted(card.title));
          notifyError(error, { autoClose: TOAST_MS });
        })
        .finally(() => {
          if (inFlight.current.get(card.id) === call) inFlight.current.delete(card.id);
        });
    },
    [search.uuid, refreshCount],
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
  }, [session.status, commit]);

  const undo = useCallback(() => {
    const current = latest.current;
    const last = current.history.at(-1);
    if (!last || current.undoing) return;
    if (!requireIdentity({ subtitle: IDENTIFY_SUBTITLE })) return;
    window.clearTimeout(leavingTimer.current);
    setState((now) => ({
      ...now,
      history: now.history.slice(0, -1),
      queue: [last.card, ...now.queue.filter((card) => card.id !== last.card.id)],
      leaving: null,
      undoing: true,
    }));
    setAnnouncement(deckTexts.undone(last.card.title));
    // An undo waits for its decision's own call, so the server never sees them out of order.
    const decision = inFlight.current.get(last.card.id) ?? Promise.resolve();
    decision
      .catch(() => undefined)
      .then(() => postUndo(search.uuid, last.card.id))
      .then(() => {
        if (!mounted.current) return;
        setState((now) => ({ ...now, undoing: false }));
        refreshCount();
      })
      .catch((error: unknown) => {
        if (!mounted.current) return;
        setState((now) => ({
          ...now,
          undoing: false,
          queue: now.queue.filter((card) => card.id !== last.card.id),
          history: [...now.history, last],
        }));
        setAnnouncement(announcementOf(last));
        notifyError(error, { autoClose: TOAST_MS });
      });
  }, [search.uuid, refreshCount]);

  const finished = state.queue.length === 0 && state.exhausted && !state.loading;
  return {
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
