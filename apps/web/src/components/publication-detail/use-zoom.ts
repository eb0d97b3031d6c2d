// Zoom, pan and rotation of the lightbox's image (zoom from 1 to 4). Buttons step by half, the wheel
// and a two-finger pinch scale smoothly, a drag pans a zoomed image, a double tap toggles 1x/2x, and a swipe on an
// image at 1x goes to the neighbour.
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
export const SCALE_STEP = 0.5;
const SWIPE_DISTANCE = 60;

export type View = { scale: number; x: number; y: number; rotation: number };
export const initialView: View = { scale: 1, x: 0, y: 0, rotation: 0 };

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(scale * 100) / 100));
}

/** Keeps a zoomed image from being dragged out of its stage: at most half the overflow either way. */
export function clampPan(view: View, stage: { width: number; height: number }): View {
  if (view.scale <= MIN_SCALE) return { ...view, x: 0, y: 0 };
  const limitX = ((view.scale - 1) * stage.width) / 2;
  const limitY = ((view.scale - 1) * stage.height) / 2;
  return { ...view, x: Math.min(limitX, Math.max(-limitX, view.x)), y: Math.min(limitY, Math.max(-limitY, view.y)) };
}

type Gesture =
  | { kind: 'pinch'; distance: number; scale: number }
  | { kind: 'pan'; startX: number; startY: number; x: number; y: number }
  | { kind: 'swipe'; startX: number; startY: number }
  | null;

const distanceOf = (points: { x: number; y: number }[]) =>
  Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y);

export function useZoom({ onSwipe }: { onSwipe: (direction: 1 | -1) => void }) {
  const [view, setView] = useState<View>(initialView);
  const [dragging, setDragging] = useState(false);
  const stageRef = useRef<HTMLDivElement | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture>(null);
  const viewRef = useRef(view);
  const swipeRef = useRef(onSwipe);
  useEffect(() => {
    viewRef.current = view;
    swipeRef.current = onSwipe;
  });

  const stageSize = () => {
    const stage = stageRef.current;
    return { width: stage?.clientWidth ?? 0, height: stage?.clientHeight ?? 0 };
  };
  const apply = useCallback((next: (view: View) => View) => {
    setView((current) => clampPan(next(current), stageSize()));
  }, []);

  const zoomTo = useCallback(
    (scale: number) => apply((current) => ({ ...current, scale: clampScale(scale) })),
    [apply],
  );
  const zoomIn = useCallback(
    () => apply((current) => ({ ...current, scale: clampScale(current.scale + SCALE_STEP) })),
    [apply],
  );
  const zoomOut = useCallback(
    () => apply((current) => ({ ...current, scale: clampScale(current.scale - SCALE_STEP) })),
    [apply],
  );
  const rotate = useCallback(() => setView((current) => ({ ...current, rotation: (current.rotation + 90) % 360 })), []);
  const reset = useCallback(() => setView(initialView), []);

  // React's wheel listener is passive, so it cannot keep the page from scrolling; this one can.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      apply((current) => ({ ...current, scale: clampScale(current.scale * Math.exp(-event.deltaY / 300)) }));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [apply]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    const current = viewRef.current;
    if (points.length === 2) {
      gesture.current = { kind: 'pinch', distance: distanceOf(points), scale: current.scale };
    } else if (points.length === 1) {
      gesture.current =
        current.scale > MIN_SCALE
          ? { kind: 'pan', startX: event.clientX, startY: event.clientY, x: current.x, y: current.y }
          : { kind: 'swipe', startX: event.clientX, startY: event.clientY };
    }
    setDragging(true);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const active = gesture.current;
    if (active?.kind === 'pinch' && pointers.current.size === 2) {
      const ratio = distanceOf([...pointers.current.values()]) / (active.distance || 1);
      apply((current) => ({ ...current, scale: clampScale(active.scale * ratio) }));
    } else if (active?.kind === 'pan') {
      apply((current) => ({
        ...current,
        x: active.x + event.clientX - active.startX,
        y: active.y + event.clientY - active.startY,
      }));
    }
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const active = gesture.current;
    pointers.current.delete(event.pointerId);
    if (active?.kind === 'swipe') {
      const dx = event.clientX - active.startX;
      const dy = event.clientY - active.startY;
      if (Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) swipeRef.current(dx < 0 ? 1 : -1);
    }
    // A pinch that loses a finger carries on as a pan of the remaining one.
    const rest = [...pointers.current.values()];
    gesture.current =
      rest.length === 1 && viewRef.current.scale > MIN_SCALE
        ? { kind: 'pan', startX: rest[0].x, startY: rest[0].y, x: viewRef.current.x, y: viewRef.current.y }
        : null;
    if (pointers.current.size === 0) setDragging(false);
  };

  const onDoubleClick = () => zoomTo(viewRef.current.scale > MIN_SCALE ? MIN_SCALE : 2);

  return {
    view,
    dragging,
    stageRef,
    zoomIn,
    zoomOut,
    rotate,
    reset,
    stageProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onDoubleClick },
  };
}
