// What each wizard step asks and how its answer reads once given: one-tap choices, integer prices, areas with two
// decimals, words (tags, brands) and sizes. The places and area steps live in places-step.tsx and area-step.tsx.
import { Button, Group, NativeSelect, NumberInput, SimpleGrid, TagsInput } from '@mantine/core';
import type { Configuration } from '@vitrina/shared/configuration';
import { formatNumber } from '@vitrina/shared/format';
import { builderTexts as texts } from '../search-texts';
import { parseAmount, parseArea, type Draft, type Range, type StepId } from './wizard-model';

type Option<V> = { value: V; label: string };

type ChoiceProps<V> = {
  label: string;
  options: Option<V>[];
  value: V | null;
  onChoose: (value: V) => void;
};

/** A one-tap choice: each option a button that says whether it is the chosen one. */
export function Choices<V extends string | number | boolean>({ label, options, value, onChoose }: ChoiceProps<V>) {
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {options.map((option) => {
        const chosen = option.value === value;
        return (
          <Button
            key={String(option.value)}
            variant={chosen ? 'filled' : 'light'}
            radius="xl"
            aria-pressed={chosen}
            onClick={() => onChoose(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
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

function RangeInputs({
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

const yesNo: Option<boolean>[] = [
  { value: true, label: texts.yes },
  { value: false, label: texts.no },
];
const roomOptions: Option<number>[] = texts.rooms.map((label, index) => ({ value: index + 1, label }));
const parkingOptions: Option<number>[] = texts.parkings.map((label, index) => ({ value: index, label }));

// Ours: shoes take the number sizes, the rest the letters and 'Único'.
function sizeOptions(fields: Configuration['FIELDS'], category: string | null): Option<string>[] {
  const numeric = (size: string) => /^\d+$/.test(size);
  return fields.sizes
    .filter((size) => (category === 'calzado' ? numeric(size.value) : !numeric(size.value)))
    .map((size) => ({ value: size.value, label: size.title }));
}

export type StepContext = {
  fields: Configuration['FIELDS'];
  stores: Option<number>[];
};

type ControlProps = {
  step: Exclude<StepId, 'places' | 'area'>;
  draft: Draft;
  context: StepContext;
  /** A one-tap answer: the wizard moves on by itself. */
  onChoose: (patch: Partial<Draft>) => void;
  /** An answer typed or picked among several: the person moves on with 'Siguiente'. */
  onChange: (patch: Partial<Draft>) => void;
};

export function StepControl({ step, draft, context, onChoose, onChange }: ControlProps) {
  const { fields } = context;
  const label = texts.steps[step];
  const options = <V extends string>(list: readonly { value: V; title: string }[]) =>
    list.map((item) => ({ value: item.value, label: item.title }));
  switch (step) {
    case 'type':
      return (
        <Choices
          label={label}
          options={options(fields.types)}
          value={draft.type}
          onChoose={(type) => onChoose({ type })}
        />
      );
    case 'category':
      return (
        <Choices
          label={label}
          options={options(fields.categories.filter((category) => category.types.includes(draft.type ?? '')))}
          value={draft.category}
          onChoose={(category) => onChoose({ category })}
        />
      );
    case 'operation':
      return (
        <Choices
          label={label}
          options={options(fields.operations)}
          value={draft.operation}
          onChoose={(operation) => onChoose({ operation })}
        />
      );
    case 'price':
      return (
        <>
          <NativeSelect
            label={texts.currency}
            mb="sm"
            value={draft.currency ?? ''}
            data={[{ value: '', label: texts.any }, ...options(fields.currencies)]}
            onChange={(event) => onChange({ currency: event.currentTarget.value || null })}
          />
          <RangeInputs
            label={label}
            value={draft.amount}
            decimals={false}
            onChange={(amount) => onChange({ amount })}
          />
        </>
      );
    case 'tags':
    case 'brands':
      return (
        <TagsInput
          label={label}
          description={texts.tagsHint}
          value={draft[step]}
          onChange={(value) => onChange({ [step]: [...new Set(value.map((item) => item.trim()).filter(Boolean))] })}
          clearable
        />
      );
    case 'last_season':
      return (
        <Choices
          label={label}
          options={fields.last_seasons.map((season) => ({ value: season.value === '1', label: season.title }))}
          value={draft.last_season}
          onChoose={(value) => onChoose({ last_season: value })}
        />
      );
    case 'gender':
      return (
        <Choices
          label={label}
          options={options(fields.genders)}
          value={draft.gender}
          onChoose={(gender) => onChoose({ gender })}
        />
      );
    case 'sizes':
      return (
        <MultiChoices
          label={label}
          options={sizeOptions(fields, draft.category)}
          value={draft.sizes}
          onChange={(sizes) => onChange({ sizes })}
        />
      );
    case 'stores':
      return (
        <MultiChoices
          label={label}
          options={context.stores}
          value={draft.stores}
          onChange={(stores) => onChange({ stores })}
        />
      );
    case 'total_area':
    case 'covered_area':
      return (
        <RangeInputs label={label} value={draft[step]} decimals onChange={(value) => onChange({ [step]: value })} />
      );
    case 'rooms':
    case 'bedrooms':
    case 'bathrooms':
      return (
        <Choices
          label={label}
          options={roomOptions}
          value={draft[step]}
          onChoose={(value) => onChoose({ [step]: value })}
        />
      );
    case 'parkings':
      return (
        <Choices
          label={label}
          options={parkingOptions}
          value={draft.parkings}
          onChoose={(parkings) => onChoose({ parkings })}
        />
      );
    case 'credit':
    case 'reserved':
      return (
        <Choices label={label} options={yesNo} value={draft[step]} onChoose={(value) => onChoose({ [step]: value })} />
      );
  }
}

function rangeWords(range: Range, unit: (value: number) => string): string {
  if (range.min !== null && range.max !== null)
    return `${texts.from} ${unit(range.min)} ${texts.to.toLowerCase()} ${unit(range.max)}`;
  if (range.min !== null) return `${texts.from} ${unit(range.min)}`;
  return `${texts.to} ${unit(range.max ?? 0)}`;
}

/** How an answered step reads in its completed state. */
export function stepSummary(step: Exclude<StepId, 'places' | 'area'>, draft: Draft, context: StepContext): string {
  const { fields } = context;
  const title = (list: readonly { value: string; title: string }[], value: string | null) =>
    list.find((item) => item.value === value)?.title ?? value ?? '';
  switch (step) {
    case 'type':
      return title(fields.types, draft.type);
    case 'category':
      return title(fields.categories, draft.category);
    case 'operation':
      return title(fields.operations, draft.operation);
    case 'price': {
      const symbol = fields.currencies.find((currency) => currency.value === draft.currency)?.symbol ?? '';
      return rangeWords(draft.amount, (value) => `${symbol} ${formatNumber(value, false)}`.trim());
    }
    case 'tags':
    case 'brands':
    case 'sizes':
      return draft[step].join(', ');
    case 'stores':
      return context.stores
        .filter((store) => draft.stores.includes(store.value))
        .map((store) => store.label)
        .join(', ');
    case 'last_season':
      return title(fields.last_seasons, draft.last_season === null ? null : draft.last_season ? '1' : '0');
    case 'gender':
      return title(fields.genders, draft.gender);
    case 'total_area':
    case 'covered_area':
      return rangeWords(draft[step], (value) => `${formatNumber(value, true)} m²`);
    case 'rooms':
    case 'bedrooms':
    case 'bathrooms':
      return texts.rooms[(draft[step] ?? 1) - 1];
    case 'parkings':
      return texts.parkings[draft.parkings ?? 0];
    case 'credit':
    case 'reserved':
      return draft[step] ? texts.yes : texts.no;
  }
}
