// Where the keyboard's focus goes when the deck ends under it. The action bar's buttons keep the focus while they
// cannot act (action-bar.tsx); once the last card is decided there is nothing more to decide with them, so the focus
// moves to the heading of the slide that takes the cards' place, which says why and leads to what comes next.
import { useEffect, type RefObject } from 'react';

/** The action bar's id: the slides look for the focus inside it. */
export const DECK_ACTIONS_ID = 'deck-actions';

/** On the slide's arrival, takes the focus from a button of the action bar that can no longer act. */
export function useFocusFromActions(heading: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !focused.closest(`#${DECK_ACTIONS_ID}`)) return;
    if (focused.getAttribute('aria-disabled') === 'true') heading.current?.focus();
  }, [heading]);
}
