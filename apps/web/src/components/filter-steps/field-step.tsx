// A field step of a filter (the listing definition's searched fields, @vitrina/shared/search-fields): its control by
// its kind of search (yes or no, a choice, a count, a range of m², words) and how its answer reads once given. The
// search builder's wizard asks each in its own step; the admin's preset filters ask them together.
import { TagsInput } from '@mantine/core';
import type { Configuration } from '@vitrina/shared/configuration';
import { formatNumber } from '@vitrina/shared/format';
import { orMoreLabel, orMoreValues } from '@vitrina/shared/search-field-kinds';
import type { SearchField } from '@vitrina/shared/search-fields';
import { Choices, RangeInputs, rangeWords, type Option } from './choices';
import { fieldStepTitle, type FieldAnswers, type Range } from './field-answers';
import { filterStepTexts as texts } from './filter-step-texts';

type Fields = Configuration['FIELDS'];

/** Choices the server's configuration titles (a new value shows its title without a new build). */
function configuredOptions(field: SearchField, fields: Fields): readonly { value: string; title: string }[] | null {
  if (field.key === 'extras.gender') return fields.genders;
  if (field.key === 'extras.last_season') return fields.last_seasons;
  return field.options ?? null;
}

/** A flag's answers: the configuration's titles of '1' and '0' when it has them, else yes and no. */
function flagOptions(field: SearchField, fields: Fields): Option<boolean>[] {
  const titled = configuredOptions(field, fields);
  if (titled) return titled.map((item) => ({ value: item.value === '1', label: item.title }));
  return [
    { value: true, label: texts.yes },
    { value: false, label: texts.no },
  ];
}

type FieldStepProps = {
  field: SearchField;
  answers: FieldAnswers;
  fields: Fields;
  /** A one-tap answer: the wizard moves on by itself. */
  onChoose: (patch: Partial<FieldAnswers>) => void;
  /** An answer typed or picked among several: the person moves on with 'Siguiente'. */
  onChange: (patch: Partial<FieldAnswers>) => void;
  /** Offers 'Cualquiera' in a one-tap step (the admin's form, which has no 'Quitar'). */
  withAny?: boolean;
};

export function FieldStep({ field, answers, fields, onChoose, onChange, withAny }: FieldStepProps) {
  const { step } = field;
  const label = fieldStepTitle(field);
  const value = answers[step];
  const choose = (answer: unknown) => onChoose({ [step]: answer });
  const onAny = withAny ? () => onChoose({ [step]: null }) : undefined;
  switch (field.search.kind) {
    case 'flag':
      return (
        <Choices
          label={label}
          options={flagOptions(field, fields)}
          value={value as boolean | null}
          onChoose={choose}
          onAny={onAny}
        />
      );
    case 'equals':
      return (
        <Choices
          label={label}
          options={(configuredOptions(field, fields) ?? []).map((item) => ({ value: item.value, label: item.title }))}
          value={value as string | null}
          onChoose={choose}
          onAny={onAny}
        />
      );
    case 'orMore':
      return (
        <Choices
          label={label}
          options={orMoreValues(field.search).map((count) => ({
            value: count,
            label: orMoreLabel(field.search, count),
          }))}
          value={value as number | null}
          onChoose={choose}
          onAny={onAny}
        />
      );
    case 'range':
      return (
        <RangeInputs label={label} value={value as Range} decimals onChange={(range) => onChange({ [step]: range })} />
      );
    case 'anyOf':
      return (
        <TagsInput
          label={label}
          description={texts.tagsHint}
          value={value as string[]}
          onChange={(words) => onChange({ [step]: [...new Set(words.map((item) => item.trim()).filter(Boolean))] })}
          clearable
        />
      );
  }
}

/** How an answered field step reads in its completed state. */
export function fieldStepSummary(field: SearchField, answers: FieldAnswers, fields: Fields): string {
  const value = answers[field.step];
  switch (field.search.kind) {
    case 'flag': {
      const titled = configuredOptions(field, fields);
      if (titled) return titled.find((item) => item.value === (value ? '1' : '0'))?.title ?? '';
      return value ? texts.yes : texts.no;
    }
    case 'equals':
      return configuredOptions(field, fields)?.find((item) => item.value === value)?.title ?? String(value ?? '');
    case 'orMore':
      return orMoreLabel(field.search, (value as number | null) ?? field.search.from ?? 0);
    case 'range':
      return rangeWords(value as Range, (bound) => `${formatNumber(bound, true)} m²`);
    case 'anyOf':
      return (value as string[]).join(', ');
  }
}
