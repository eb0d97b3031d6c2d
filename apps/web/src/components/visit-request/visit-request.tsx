// «Pedir visita» on a listing's detail: the free slots of the next 14 days by day, one to pick, an optional message.
// A visitor gets the identify panel first (signed in with a verified email, as for decisions). Nothing is read until
// the button is pressed, so the detail opens as fast as before; SSR-safe (no browser API during render).
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Chip, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDate, formatTime } from '@vitrina/shared/format';
import type { Publication } from '@vitrina/shared/publications';
import { visitMessageMax, type Visit, type VisitSlotList } from '@vitrina/shared/visits';
import { http } from '@/lib/http';
import { requireIdentity } from '@/lib/identify-events';
import { notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';

const weekday = (iso: string) =>
  new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone: 'America/Argentina/Buenos_Aires' }).format(
    new Date(iso),
  );

function byDay(slots: VisitSlotList['data']) {
  const days = new Map<string, VisitSlotList['data']>();
  for (const slot of slots) {
    const day = slot.starts_at.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()];
}

export function VisitRequest({ publication, searchId }: { publication: Publication; searchId?: number }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const slots = useQuery({
    queryKey: ['visit-slots', publication.id],
    queryFn: () => http.get<VisitSlotList>(`/publication/${publication.id}/visit-slot`, { query: { days: 14 } }),
    enabled: open,
  });
  const ask = useMutation({
    mutationFn: () =>
      http.post<Visit>(`/publication/${publication.id}/visit`, {
        starts_at: picked,
        message: message.trim() || null,
        ...(searchId ? { search_id: searchId } : {}),
      }),
    onSuccess: () => {
      notifySuccess('Pedido de visita enviado. Te avisamos cuando te respondan.');
      setOpen(false);
      setPicked(null);
      setMessage('');
    },
    onError: () => void slots.refetch(),
  });
  if (publication.visits === false) return null;
  if (user && publication.users.some((person) => person.id === user.id)) return null;

  const start = () => {
    if (!requireIdentity({ rules: ['logged', 'email_verified'], subtitle: 'Ingresá para pedir una visita' })) return;
    setOpen(true);
  };

  if (!open)
    return (
      <Group px="lg" pb="md">
        <Button size="md" variant="light" onClick={start}>
          Pedir visita
        </Button>
      </Group>
    );

  const days = byDay(slots.data?.data ?? []);
  return (
    <Paper withBorder radius="md" p="md" mx="lg" mb="md" component="section" aria-labelledby="visit-request-title">
      <Stack gap="sm">
        <Title id="visit-request-title" order={2} size="h4">
          Pedir visita
        </Title>
        {slots.isPending && <Text c="dimmed">Buscando horarios libres…</Text>}
        {slots.data && !slots.data.enabled && <Text>Esta publicación no recibe pedidos de visita.</Text>}
        {slots.data?.enabled && days.length === 0 && <Text>No hay horarios libres en los próximos 14 días.</Text>}
        {days.map(([day, daySlots]) => (
          <div key={day}>
            <Text fw={600} size="sm" tt="capitalize">
              {weekday(daySlots[0].starts_at)} {formatDate(daySlots[0].starts_at)}
            </Text>
            <Chip.Group value={picked ?? ''} onChange={(value) => setPicked(String(value))}>
              <Group gap={6} mt={4}>
                {daySlots.map((slot) => (
                  <Chip key={slot.starts_at} value={slot.starts_at} size="sm">
                    {formatTime(slot.starts_at)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>
        ))}
        {days.length > 0 && (
          <>
            <Textarea
              label="Mensaje (opcional)"
              maxLength={visitMessageMax}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
            <Group gap="xs">
              <Button disabled={!picked} loading={ask.isPending} onClick={() => ask.mutate()}>
                Enviar pedido
              </Button>
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
