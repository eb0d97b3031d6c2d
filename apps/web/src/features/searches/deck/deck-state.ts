// The deck's state (use-deck.ts): the cards still to decide, the decided ones (undo's history), the card in flight
// and the paging's flags, shared by the deck's hook and its paging.
import type { SearchCard } from '@vitrina/shared/searches';

/** Every toast of this screen stays 7 s (product.md, Searches: Swipe deck). */
export const TOAST_MS = 7000;

export type Decided = { card: SearchCard; like: boolean; isSuper: boolean };

export type DeckState = {
  queue: SearchCard[];
  history: Decided[];
  leaving: Decided | null;
  /** A short page came back (or the load failed): nothing more to ask for. */
  exhausted: boolean;
  /** A page could not be asked for without a connection: asked again once online. */
  stalled: boolean;
  loading: boolean;
  undoing: boolean;
};

export const initial: DeckState = {
  queue: [],
  history: [],
  leaving: null,
  exhausted: false,
  stalled: false,
  loading: false,
  undoing: false,
};
