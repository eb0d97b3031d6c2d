// The deck's own gesture (DESIGN, The swipe deck): Pointer Events on the card, the pointer captured once the drag is
// clearly horizontal, the transform written in requestAnimationFrame straight on the element (React renders only
// when a card is decided), and past 130 px the card is decided: right likes, left discards. A shorter drag springs
// back; a vertical one is left to the page (`touch-action: pan-y`). A tap is a tap: the image's sides change photos.
import { useCallback, useRef, type PointerEvent, type MouseEvent } from 'react';

/** Pixels of horizontal travel past which a released card is decided (product.md, Searches: Swipe deck). */
export const SWIPE_THRESHOLD = 130;
/** The fly-out and spring-back duration, in ms (product.md, Searches: Swipe deck). */
export const FLIGHT_MS = 150;
/** Travel before a press counts as a drag rather than a tap. */
const SLOP = 8;

type Drag = { id: number; x0: number; y0: number; dx: number; dy: number; dragging: boolean; frame: number };
/** How a decided card leaves: off the side it was sent to, or up for a SuperLike. */
export type Flight = { like: boolean; isSuper: boolean };

const nextFrame = (callback: () => void): number =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : window.setTimeout(callback, 16);
const cancelFrame = (frame: number) =>
  typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(frame) : window.clearTimeout(frame);

/**
 * Shows the like stamp (`amount` up to 1) or the nope one (down to -1), 0 hiding both. Written on the two stamps
 * themselves rather than through an inherited custom property on the card, so a drag frame restyles two elements,
 * not the whole card.
 */
export function showStamps(card: HTMLElement, amount: number) {
  for (const stamp of card.querySelectorAll<HTMLElement>('[data-stamp]')) {
    const shown = stamp.dataset.stamp === 'like' ? amount : -amount;
    stamp.style.opacity = shown > 0 ? String(shown) : '';
  }
}

/**
 * Sends a decided card off from wherever the finger left it, straight on its element: the deck starts it inside the
 * event that decided, before React renders the decision. With reduced motion the card just goes.
 */
export function flyOut(card: HTMLElement, { like, isSuper }: Flight, reducedMotion: boolean) {
  if (reducedMotion) {
    card.style.transition = 'none';
    card.style.visibility = 'hidden';
    return;
  }
  card.style.transition = `transform ${FLIGHT_MS}ms ease-in, opacity ${FLIGHT_MS}ms ease-in`;
  card.style.transform = isSuper
    ? 'translate3d(0, -140%, 0)'
    : `translate3d(${like ? 150 : -150}%, 0, 0) rotate(${like ? 20 : -20}deg)`;
  card.style.opacity = '0';
}

/** Brings a card back to the centre (undo, a failed call), if it had moved. */
export function bringBack(card: HTMLElement, reducedMotion: boolean) {
  if (!card.style.transform && !card.style.opacity && !card.style.visibility) return;
  card.style.transition = reducedMotion ? 'none' : `transform ${FLIGHT_MS}ms ease-out`;
  card.style.transform = '';
  card.style.opacity = '';
  card.style.visibility = '';
  showStamps(card, 0);
}

/**
 * `onDecide(like)` answers whether the decision went ahead (a visitor asked to identify keeps the card): when it did
 * the deck flies the card out; when not, the card springs back.
 */
export function useSwipe(onDecide: (like: boolean) => boolean, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const dragged = useRef(false);

  const write = useCallback(() => {
    const current = drag.current;
    const element = ref.current;
    if (!current || !element) return;
    current.frame = 0;
    element.style.transform = `translate3d(${current.dx}px, ${current.dy * 0.15}px, 0) rotate(${current.dx / 18}deg)`;
    showStamps(element, Math.max(-1, Math.min(1, current.dx / SWIPE_THRESHOLD)));
  }, []);

  const springBack = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    element.style.transition = `transform ${FLIGHT_MS}ms ease-out`;
    element.style.transform = '';
    showStamps(element, 0);
  }, []);

  const end = useCallback(
    (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
      const current = drag.current;
      if (!current || event.pointerId !== current.id) return;
      drag.current = null;
      if (current.frame) cancelFrame(current.frame);
      if (!current.dragging) return;
      const dx = event.clientX - current.x0;
      if (!cancelled && Math.abs(dx) > SWIPE_THRESHOLD && onDecide(dx > 0)) return;
      springBack();
    },
    [onDecide, springBack],
  );

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!enabled || event.button !== 0 || drag.current) return;
      drag.current = {
        id: event.pointerId,
        x0: event.clientX,
        y0: event.clientY,
        dx: 0,
        dy: 0,
        dragging: false,
        frame: 0,
      };
      dragged.current = false;
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current || event.pointerId !== current.id) return;
      current.dx = event.clientX - current.x0;
      current.dy = event.clientY - current.y0;
      if (!current.dragging) {
        const horizontal = Math.abs(current.dx) >= SLOP && Math.abs(current.dx) >= Math.abs(current.dy);
        if (!horizontal) {
          // A vertical move belongs to the page's scroll.
          if (Math.abs(current.dy) >= SLOP) drag.current = null;
          return;
        }
        current.dragging = true;
        dragged.current = true;
        const element = ref.current;
        if (element) {
          element.style.transition = 'none';
          // Captured only now, so a tap still clicks the button under the finger.
          if (typeof element.setPointerCapture === 'function') element.setPointerCapture(current.id);
        }
      }
      if (!current.frame) current.frame = nextFrame(write);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
    /** The click that ends a drag is not a tap on what lies under it. */
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return { ref, handlers };
}
