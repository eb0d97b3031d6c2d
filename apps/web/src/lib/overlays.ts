// Every open modal, drawer or lightbox registers here so the navigation guard can close them before leaving a
// page, and cancel a back navigation that was really meant to close them (product.md, The shell).
import { useEffect, useRef } from 'react';

type Close = () => void;

const open = new Set<{ close: Close }>();

/** Registers an open overlay; call the returned function when it closes. */
export function registerOverlay(close: Close): () => void {
  const entry = { close };
  open.add(entry);
  return () => {
    open.delete(entry);
  };
}

export function hasOpenOverlays(): boolean {
  return open.size > 0;
}

/** Closes every registered overlay; true when something was open. */
export function closeOpenOverlays(): boolean {
  if (open.size === 0) return false;
  const entries = [...open];
  open.clear();
  for (const entry of entries) entry.close();
  return true;
}

/** Keeps an overlay registered while `opened` is true. */
export function useOverlayRegistration(opened: boolean, close: Close): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!opened) return;
    return registerOverlay(() => latest.current());
  }, [opened]);
}
