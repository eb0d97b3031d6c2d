// The deck's own gesture (DESIGN, The swipe deck): Pointer Events on the card, the pointer captured once the drag is
// clearly horizontal, the transform written in requestAnimationFrame straight on the element (React renders only
// when a card is decided), and past 130 px the card is decided: right likes, left discards. A shorter drag springs
// back; a vertical one is left to the page (`touch-action: pan-y`). A tap is a tap: the image's sides change photos.
import { useCallback, useRef, type PointerEvent, type MouseEvent } from 'react';

/** Pixels of horizontal travel past which a released card is decided (spec 02 §9). */
export const SWIPE_THRESHOLD = 130;
/** The fly-out and spring-back duration, in ms (spec 02 §9). */
export const FLIGHT_MS = 150;
/** Travel before a press counts as a drag rather than a tap. */
const SLOP = 8;

type Drag = { id: number; x0: number; y0: number; dx: number; dy: number; dragging: boolean; frame: number };

const nextFrame = (callback: () => void): number =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : window.setTimeout(callback, 16);
const cancelFrame = (frame: number) =>
  typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(frame) : window.clearTimeout(frame);

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
    element.style.setProperty('--swipe', String(Math.max(-1, Math.min(1, current.dx / SWIPE_THRESHOLD))));
  }, []);

  const springBack = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    element.style.transition = `transform ${FLIGHT_MS}ms ease-out`;
    element.style.transform = '';
    element.style.setProperty('--swipe', '0');
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
