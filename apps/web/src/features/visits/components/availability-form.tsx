// 'Visitas': the weekly hours (several ranges a day), a visit's length, the notice and the days off. Argentina's time.
import { useRef, useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDate } from '@vitrina/shared/format';
import { visitSlotMinutes, type VisitAvailability, type VisitRange } from '@vitrina/shared/visits';
import { inlineFieldErrors, showFormErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useSaveAvailability } from '../api/save-availability';

// Monday first, as a week reads in Argentina; 0 is Sunday in the API.
const weekdays = [
  [1, 'Lunes'],
  [2, 'Martes'],
  [3, 'Miércoles'],
  [4, 'Jueves'],
  [5, 'Viernes'],
  [6, 'Sábado'],
  [0, 'Domingo'],
] as const;

type Row = VisitRange & { key: number };
let nextKey = 0;
const withKeys = (ranges: VisitRange[]): Row[] => ranges.map((range) => ({ ...range, key: (nextKey += 1) }));

export function AvailabilityForm({ initial }: { initial: VisitAvailability }) {
  const form = useRef<HTMLFormElement>(null);
  const [rows, setRows] = useState<Row[]>(() => withKeys(initial.weekly));
  const [slot, setSlot] = useState(String(initial.slot_minutes));
  const [notice, setNotice] = useState<number>(initial.notice_hours);
  const [daysOff, setDaysOff] = useState<string[]>(initial.days_off);
  const [newDay, setNewDay] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAvailability();

  const update = (key: number, change: Partial<VisitRange>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const weekly = rows.map(({ weekday, from, to }) => ({ weekday, from, to }));
    save.mutate(
      {
        weekly,
        slot_minutes: Number(slot) as VisitAvailability['slot_minutes'],
        notice_hours: notice,
        days_off: daysOff,
      },
      {
        onSuccess: () => notifySuccess('Horarios de visita guardados.'),
        onError: (error) => {
          const fields = rows.flatMap((_, index) => [`weekly.${index}.from`, `weekly.${index}.to`]);
          showFormErrors(
            form.current,
            inlineFieldErrors(error, [...fields, 'slot_minutes', 'notice_hours']),
            (marked) => setErrors(marked as Record<string, string>),
          );
        },
      },
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="xs">
            Horarios por día
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Hora de Argentina. Podés cargar varios rangos en un mismo día.
          </Text>
          <Stack gap="md">
            {weekdays.map(([weekday, name]) => {
              const dayRows = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.weekday === weekday);
              return (
                <div key={weekday}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{name}</Text>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() =>
                        setRows((current) => [...current, ...withKeys([{ weekday, from: '10:00', to: '13:00' }])])
                      }
                    >
                      Agregar horario
                    </Button>
                  </Group>
                  {dayRows.length === 0 && (
                    <Text size="sm" c="dimmed">
                      Sin visitas
                    </Text>
                  )}
                  {dayRows.map(({ row, index }) => (
                    <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap" mt={6}>
                      <TextInput
                        type="time"
                        label="Desde"
                        aria-label={`${name}: desde`}
                        value={row.from}
                        error={errors[`weekly.${index}.from`]}
                        data-field={`weekly.${index}.from`}
                        onChange={(event) => update(row.key, { from: event.currentTarget.value })}
                      />
                      <TextInput
                        type="time"
                        label="Hasta"
                        aria-label={`${name}: hasta`}
                        value={row.to}
                        error={errors[`weekly.${index}.to`]}
                        data-field={`weekly.${index}.to`}
                        onChange={(event) => update(row.key, { to: event.currentTarget.value })}
                      />
                      <Button
                        variant="subtle"
                        color="red"
                        mt={24}
                        aria-label={`Quitar horario del ${name.toLowerCase()} ${row.from} a ${row.to}`}
                        onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                      >
                        Quitar
                      </Button>
                    </Group>
                  ))}
                </div>
              );
            })}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <NativeSelect
              label="Duración de cada visita"
              value={slot}
              error={errors.slot_minutes}
              data={visitSlotMinutes.map((minutes) => ({ value: String(minutes), label: `${minutes} minutos` }))}
              onChange={(event) => setSlot(event.currentTarget.value)}
            />
            <NumberInput
              label="Anticipación mínima (horas)"
              description="Con cuánto tiempo de aviso se puede pedir una visita"
              min={0}
              max={168}
              value={notice}
              error={errors.notice_hours}
              onChange={(value) => setNotice(typeof value === 'number' ? value : Number(value) || 0)}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="xs">
            Días sin visitas
          </Title>
          <Group gap="xs" align="flex-end">
            <TextInput
              type="date"
              label="Fecha"
              value={newDay}
              onChange={(event) => setNewDay(event.currentTarget.value)}
            />
            <Button
              variant="default"
              disabled={!newDay}
              onClick={() => {
                setDaysOff((current) => [...new Set([...current, newDay])].sort());
                setNewDay('');
              }}
            >
              Agregar día
            </Button>
          </Group>
          <Stack gap={4} mt="sm">
            {daysOff.map((day) => (
              <Group key={day} gap="xs">
                <Text>{formatDate(`${day}T12:00:00-03:00`)}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Quitar el ${formatDate(`${day}T12:00:00-03:00`)}`}
                  onClick={() => setDaysOff((current) => current.filter((other) => other !== day))}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={save.isPending}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
