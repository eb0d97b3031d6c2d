// «Pedir visita» on a listing's detail: the free slots of the next 14 days by day, one to pick, an optional message.
// A visitor gets the identify panel first (signed in with a verified email, as for decisions). Nothing is read until
// the button is pressed, so the detail opens as fast as before; SSR-safe (no browser API during render).
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import type { Publication } from '@vitrina/shared/publications';
import { visitMessageMax } from '@vitrina/shared/visit-limits';
import { requireIdentity } from '@/lib/identify-events';
import { notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { requestVisit } from './api/request-visit';
import { SlotPicker, useVisitSlots } from './slot-picker';

type RequestProps = { publication: Publication; searchId?: number };

/** The open panel: mounted only once «Pedir visita» is pressed, so the slots are read then. */
function RequestPanel({ publication, searchId, onClose }: RequestProps & { onClose: () => void }) {
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

export function VisitRequest({ publication, searchId }: RequestProps) {
  const { user, status } = useSession();
  const [open, setOpen] = useState(false);
  if (publication.visits === false) return null;
  if (user && publication.users.some((person) => person.id === user.id)) return null;

  const start = () => {
    if (!requireIdentity({ rules: ['logged', 'email_verified'], subtitle: 'Ingresá para pedir una visita' })) return;
    setOpen(true);
  };

  if (open) return <RequestPanel publication={publication} searchId={searchId} onClose={() => setOpen(false)} />;
  return (
    <Group>
      {/* Until the app knows who is signed in, a tap would ask a signed-in person to sign in: it waits. */}
      <Button size="md" variant="light" onClick={start} loading={status === 'loading'}>
        Pedir visita
      </Button>
    </Group>
  );
}
