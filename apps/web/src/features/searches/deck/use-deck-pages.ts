// The deck's paging (product.md, Searches: Results): the first page at once, the next when a third of a page remains,
// sending every id the client holds (and those waiting in the offline queue); a short page means there is no more.
// Without a connection the deck goes on with the cards it holds, or those it held when last left, and asks again once
// online.
import { useEffect, useRef, type RefObject } from 'react';
import { notifyError } from '@/lib/notify';
import { getResults } from './api/deck-api';
import { readDeckCards, saveDeckCards } from './offline/deck-cards';
import { decisionQueue } from './offline/decision-queue';
import { isNetworkFailure } from './offline/decision-sync';
import { pendingCardIds, signedInUserId } from './offline/offline-decisions';
import { TOAST_MS, type DeckState } from './deck-state';

/** As many ids as one request may exclude (searchLimits.exceptMax). */
const EXCEPT_MAX = 500;
/** A page that found no server while the browser says it is online is asked again after this long. */
const STALLED_RETRY_MS = 15_000;

type Paging = {
  search: string;
  pageSize: number;
  state: DeckState;
  latest: RefObject<DeckState>;
  update: (change: (current: DeckState) => DeckState, later?: boolean) => void;
  mounted: RefObject<boolean>;
  refreshCount: () => void;
};

export function useDeckPages({ search, pageSize, state, latest, update, mounted, refreshCount }: Paging) {
  const loadingPage = useRef(false);
  const remaining = state.queue.length;
  const started = state.history.length > 0 || state.queue.length > 0 || state.exhausted;
  const wantsPage =
    !state.exhausted && !state.stalled && (!started || remaining <= Math.max(1, Math.floor(pageSize / 3)));
  useEffect(() => {
    if (!wantsPage || loadingPage.current) return;
    loadingPage.current = true;
    // The count is read with every page but the first, asked for by the screen already.
    const first = !latest.current.history.length && !latest.current.queue.length;
    const held = [
      ...latest.current.history.map((item) => item.card.id),
      ...latest.current.queue.map((card) => card.id),
    ];
    update((current) => ({ ...current, loading: true }));
    // Asked for in a task of its own, like a decision's call: this effect runs at the end of a decision's render.
    // The first page waits for the stored queue: the listings waiting there are not shown again.
    const task = new Promise((resolve) => window.setTimeout(resolve, 0));
    const userId = signedInUserId();
    (first ? task.then(decisionQueue.ready) : task)
      .then(() => getResults(search, [...held, ...pendingCardIds(userId, search)].slice(-EXCEPT_MAX)))
      .then((page) => {
        if (!mounted.current) return;
        if (!first) refreshCount();
        // Cards for later: rendered in a transition, like a decision, so the swipe under way is not held up.
        update((current) => {
          const known = new Set([
            ...current.history.map((item) => item.card.id),
            ...current.queue.map((card) => card.id),
          ]);
          const waiting = pendingCardIds(signedInUserId(), search);
          const fresh = page.filter((card) => !known.has(card.id) && !waiting.has(card.id));
          return {
            ...current,
            queue: [...current.queue, ...fresh],
            loading: false,
            exhausted: page.length < pageSize || fresh.length === 0,
          };
        }, true);
        if (first && userId !== null) saveDeckCards(userId, search, latest.current.queue);
      })
      .catch(async (error: unknown) => {
        if (!mounted.current) return;
        if (!isNetworkFailure(error)) {
          notifyError(error, { autoClose: TOAST_MS });
          update((current) => ({ ...current, loading: false, exhausted: true }));
          return;
        }
        const kept = first && userId !== null ? await readDeckCards(userId, search) : [];
        const waiting = pendingCardIds(userId, search);
        update((current) => ({
          ...current,
          queue: [...current.queue, ...kept.filter((card) => !waiting.has(card.id))],
          loading: false,
          stalled: true,
        }));
        // Online by the browser's word but no answer (a server down, a captive network): asked again in a while.
        if (navigator.onLine)
          window.setTimeout(() => {
            if (mounted.current) update((current) => ({ ...current, stalled: false }));
          }, STALLED_RETRY_MS);
      })
      .finally(() => {
        loadingPage.current = false;
      });
  }, [wantsPage, remaining, search, pageSize, update, refreshCount, latest, mounted]);
}
