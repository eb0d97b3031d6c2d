// The answers of a filter's steps: one-tap choices, several choices at once, and a range of two numbers.
import { Button, Group, NumberInput, SimpleGrid } from '@mantine/core';
import { filterStepTexts as texts } from './filter-step-texts';
import { parseAmount, parseArea, type Range } from './field-answers';

export type Option<V> = { value: V; label: string };

type ChoiceProps<V> = {
  label: string;
  options: Option<V>[];
  value: V | null;
  onChoose: (value: V) => void;
  /** Offers 'Cualquiera' first, chosen while nothing is (where an answer may be taken back without 'Quitar'). */
  onAny?: () => void;
};

/** A one-tap choice: each option a button that says whether it is the chosen one. */
export function Choices<V extends string | number | boolean>({
  label,
  options,
  value,
  onChoose,
  onAny,
}: ChoiceProps<V>) {
  const button = (key: string, text: string, chosen: boolean, onClick: () => void) => (
    <Button key={key} variant={chosen ? 'filled' : 'light'} radius="xl" aria-pressed={chosen} onClick={onClick}>
      {text}
    </Button>
  );
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {onAny && button('any', texts.any, value === null, onAny)}
      {options.map((option) =>
        button(String(option.value), option.label, option.value === value, () => onChoose(option.value)),
      )}
    </Group>
  );
}

/** Several choices at once (sizes, stores). */
export function MultiChoices<V extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Option<V>[];
  value: V[];
  onChange: (value: V[]) => void;
}) {
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {options.map((option) => {
        const chosen = value.includes(option.value);
        return (
          <Button
            key={String(option.value)}
            size="compact-md"
            variant={chosen ? 'filled' : 'default'}
            radius="xl"
            aria-pressed={chosen}
            onClick={() => onChange(chosen ? value.filter((item) => item !== option.value) : [...value, option.value])}
          >
            {option.label}
          </Button>
        );
      })}
    </Group>
  );
}

/** A minimum and a maximum: whole amounts, or areas with two decimals. */
export function RangeInputs({
  label,
  value,
  onChange,
  decimals,
}: {
  label: string;
  value: Range;
  onChange: (value: Range) => void;
  decimals: boolean;
}) {
  const parse = decimals ? parseArea : parseAmount;
  const input = (bound: 'min' | 'max') => (
    <NumberInput
      label={`${label}: ${bound === 'min' ? texts.min.toLowerCase() : texts.max.toLowerCase()}`}
      min={0}
      step={decimals ? 0.01 : 1}
      decimalScale={decimals ? 2 : 0}
      allowDecimal={decimals}
      allowNegative={false}
      thousandSeparator="."
      decimalSeparator=","
      value={value[bound] ?? ''}
      onChange={(next) => onChange({ ...value, [bound]: parse(String(next)) })}
    />
  );
  return (
    <SimpleGrid cols={2} spacing="sm">
      {input('min')}
      {input('max')}
    </SimpleGrid>
  );
}

function rangeWords(range: Range, unit: (value: number) => string): string {
  if (range.min !== null && range.max !== null)
    return `${texts.from} ${unit(range.min)} ${texts.to.toLowerCase()} ${unit(range.max)}`;
  if (range.min !== null) return `${texts.from} ${unit(range.min)}`;
  return `${texts.to} ${unit(range.max ?? 0)}`;
}

export { rangeWords };
