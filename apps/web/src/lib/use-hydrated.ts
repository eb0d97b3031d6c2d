// Whether the page has left its server-rendered first paint: false while the browser hydrates the server's HTML (and
// on the server), true after and in every render that is not a hydration. Browser-only state (history, storage, the
// window's size) read behind it matches the server's HTML first, then shows, so hydration never mismatches.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
