// The query box (product.md, Searches: Query box): a sentence typed as one would say it, read into chips the person can
// remove, what was not understood shown apart, then 'Buscar' (the search is created as the wizard's last step does) or
// 'Editar en el asistente' (the builder opens with it). Server-rendered as a plain field: the parser loads on first
// focus or keystroke, so the home's first load does not carry it.
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { queryParseLimits } from '@vitrina/shared/query-parse/query-parse-limits';
import { IconPencil, IconSearch } from '@/components/icons';
import type { Reading } from './query-box-reader';
import { queryBoxTexts as texts } from './query-box-texts';
import classes from './query-box.module.css';

export type QueryBoxResult = Pick<Reading, 'filters' | 'places' | 'order' | 'title'>;

type Reader = typeof import('./query-box-reader');

let loading: Promise<Reader> | null = null;
const loadReader = () => (loading ??= import('./query-box-reader'));

export const queryBoxDelayMs = 150;

export function QueryBox({
  onSearch,
  onEdit,
  searching = false,
  searchLabel = texts.search,
}: {
  onSearch: (result: QueryBoxResult) => void;
  onEdit: (result: QueryBoxResult) => void;
  searching?: boolean;
  /** Where another 'Buscar' is near (the builder's), this one says what it searches. */
  searchLabel?: string;
}) {
  const [text, setText] = useState('');
  const [reader, setReader] = useState<Reader | null>(null);
  const [reading, setReading] = useState<Reading | null>(null);
  const live = useRef(true);
  const hintId = useId();

  const load = () => {
    if (!reader) void loadReader().then((module) => live.current && setReader(() => module));
  };

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // Read as the person types, a moment after the last key.
  useEffect(() => {
    if (!reader) return;
    if (!text.trim()) {
      setReading(null);
      return;
    }
    const timer = setTimeout(() => setReading(reader.readSentence(text)), queryBoxDelayMs);
    return () => clearTimeout(timer);
  }, [reader, text]);

  const ready = reading !== null && reading.filters.length > 0;
  return (
    <Stack gap="xs" className={classes.box}>
      <TextInput
        size="md"
        label={texts.label}
        placeholder={texts.placeholder}
        value={text}
        maxLength={queryParseLimits.textMax}
        leftSection={<IconSearch size={18} />}
        onFocus={load}
        onChange={(event) => {
          load();
          setText(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && ready) onSearch(reading);
        }}
        aria-describedby={reading ? hintId : undefined}
      />
      {reading && (
        <div id={hintId} aria-live="polite" className={classes.reading}>
          {reading.chips.length > 0 && (
            <div>
              <Text size="sm" fw={600} className={classes.heading}>
                {texts.understood}
              </Text>
              <Pill.Group className={classes.chips}>
                {reading.chips.map((chip) => (
                  <Pill
                    key={chip.key}
                    size="md"
                    withRemoveButton
                    className={classes.chip}
                    onRemove={() => setReading(reader!.removeChip(reading, chip.key))}
                    // Mantine hides the remove button from the keyboard and screen readers; here it is the only way to remove.
                    removeButtonProps={{ 'aria-label': texts.remove(chip.label), 'aria-hidden': false, tabIndex: 0 }}
                  >
                    {chip.label}
                  </Pill>
                ))}
              </Pill.Group>
            </div>
          )}
          {reading.unknown.length > 0 && (
            <Text size="sm" className={classes.unknown}>
              <strong>{texts.notUnderstood}:</strong> {reading.unknown.join(', ')}
            </Text>
          )}
          {ready ? (
            <Text size="sm" className={classes.title}>
              {texts.title(reading.title ?? '')}
            </Text>
          ) : (
            <Text size="sm" className={classes.unknown}>
              {texts.nothing}
            </Text>
          )}
        </div>
      )}
      <Group gap="xs" grow preventGrowOverflow={false}>
        <Button
          leftSection={<IconSearch size={18} />}
          disabled={!ready}
          loading={searching}
          onClick={() => ready && onSearch(reading)}
        >
          {searchLabel}
        </Button>
        <Button
          variant="light"
          leftSection={<IconPencil size={18} />}
          disabled={!ready}
          onClick={() => ready && onEdit(reading)}
        >
          {texts.edit}
        </Button>
      </Group>
    </Stack>
  );
}
