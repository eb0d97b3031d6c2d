// Whether an overlay a page holds closed (a modal, a drawer) is rendered yet. Closed, Mantine's overlay still mounts
// its portal, and the portal sets its state as it mounts: a synchronous render that React runs in the same task as
// the page's hydration, with every effect of the page before it. So a closed overlay is rendered once the browser is
// idle after the page's first render, or at once when it opens first, and stays rendered after (its closing and any
// later opening animate as before).
import { useEffect, useState } from 'react';

/** How long an idle moment is waited for at most; browsers without requestIdleCallback wait this once. */
const IDLE_TIMEOUT_MS = 2_000;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}

export function useIdleMount(open: boolean): boolean {
  const [rendered, setRendered] = useState(open);
  // Opening before the idle moment renders it at once, and it stays.
  if (open && !rendered) setRendered(true);
  useEffect(() => {
    if (rendered) return;
    return whenIdle(() => setRendered(true));
  }, [rendered]);
  return rendered;
}
