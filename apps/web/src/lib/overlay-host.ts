// Toasts and the modal manager are mounted on first use rather than at start, so their code stays out of the
// first download. Anything about to show a toast or open a managed modal asks for the host first; the promise
// settles once the host listens.
import { createStore, useStore } from './create-store';

const requested = createStore(false);
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function requestOverlayHost(): Promise<void> {
  requested.set(true);
  return ready;
}

export function overlayHostReady(): void {
  markReady();
}

export function useOverlayHostRequested(): boolean {
  return useStore(requested);
}
