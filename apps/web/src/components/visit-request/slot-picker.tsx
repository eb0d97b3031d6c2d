// A listing's free visit slots of the next 14 days by day, one to pick: asking for a visit and proposing another time
// both use it. Reads the slots when it mounts (its opener mounts it only when pressed).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Chip, Group, Text } from '@mantine/core';
import { formatDate, formatTime } from '@vitrina/shared/format';
import { getVisitSlots } from './api/get-visit-slots';

/** A date's weekday in Argentina, as the headings of the days say it ('miércoles'). */
export const visitWeekday = (iso: string) =>
  new Intl.DateTimeFormat('es-AR', { weekday: 'long', timeZone: 'America/Argentina/Buenos_Aires' }).format(
    new Date(iso),
  );

/** Slots (or visits) by their Argentina date: their instants carry the -03:00 offset, so the date is their start. */
export function byDay<T extends { starts_at: string }>(items: T[]): [string, T[]][] {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const day = item.starts_at.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days.entries()];
}

export function useVisitSlots(publicationId: number) {
  return useQuery({
    queryKey: ['visit-slots', publicationId],
    queryFn: () => getVisitSlots(publicationId),
  });
}

type SlotPickerProps = {
  slots: ReturnType<typeof useVisitSlots>;
  picked: string | null;
  onPick: (startsAt: string) => void;
};

/** Days shown before «Ver más días»: two weeks of slots at once is a long scroll on a phone. */
const firstDays = 3;

export function SlotPicker({ slots, picked, onPick }: SlotPickerProps) {
  const [all, setAll] = useState(false);
  const days = byDay(slots.data?.data ?? []);
  const shown = all ? days : days.slice(0, firstDays);
  return (
    <>
      {slots.isPending && <Text c="dimmed">Buscando horarios libres…</Text>}
      {slots.data && !slots.data.enabled && <Text>Esta publicación no recibe pedidos de visita.</Text>}
      {slots.data?.enabled && days.length === 0 && <Text>No hay horarios libres en los próximos 14 días.</Text>}
      {shown.map(([day, daySlots]) => (
        <div key={day}>
          <Text fw={600} size="sm" tt="capitalize">
            {visitWeekday(daySlots[0].starts_at)} {formatDate(daySlots[0].starts_at)}
          </Text>
          <Chip.Group value={picked ?? ''} onChange={(value) => onPick(String(value))}>
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
      {shown.length < days.length && (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)}>
            Ver más días ({days.length - shown.length})
          </Button>
        </Group>
      )}
    </>
  );
}
