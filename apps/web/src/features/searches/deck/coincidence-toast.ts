// A like that meets others' likes says so in a toast; likes in a row that keep meeting them update that one toast
// (its text counts them) instead of stacking one per like.
import { notifyReplacing, toastOpen } from '@/lib/notify';
import { deckTexts } from './deck-texts';
import { TOAST_MS } from './deck-state';

const bursts = new Map<string, { count: number; names: string[] }>();

export function showCoincidence(searchId: string, names: string[]): void {
  const id = `coincidence-${searchId}`;
  const prior = toastOpen(id) ? bursts.get(searchId) : undefined;
  const burst = prior
    ? { count: prior.count + 1, names: [...new Set([...prior.names, ...names])] }
    : { count: 1, names };
  bursts.set(searchId, burst);
  const text = burst.count === 1 ? deckTexts.coincidence(names) : deckTexts.coincidences(burst.count, burst.names);
  notifyReplacing(id, text, { autoClose: TOAST_MS });
}
