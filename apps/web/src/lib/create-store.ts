// A minimal external store for the few pieces of app-wide state that live outside React (session, onboarding
// guide) and are read by both components and plain functions such as the navigation guard.
import { useSyncExternalStore } from 'react';

export type Store<T> = {
  get: () => T;
  set: (next: T | ((previous: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's state; `serverState` is what a server-rendered page showed, for the browser's hydration to match. */
export function useStore<T>(store: Store<T>, serverState?: T): T {
  return useSyncExternalStore(store.subscribe, store.get, serverState === undefined ? store.get : () => serverState);
}
