// 'Publicar búsqueda' (product.md, Searches: Publishing): the owner of a search made in a group's portfolio publishes
// it to the group, with an optional description, or stops ('Dejar de publicar'). Once published, the group's list of
// searches opens.
import { useId, useState } from 'react';
import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Search } from '@vitrina/shared/searches';
import { notifyError, notifySuccess } from '@/lib/notify';
import { searchKeys } from '../../search-keys';
import { putPublish } from '../api/deck-api';
import { deckTexts } from '../deck-texts';
import { TOAST_MS } from '../use-deck';

// Ours: as the API caps it.
const DESCRIPTION_MAX = 1000;

export function PublishForm({ search, onDone }: { search: Search; onDone: () => void }) {
  const [description, setDescription] = useState(search.description ?? '');
  const heading = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const publish = useMutation({
    mutationFn: (value: boolean) =>
      putPublish(search.uuid, { public: value, description: description.trim() ? description.trim() : null }),
    meta: { errorToast: false },
    onSuccess: (answer, published) => {
      notifySuccess(answer.message, { autoClose: TOAST_MS });
      void queryClient.invalidateQueries({ queryKey: searchKeys.all });
      onDone();
      // Published, it is on the group's list of searches: the members find it there (product.md, Searches: The group's
      // searches).
      if (published && search.group_id !== null) navigate(`/account/group/${search.group_id}/search`);
    },
    onError: (error) => notifyError(error, { autoClose: TOAST_MS }),
  });

  return (
    <Stack gap="sm" role="group" aria-labelledby={heading}>
      <Title order={3} size="h5" id={heading}>
        {deckTexts.publish}
      </Title>
      <Text size="sm" c="dimmed">
        {deckTexts.publishHint}
      </Text>
      <Textarea
        label={deckTexts.description}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        maxLength={DESCRIPTION_MAX}
        autosize
        minRows={2}
      />
      <Group justify="flex-end" gap="xs">
        {search.public && (
          <Button variant="default" onClick={() => publish.mutate(false)} loading={publish.isPending}>
            {deckTexts.unpublish}
          </Button>
        )}
        <Button onClick={() => publish.mutate(true)} loading={publish.isPending}>
          {deckTexts.publish}
        </Button>
      </Group>
    </Stack>
  );
}
