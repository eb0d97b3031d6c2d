// Whether the page has left its server-rendered first paint: false while the browser hydrates the server's HTML (and
// on the server), true after and in every render that is not a hydration. Browser-only state (history, storage, the
// window's size) read behind it matches the server's HTML first, then shows, so hydration never mismatches.
// The switch to true after a hydration is a transition: React renders it in slices after the hydrated page has
// committed, rather than rendering the first screen a second time in the same long task as the hydration (a
// store whose browser value differs from the server's makes React render again at once, synchronously).
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** False from when main.tsx starts hydrating a server's page until that hydration has committed. */
let settled = true;

/** main.tsx: a server's page is about to be hydrated. */
export function hydrationStarts(): void {
  settled = false;
}

/** main.tsx, once the hydrated tree has committed: components mounted from now on start hydrated. */
export function hydrationCommitted(): void {
  settled = true;
}

const subscribe = () => () => {};
const settledNow = () => settled;
const onServer = () => false;

export function useHydrated(): boolean {
  // The server's value while React hydrates this component (also in a part of the page that hydrates later), else
  // whether the page's hydration has committed. While it hydrates both read false, so React has nothing to redo.
  const atMount = useSyncExternalStore(subscribe, settledNow, onServer);
  const [hydrated, setHydrated] = useState(atMount);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
