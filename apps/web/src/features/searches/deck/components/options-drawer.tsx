// 'Opciones de la búsqueda' (spec 02 §2 Option panels): how many listings are left to see; for the search's creator
// 'Cambiar nombre', 'Compartir búsqueda' and, on a group's search, 'Publicar búsqueda'; sending one's list; and for
// the other participants 'Finalizar selección'. One panel opens at a time, in place.
import { memo, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Drawer, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Search } from '@vitrina/shared/searches';
import { IconPencil } from '@/components/icons';
import { errorMessage, fieldErrors } from '@/lib/error-message';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useOverlayRegistration } from '@/lib/overlays';
import { useSession } from '@/lib/session';
import { getSearchText, postFinish, useUpdateSearchTitle } from '../api/deck-api';
import { copyText, shareContent } from '../share-content';
import { PublishForm } from './publish-form';
import { SharePanel } from './share-panel';
import { deckTexts } from '../deck-texts';
import { TOAST_MS } from '../use-deck';

// As searchLimits and the spec (§5): a title of 3 to 255 characters.
const TITLE_MIN = 3;
const TITLE_MAX = 255;
const UPDATED = 'Búsqueda actualizada correctamente.';

type OptionsDrawerProps = { search: Search; count: number | null; opened: boolean; onClose: () => void };
type Panel = 'title' | 'share' | 'publish' | null;

/** 'Enviar lista': the caller's likes as text, to the share sheet, else to the clipboard. */
async function sendList(search: Search) {
  try {
    const { text } = await getSearchText(search.uuid);
    if (await shareContent({ title: search.title, text })) return;
    if (await copyText(text)) notifySuccess(deckTexts.listCopied, { autoClose: TOAST_MS });
    else notifyError(new Error(deckTexts.cannotShare), { autoClose: TOAST_MS });
  } catch (error) {
    notifyError(error, { autoClose: TOAST_MS });
  }
}

/** 'Finalizar selección': the owner is told; a failed call is only logged (spec 02 §2). */
async function finish(search: Search) {
  try {
    const { message } = await postFinish(search.uuid);
    notifySuccess(message, { autoClose: TOAST_MS });
  } catch (error) {
    console.error('Join search error...', error);
  }
}

function TitleForm({ search, onDone }: { search: Search; onDone: () => void }) {
  const [title, setTitle] = useState(search.title);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateSearchTitle(search.uuid);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = title.trim();
    if (value.length < TITLE_MIN || value.length > TITLE_MAX) {
      setError(deckTexts.titleLength);
      return;
    }
    setError(null);
    update.mutate(value, {
      onSuccess: () => {
        notifySuccess(UPDATED, { autoClose: TOAST_MS });
        onDone();
      },
      onError: (failure) => setError(fieldErrors(failure)?.title?.[0] ?? errorMessage(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={deckTexts.newTitle}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={error}
          maxLength={TITLE_MAX}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {deckTexts.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {deckTexts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Memoised: it renders when it opens or closes, when its search changes, or when the count changes while it is open;
 * a closed drawer is not rendered again for every decision's count (it shows the count of when it opens).
 */
export const OptionsDrawer = memo(function OptionsDrawer({ search, count, opened, onClose }: OptionsDrawerProps) {
  const [panel, setPanel] = useState<Panel>(null);
  useOverlayRegistration(opened, onClose);
  const close = () => {
    setPanel(null);
    onClose();
  };
  const owner = search.pivot.owner;
  const me = useSession().user;
  // 'Finalizar selección' is for the participants who did not create the search.
  const invited = !owner && me !== null && search.users.some((user) => user.id === me.id);
  const entry = (which: Exclude<Panel, null>, label: string, icon?: ReactNode) => (
    <Button variant="light" justify="flex-start" leftSection={icon} onClick={() => setPanel(which)}>
      {label}
    </Button>
  );

  return (
    <Drawer opened={opened} onClose={close} position="bottom" size="auto" title={deckTexts.options} radius="lg">
      <Stack gap="md" pb="md">
        <Text fw={600}>{search.title}</Text>
        {count !== null && <Text c="dimmed">{deckTexts.pending(count)}</Text>}
        {panel === 'title' && <TitleForm search={search} onDone={() => setPanel(null)} />}
        {panel === 'share' && <SharePanel search={search} />}
        {panel === 'publish' && <PublishForm search={search} onDone={() => setPanel(null)} />}
        {panel === null && (
          <>
            {owner && entry('title', deckTexts.editTitle, <IconPencil size={18} />)}
            {owner && entry('share', deckTexts.share)}
            <Button variant="light" justify="flex-start" onClick={() => void sendList(search)}>
              {deckTexts.sendList}
            </Button>
            {invited && (
              <Button variant="light" justify="flex-start" onClick={() => void finish(search)}>
                {deckTexts.finish}
              </Button>
            )}
            {owner && search.scope.type === 'group' && entry('publish', deckTexts.publish)}
          </>
        )}
      </Stack>
    </Drawer>
  );
}, sameWhileClosed);

function sameWhileClosed(before: OptionsDrawerProps, after: OptionsDrawerProps): boolean {
  return (
    before.search === after.search &&
    before.onClose === after.onClose &&
    before.opened === after.opened &&
    (before.count === after.count || !after.opened)
  );
}
