// What the options drawer and the final slide both do without a panel of their own: 'Enviar lista' (the caller's
// likes as text, to the device's share sheet, else to the clipboard), 'Finalizar selección' (the owner is told;
// a failed call is only logged, product.md, Searches; once done it is offered no more) and «Avisarme de nuevas
// publicaciones» (shown at once, put back with a toast when the API refuses it). And who sees which entry.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { searchModes } from '@vitrina/shared/enums';
import { messages } from '@vitrina/shared/messages';
import type { Search } from '@vitrina/shared/searches';
import type { User } from '@vitrina/shared/users';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { searchKeys } from '../search-keys';
import { getSearchText, postFinish } from './api/deck-api';
import { putSearchAlert } from './api/put-search-alert';
import { deckTexts } from './deck-texts';
import { copyText, shareContent } from './share-content';
import { TOAST_MS } from './use-deck';

export async function sendList(search: Pick<Search, 'uuid' | 'title'>): Promise<void> {
  try {
    const { text } = await getSearchText(search.uuid);
    if (await shareContent({ title: search.title, text })) return;
    if (await copyText(text)) notifySuccess(deckTexts.listCopied, { autoClose: TOAST_MS });
    // Said as it is: an Error that is not the API's would read as the catalogue's generic failure.
    else notifyWarning(messages.share.unsupported, { autoClose: TOAST_MS });
  } catch (error) {
    notifyError(error, { autoClose: TOAST_MS });
  }
}

/**
 * 'Finalizar selección': the cached search shows the caller finished at once, so the entry goes, and is read again.
 * A failure is only logged (product.md, Searches).
 */
export function useFinishSelection(search: Pick<Search, 'id' | 'uuid'>) {
  const queryClient = useQueryClient();
  const me = useSession().user;
  return useMutation({
    mutationFn: () => postFinish(search.uuid),
    meta: { errorToast: false },
    onSuccess: ({ message }) => {
      notifySuccess(message, { autoClose: TOAST_MS });
      const now = new Date().toISOString();
      const finish = (user: Search['users'][number]) =>
        user.id === me?.id ? { ...user, pivot: { ...user.pivot, finished_at: now } } : user;
      for (const key of searchKeys.copies(search)) {
        queryClient.setQueryData<Search>(key, (data) => (data ? { ...data, users: data.users.map(finish) } : data));
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
    },
    onError: (error) => console.error('Join search error...', error),
  });
}

/**
 * The alert's switch: the cached search (by id and uuid, plain and complete) shows the new state at once; a refusal
 * puts back what each copy said and tells why.
 */
export function useSearchAlertToggle(search: Pick<Search, 'id' | 'uuid'>) {
  const queryClient = useQueryClient();
  const keys = searchKeys.copies(search);
  const setAlert = (alert: boolean) => {
    for (const key of keys) queryClient.setQueryData<Search>(key, (data) => (data ? { ...data, alert } : data));
  };
  return useMutation({
    mutationFn: (enabled: boolean) => putSearchAlert(search.uuid, enabled),
    meta: { errorToast: false },
    onMutate: async (enabled) => {
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey, exact: true })));
      const before = keys.map((key) => [key, queryClient.getQueryData<Search>(key)] as const);
      setAlert(enabled);
      return { before };
    },
    onError: (error, _enabled, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      notifyError(error, { autoClose: TOAST_MS });
    },
    onSuccess: (answer) => setAlert(answer.alert),
  });
}

/**
 * The entries of 'Opciones de la búsqueda'; a screen that opens the drawer may hide some (product.md, Searches: The
 * options and the final slide).
 */
export type OptionEntry =
  'title' | 'filtered' | 'share' | 'sendList' | 'finish' | 'publish' | 'predict' | 'alert' | 'guide';
/** The entries that open a panel inside the drawer. */
export type OptionPanel = 'title' | 'share' | 'publish' | 'predict';

/**
 * Which entries a person (null: a visitor) sees on a search: the spec's rules of who may do what, and the API's of
 * who may call what. The list's text is the participants'; the filtered publications are theirs and, on a group's
 * search, the group members' too.
 */
export function optionEntriesFor(
  search: Pick<Search, 'pivot' | 'users' | 'scope' | 'filtered' | 'user_id' | 'group_id'>,
  viewer: Pick<User, 'id' | 'groups'> | null,
): Set<OptionEntry> {
  const userId = viewer?.id ?? null;
  // A visitor's own search is theirs to swipe, but changing or sharing it needs a session.
  const owner = search.pivot.owner && userId !== null;
  const mine = userId === null ? undefined : search.users.find((user) => user.id === userId);
  const participant = mine !== undefined;
  const member = search.group_id !== null && (viewer?.groups.some((group) => group.id === search.group_id) ?? false);
  const entries = new Set<OptionEntry>(['guide']);
  if (participant) entries.add('sendList');
  if (participant || (member && search.user_id !== null)) entries.add('filtered');
  if (owner) entries.add('title').add('share');
  // 'Finalizar selección' is for the participants who did not create the search, until they finish.
  if (!owner && participant && !mine.pivot.finished_at) entries.add('finish');
  if (owner && search.scope.type === 'group') entries.add('publish');
  // The owner chooses the mode; in a mode that predicts, everyone taking part may ask for predictions.
  const predicts = searchModes.some((mode) => mode.value === search.filtered && mode.predict);
  if (owner || (participant && predicts)) entries.add('predict');
  // Anyone signed in who may open a search someone made may hear of its new listings (turning it on joins it).
  if (userId !== null && search.user_id !== null) entries.add('alert');
  return entries;
}
