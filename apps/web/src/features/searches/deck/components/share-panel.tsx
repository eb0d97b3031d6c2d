// 'Compartir búsqueda' (product.md, Searches: Sharing): 'Invitar' turns sharing on and hands the link to the
// device's share sheet; a device without one keeps the link on screen to copy, saying so in the spec's words (§5).
// 'Detener' turns sharing off: nobody new joins, who is in stays.
import { useId, useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { messages } from '@vitrina/shared/messages';
import type { Search } from '@vitrina/shared/searches';
import { ShareButtons } from '@/components/share-buttons/share-buttons';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateSearchSharing } from '../api/deck-api';
import { deckTexts } from '../deck-texts';
import { copyText, shareContent } from '../share-content';
import { TOAST_MS } from '../use-deck';

export function SharePanel({ search }: { search: Search }) {
  const update = useUpdateSearchSharing(search.uuid);
  const [cannotShare, setCannotShare] = useState(false);
  const heading = useId();
  const link = `${window.location.origin}/search/${search.uuid}`;

  const invite = () =>
    update.mutate(true, {
      onSuccess: async () => {
        if (!(await shareContent({ title: search.title, url: link }))) setCannotShare(true);
      },
      onError: (error) => notifyError(error, { autoClose: TOAST_MS }),
    });
  const stop = () =>
    update.mutate(false, {
      onSuccess: () => notifySuccess(deckTexts.shareStopped, { autoClose: TOAST_MS }),
      onError: (error) => notifyError(error, { autoClose: TOAST_MS }),
    });
  const copy = async () => {
    if (await copyText(link)) notifySuccess(deckTexts.linkCopied, { autoClose: TOAST_MS });
  };

  return (
    <Stack gap="sm" role="group" aria-labelledby={heading}>
      <Title order={3} size="h5" id={heading}>
        {deckTexts.share}
      </Title>
      <Text size="sm" c="dimmed">
        {search.shareable ? deckTexts.sharing : deckTexts.notSharing}
      </Text>
      {search.shareable && (
        <TextInput
          label={deckTexts.link}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          rightSectionWidth={80}
          rightSection={
            <Button size="compact-xs" variant="subtle" onClick={() => void copy()}>
              {deckTexts.copy}
            </Button>
          }
        />
      )}
      {search.shareable && <ShareButtons url={link} title={search.title} text={deckTexts.shareText(search.title)} />}
      {cannotShare && <Alert color="yellow">{messages.share.unsupportedLink}</Alert>}
      <Group gap="xs">
        <Button onClick={invite} loading={update.isPending && update.variables === true}>
          {deckTexts.invite}
        </Button>
        {search.shareable && (
          <Button variant="default" onClick={stop} loading={update.isPending && update.variables === false}>
            {deckTexts.stop}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
