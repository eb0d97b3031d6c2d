// The open panel of «Pedir visita»: the free slots by day, one to pick, an optional message. Its code (the slot
// picker's chips, the message's field) loads when the button is pressed, not with the listing (visit-request.tsx).
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import type { Publication } from '@vitrina/shared/publications';
import { visitMessageMax } from '@vitrina/shared/visit-limits';
import { notifySuccess } from '@/lib/notify';
import { requestVisit } from './api/request-visit';
import { SlotPicker, useVisitSlots } from './slot-picker';

export type RequestProps = { publication: Publication; searchId?: number };

/** The open panel: mounted only once «Pedir visita» is pressed, so the slots are read then. */
export function RequestPanel({ publication, searchId, onClose }: RequestProps & { onClose: () => void }) {
  const slots = useVisitSlots(publication.id);
  const [picked, setPicked] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const ask = useMutation({
    mutationFn: () =>
      requestVisit(publication.id, {
        starts_at: picked,
        message: message.trim() || null,
        ...(searchId ? { search_id: searchId } : {}),
      }),
    onSuccess: () => {
      notifySuccess('Pedido de visita enviado. Te avisamos cuando te respondan.');
      onClose();
    },
    // A slot taken meanwhile: the API's message shows, and the slots are read again without it.
    onError: () => {
      setPicked(null);
      void slots.refetch();
    },
  });
  const free = (slots.data?.data.length ?? 0) > 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visit-request-title">
      <Stack gap="sm">
        <Title id="visit-request-title" order={2} size="h4">
          Pedir visita
        </Title>
        <SlotPicker slots={slots} picked={picked} onPick={setPicked} />
        {free && (
          <Textarea
            label="Mensaje (opcional)"
            maxLength={visitMessageMax}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
        )}
        <Group gap="xs">
          {free && (
            <Button disabled={!picked} loading={ask.isPending} onClick={() => ask.mutate()}>
              Enviar pedido
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
