// The report's range (product.md, Statistics: Range): the presets Hoy, Este mes, Mes anterior, the default and the
// maximum ranges, or any range up to today picked on the calendar. A range longer than the maximum is refused here,
// with the API's own words, before anything is asked.
import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import 'dayjs/locale/es';
import '@mantine/dates/styles.css';
import { IconCalendar } from '@/components/icons';
import { rangeError, statPresets, type DayRange } from '../stat-dates';
import { statTexts } from '../stat-texts';

type RangePickerProps = {
  value: DayRange;
  today: string;
  limits: { default: number; max: number };
  onChange: (range: DayRange) => void;
};

export function RangePicker({ value, today, limits, onChange }: RangePickerProps) {
  const presets = statPresets(today, limits);
  // The calendar's own value: half a range while the person picks, or a refused range with its message.
  const [draft, setDraft] = useState<[string | null, string | null]>(value);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  if (shown[0] !== value[0] || shown[1] !== value[1]) {
    setShown(value);
    setDraft(value);
    setError(null);
  }

  const pick = (next: [string | null, string | null]) => {
    setDraft(next);
    const [from, to] = next;
    if (!from || !to) return setError(null);
    const refused = rangeError([from, to], limits.max, today);
    setError(refused);
    if (!refused) onChange([from, to]);
  };

  return (
    <Stack gap="sm">
      <Group gap="xs" role="group" aria-label={statTexts.presets}>
        {presets.map((preset) => {
          const active = preset.range[0] === value[0] && preset.range[1] === value[1];
          return (
            <Button
              key={preset.key}
              size="xs"
              radius="xl"
              variant={active ? 'filled' : 'default'}
              aria-pressed={active}
              onClick={() => onChange(preset.range)}
            >
              {preset.label}
            </Button>
          );
        })}
      </Group>
      <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
        <DatePickerInput
          type="range"
          label={statTexts.range}
          placeholder={statTexts.rangePlaceholder}
          value={draft}
          onChange={pick}
          maxDate={today}
          allowSingleDateInRange
          valueFormat="DD/MM/YYYY"
          leftSection={<IconCalendar size={18} />}
          error={error}
          maw={360}
          popoverProps={{ withinPortal: true }}
        />
      </DatesProvider>
    </Stack>
  );
}
