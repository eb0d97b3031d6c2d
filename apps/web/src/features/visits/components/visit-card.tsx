// One visit in 'Mis visitas' or 'Agenda': the listing's photo and address with a map link, when, its state, the other
// person's contact means, and what this person may do now.
import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Image, Stack, Text, Textarea } from '@mantine/core';
import { formatTime } from '@vitrina/shared/format';
import { visitStatusTitles, type Visit } from '@vitrina/shared/visits';
import { useChangeVisit } from '../api/change-visit';
import type { VisitRole } from '../api/get-visits';
import { ProposeSlot } from './propose-slot';

const statusColor: Record<Visit['status'], string> = {
  requested: 'yellow',
  confirmed: 'green',
  declined: 'red',
  cancelled: 'gray',
  done: 'blue',
};

function mapLink(visit: Visit): string | null {
  const { lat, lng, address } = visit.publication;
  if (lat !== null && lng !== null)
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null;
}

export function VisitCard({ visit, role, now }: { visit: Visit; role: VisitRole; now: number }) {
  const change = useChangeVisit();
  const [mode, setMode] = useState<'actions' | 'declining' | 'proposing'>('actions');
  const [reason, setReason] = useState('');
  const other = role === 'agent' ? visit.client : visit.agent;
  const starts = new Date(visit.starts_at);
  const started = now >= starts.getTime();
  const myTurn = visit.status === 'requested' && visit.awaiting === role;
  const open = visit.status === 'requested' || visit.status === 'confirmed';
  // A request waits for the client only after the agent proposed another time (and the other way round).
  const proposedByOther = visit.status === 'requested' && role === 'client';
  const map = mapLink(visit);
  const act = (status: 'confirmed' | 'cancelled' | 'done' | 'declined', why?: string) =>
    change.mutate({ id: visit.id, change: { status, ...(why ? { reason: why } : {}) } });

  return (
    <Card withBorder radius="md" padding="md">
      {/* On a phone the photo sits beside the time and title only; the rest takes the card's whole width. */}
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {visit.publication.image && (
          <Image src={visit.publication.image} alt="" w={72} h={72} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs">
            <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
              {formatTime(starts)}–{formatTime(visit.ends_at)}
            </Text>
            <Badge color={statusColor[visit.status]} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
              {visitStatusTitles[visit.status]}
            </Badge>
          </Group>
          <Text fw={600} lineClamp={2}>
            {visit.publication.title}
          </Text>
        </Stack>
      </Group>
      <Stack gap={4} mt="sm">
        {visit.publication.address && (
          <Text size="sm">
            {visit.publication.address}
            {map && (
              <>
                {' · '}
                <Anchor href={map} target="_blank" rel="noreferrer">
                  Ver en el mapa
                </Anchor>
              </>
            )}
          </Text>
        )}
        <Text size="sm">
          {role === 'agent' ? 'Cliente' : 'Quien muestra'}: <strong>{other.name}</strong>
        </Text>
        <Group gap="sm">
          {other.email && (
            <Anchor href={`mailto:${other.email}`} style={{ overflowWrap: 'anywhere' }}>
              {other.email}
            </Anchor>
          )}
          {other.phone && <Anchor href={`tel:${other.phone}`}>{other.phone}</Anchor>}
          {other.whatsapp && (
            <Anchor href={`https://wa.me/${other.whatsapp.replace(/\D/g, '')}`} target="_blank" rel="noreferrer">
              WhatsApp
            </Anchor>
          )}
        </Group>
        {visit.message && (
          <Text size="sm" c="dimmed">
            «{visit.message}»
          </Text>
        )}
        {visit.reason && <Text size="sm">Motivo: {visit.reason}</Text>}
        {visit.status === 'requested' && !myTurn && (
          <Text size="sm" c="dimmed">
            Esperando respuesta de {other.name}.
          </Text>
        )}
        {myTurn && proposedByOther && (
          <Text size="sm" fw={600} c="brand.7">
            {other.name} propone este horario. Confirmalo o proponé otro.
          </Text>
        )}
        {mode === 'proposing' ? (
          <ProposeSlot visit={visit} onDone={() => setMode('actions')} />
        ) : mode === 'declining' ? (
          <Stack gap="xs" mt="xs">
            <Textarea label="Motivo" value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
            <Group gap="xs">
              <Button
                color="red"
                disabled={!reason.trim()}
                loading={change.isPending}
                onClick={() => act('declined', reason.trim())}
              >
                Rechazar visita
              </Button>
              <Button variant="default" onClick={() => setMode('actions')}>
                Volver
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs" mt="xs">
            {myTurn && !started && (
              <Button loading={change.isPending} onClick={() => act('confirmed')}>
                Confirmar
              </Button>
            )}
            {myTurn && !started && (
              <Button variant="default" onClick={() => setMode('proposing')}>
                Proponer otro horario
              </Button>
            )}
            {myTurn && (
              <Button variant="default" onClick={() => setMode('declining')}>
                Rechazar
              </Button>
            )}
            {open && !started && (
              <Button variant="subtle" color="red" loading={change.isPending} onClick={() => act('cancelled')}>
                Cancelar visita
              </Button>
            )}
            {role === 'agent' && visit.status === 'confirmed' && started && (
              <Button loading={change.isPending} onClick={() => act('done')}>
                Marcar realizada
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
