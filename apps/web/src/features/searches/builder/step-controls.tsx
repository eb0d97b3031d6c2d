// What each wizard step asks and how its answer reads once given. The filter's own steps are here (type, category,
// operation, integer prices, sizes and stores); a listing field's step is the shared FieldStep
// (components/filter-steps), by its kind of search. The places and area steps live in places-step.tsx and
// area-step.tsx.
import { NativeSelect } from '@mantine/core';
import type { Configuration } from '@vitrina/shared/configuration';
import { formatNumber } from '@vitrina/shared/format';
import { searchFieldByStep } from '@vitrina/shared/search-fields';
import { Choices, MultiChoices, RangeInputs, rangeWords, type Option } from '@/components/filter-steps/choices';
import { FieldStep, fieldStepSummary } from '@/components/filter-steps/field-step';
import { builderTexts as texts } from '../search-texts';
import type { Draft, StepId } from './wizard-model';

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
    default:
      return (
        <FieldStep
          field={searchFieldByStep.get(step)!}
          answers={draft}
          fields={fields}
          onChoose={onChoose}
          onChange={onChange}
        />
      );
  }
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
    case 'sizes':
      return draft.sizes.join(', ');
    case 'stores':
      return context.stores
        .filter((store) => draft.stores.includes(store.value))
        .map((store) => store.label)
        .join(', ');
    default:
      return fieldStepSummary(searchFieldByStep.get(step)!, draft, fields);
  }
}
