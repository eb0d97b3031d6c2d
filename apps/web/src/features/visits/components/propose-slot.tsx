// «Proponer otro horario»: the listing's free slots to pick another time from, with an optional reason. The visit then
// waits for the other person, who confirms or declines it (product.md, Visits: answers).
import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { visitMessageMax, type Visit } from '@vitrina/shared/visits';
import { SlotPicker, useVisitSlots } from '@/components/visit-request/slot-picker';
import { useChangeVisit } from '../api/change-visit';

export function ProposeSlot({ visit, onDone }: { visit: Visit; onDone: () => void }) {
  const slots = useVisitSlots(visit.publication.id);
  const change = useChangeVisit();
  const [picked, setPicked] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const propose = () =>
    change.mutate(
      { id: visit.id, change: { starts_at: picked!, ...(reason.trim() ? { reason: reason.trim() } : {}) } },
      {
        onSuccess: onDone,
        onError: () => {
          setPicked(null);
          void slots.refetch();
        },
      },
    );
  return (
    <Stack gap="xs" mt="xs" component="section" aria-label="Proponer otro horario">
      <Text fw={600}>Proponer otro horario</Text>
      <SlotPicker slots={slots} picked={picked} onPick={setPicked} />
      <Textarea
        label="Motivo (opcional)"
        maxLength={visitMessageMax}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <Group gap="xs">
        <Button disabled={!picked} loading={change.isPending} onClick={propose}>
          Proponer horario
        </Button>
        <Button variant="default" onClick={onDone}>
          Volver
        </Button>
      </Group>
    </Stack>
  );
}
