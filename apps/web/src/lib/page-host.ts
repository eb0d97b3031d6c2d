// The host the page was opened on (a store's address reads 'vitrina.com.ar/carolina'), the same in the server's render
// of the page and in the browser: the server says which host it renders for before each render (app/ssr/).
import { useSyncExternalStore } from 'react';

let renderedHost = '';

/** Called by the server's render, right before rendering a page for `host`. */
export function setRenderedHost(host: string): void {
  renderedHost = host;
}

const subscribe = () => () => {};
// The browser's host is the one the server rendered for: the page was asked for at this address.
const host = () => (typeof window === 'undefined' ? renderedHost : window.location.host);

export function usePageHost(): string {
  return useSyncExternalStore(subscribe, host, host);
}
