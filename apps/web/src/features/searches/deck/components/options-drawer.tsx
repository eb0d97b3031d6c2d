// 'Opciones de la búsqueda' (spec 02 §2 Option panels): how many listings are left to see and, for the search's
// creator, 'Cambiar nombre'. Sharing, sending the list, finishing and publishing come with the sharing issue.
import { memo, useState, type FormEvent } from 'react';
import { Button, Drawer, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Search } from '@vitrina/shared/searches';
import { IconPencil } from '@/components/icons';
import { errorMessage, fieldErrors } from '@/lib/error-message';
import { notifySuccess } from '@/lib/notify';
import { useOverlayRegistration } from '@/lib/overlays';
import { useUpdateSearchTitle } from '../api/deck-api';
import { deckTexts } from '../deck-texts';
import { TOAST_MS } from '../use-deck';

// As searchLimits and the spec (§5): a title of 3 to 255 characters.
const TITLE_MIN = 3;
const TITLE_MAX = 255;
const UPDATED = 'Búsqueda actualizada correctamente.';

type OptionsDrawerProps = { search: Search; count: number | null; opened: boolean; onClose: () => void };

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
  const [editing, setEditing] = useState(false);
  useOverlayRegistration(opened, onClose);
  const close = () => {
    setEditing(false);
    onClose();
  };

  return (
    <Drawer opened={opened} onClose={close} position="bottom" size="auto" title={deckTexts.options} radius="lg">
      <Stack gap="md" pb="md">
        <Text fw={600}>{search.title}</Text>
        {count !== null && <Text c="dimmed">{deckTexts.pending(count)}</Text>}
        {search.pivot.owner &&
          (editing ? (
            <TitleForm search={search} onDone={() => setEditing(false)} />
          ) : (
            <Button
              variant="light"
              justify="flex-start"
              leftSection={<IconPencil size={18} />}
              onClick={() => setEditing(true)}
            >
              {deckTexts.editTitle}
            </Button>
          ))}
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
