// What the options drawer and the final slide both do without a panel of their own: 'Enviar lista' (the caller's
// likes as text, to the device's share sheet, else to the clipboard) and 'Finalizar selección' (the owner is told;
// a failed call is only logged, spec 02 §2).
import { searchModes } from '@vitrina/shared/enums';
import type { Search } from '@vitrina/shared/searches';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSearchText, postFinish } from './api/deck-api';
import { deckTexts } from './deck-texts';
import { copyText, shareContent } from './share-content';
import { TOAST_MS } from './use-deck';

export async function sendList(search: Pick<Search, 'uuid' | 'title'>): Promise<void> {
  try {
    const { text } = await getSearchText(search.uuid);
    if (await shareContent({ title: search.title, text })) return;
    if (await copyText(text)) notifySuccess(deckTexts.listCopied, { autoClose: TOAST_MS });
    else notifyError(new Error(deckTexts.cannotShare), { autoClose: TOAST_MS });
  } catch (error) {
    notifyError(error, { autoClose: TOAST_MS });
  }
}

export async function finishSelection(search: Pick<Search, 'uuid'>): Promise<void> {
  try {
    const { message } = await postFinish(search.uuid);
    notifySuccess(message, { autoClose: TOAST_MS });
  } catch (error) {
    console.error('Join search error...', error);
  }
}

/** The entries of 'Opciones de la búsqueda'; a screen that opens the drawer may hide some (spec 02 §2). */
export type OptionEntry = 'title' | 'filtered' | 'share' | 'sendList' | 'finish' | 'publish' | 'predict' | 'guide';
/** The entries that open a panel inside the drawer. */
export type OptionPanel = 'title' | 'share' | 'publish' | 'predict';

/** Which entries a person sees on a search: the spec's rules of who may do what. */
export function optionEntriesFor(
  search: Pick<Search, 'pivot' | 'users' | 'scope' | 'filtered'>,
  userId: number | null,
): Set<OptionEntry> {
  // A visitor's own search is theirs to swipe, but changing or sharing it needs a session.
  const owner = search.pivot.owner && userId !== null;
  const participant = userId !== null && search.users.some((user) => user.id === userId);
  const entries = new Set<OptionEntry>(['guide']);
  if (userId !== null) entries.add('filtered').add('sendList');
  if (owner) entries.add('title').add('share');
  // 'Finalizar selección' is for the participants who did not create the search.
  if (!owner && participant) entries.add('finish');
  if (owner && search.scope.type === 'group') entries.add('publish');
  // The owner chooses the mode; in a mode that predicts, everyone taking part may ask for predictions.
  const predicts = searchModes.some((mode) => mode.value === search.filtered && mode.predict);
  if (owner || (participant && predicts)) entries.add('predict');
  return entries;
}
