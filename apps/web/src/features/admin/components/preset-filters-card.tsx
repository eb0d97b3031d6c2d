// 'Filtros predefinidos' (product.md, Administration: Filtros predefinidos, of a user, a group and a microsite): the
// filters a new search of the store, the portfolio or the site starts with. The admin adds a filter by type, category,
// operation and price, and the listing fields that filter takes with the search wizard's own controls
// (components/filter-steps); removes any; 'Guardar filtros' sends the whole list. The builder offers them as filters
// already added.
import { useState } from 'react';
import { ActionIcon, Button, Group, NativeSelect, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { filterTitle, presetFiltersSchema, searchLimits, type SearchFilter } from '@vitrina/shared/searches';
import { fieldApplies } from '@vitrina/shared/search-fields';
import { IconPlus, IconTrash } from '@/components/icons';
import { emptyFieldAnswers, writeFieldAnswers, type FieldAnswers } from '@/components/filter-steps/field-answers';
import { FieldStepList } from '@/components/filter-steps/field-step-list';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { inlineFieldErrors, showFormErrors } from '@/lib/form-errors';
import { presetTexts as texts } from '../admin-texts';
import classes from '../admin.module.css';

type PresetFiltersCardProps = {
  filters: SearchFilter[];
  saving: boolean;
  /** Resolves when saved (the page toasts); rejects with the API's error, shown under the list. */
  onSave: (filters: SearchFilter[]) => Promise<unknown>;
};

type Draft = { type: string; category: string; operation: string; currency: string; min: string; max: string };
const emptyDraft: Draft = { type: '', category: '', operation: '', currency: '', min: '', max: '' };

/** The filter a draft describes; only the fields chosen are set. */
function toFilter(draft: Draft, answers: FieldAnswers): Record<string, unknown> {
  const filter: Record<string, unknown> = { type: draft.type, category: draft.category };
  if (draft.type === 'property' && draft.operation) filter.operation = draft.operation;
  writeFieldAnswers(filter, answers, (field) => fieldApplies(field, draft));
  if (draft.currency) filter.currency = draft.currency;
  const min = draft.min === '' ? null : Number(draft.min);
  const max = draft.max === '' ? null : Number(draft.max);
  if (min !== null || max !== null) filter.amount = { min, max };
  return filter;
}

export function PresetFiltersCard({ filters: saved, saving, onSave }: PresetFiltersCardProps) {
  const fields = useConfiguration().FIELDS;
  const [filters, setFilters] = useState<SearchFilter[]>(saved);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [answers, setAnswers] = useState<FieldAnswers>(emptyFieldAnswers);
  const [error, setError] = useState<string | null>(null);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  // A new type or category starts the fields over, as in the wizard.
  const setKind = (change: Partial<Draft>) => {
    set(change);
    setAnswers(emptyFieldAnswers);
  };
  const categories = fields.categories.filter((option) => option.types.includes(draft.type));
  const changed = JSON.stringify(filters) !== JSON.stringify(saved);
  const full = filters.length >= searchLimits.filtersMax;

  const add = () => {
    const checked = presetFiltersSchema.safeParse([...filters, toFilter(draft, answers)]);
    if (!checked.success) {
      // Said beside the buttons, where the admin is, and as a toast; no field to scroll to.
      const message = checked.error.issues[0]?.message ?? texts.invalid;
      return showFormErrors(null, { filters: message }, () => setError(message));
    }
    setFilters(checked.data);
    setDraft(emptyDraft);
    setAnswers(emptyFieldAnswers);
    setError(null);
  };

  const save = async () => {
    setError(null);
    try {
      await onSave(filters);
    } catch (failure) {
      const message = inlineFieldErrors(failure, ['filters'] as const).filters;
      if (message) showFormErrors(null, { filters: message }, () => setError(message));
      else setError(texts.invalid);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {texts.title}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.intro}
          </Text>
        </div>
        {filters.length === 0 ? (
          <Text size="sm" c="dimmed">
            {texts.none}
          </Text>
        ) : (
          <ul className={classes.list} aria-label={texts.title}>
            {filters.map((filter, index) => (
              <li key={`${index}-${filterTitle(filter)}`} className={classes.member}>
                <Text size="sm" className={classes.grow}>
                  {filterTitle(filter)}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={texts.remove(filterTitle(filter))}
                  onClick={() => setFilters(filters.filter((_, other) => other !== index))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </li>
            ))}
          </ul>
        )}
        {!full && (
          <fieldset className={classes.presetForm}>
            <legend className={classes.presetLegend}>{texts.add}</legend>
            <NativeSelect
              label={texts.type}
              value={draft.type}
              onChange={(event) => setKind({ type: event.currentTarget.value, category: '', operation: '' })}
              data={[
                { value: '', label: texts.choose },
                ...fields.types.map(({ value, title }) => ({ value, label: title })),
              ]}
            />
            <NativeSelect
              label={texts.category}
              value={draft.category}
              disabled={!draft.type}
              onChange={(event) => setKind({ category: event.currentTarget.value })}
              data={[
                { value: '', label: texts.choose },
                ...categories.map(({ value, title }) => ({ value, label: title })),
              ]}
            />
            {draft.type === 'property' && (
              <NativeSelect
                label={texts.operation}
                value={draft.operation}
                onChange={(event) => set({ operation: event.currentTarget.value })}
                data={[
                  { value: '', label: texts.any },
                  ...fields.operations.map(({ value, title }) => ({ value, label: title })),
                ]}
              />
            )}
            <NativeSelect
              label={texts.currency}
              value={draft.currency}
              onChange={(event) => set({ currency: event.currentTarget.value })}
              data={[
                { value: '', label: texts.any },
                ...fields.currencies.map(({ value, title }) => ({ value, label: title })),
              ]}
            />
            <Group grow gap="sm">
              <NumberInput
                label={texts.min}
                value={draft.min}
                min={0}
                thousandSeparator="."
                decimalSeparator=","
                onChange={(value) => set({ min: String(value) })}
              />
              <NumberInput
                label={texts.max}
                value={draft.max}
                min={0}
                thousandSeparator="."
                decimalSeparator=","
                onChange={(value) => set({ max: String(value) })}
              />
            </Group>
            {draft.type && draft.category && (
              <FieldStepList
                context={draft}
                answers={answers}
                fields={fields}
                onChange={(patch) => setAnswers((current) => ({ ...current, ...patch }))}
              />
            )}
            <Group justify="flex-end">
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                disabled={!draft.type || !draft.category}
                onClick={add}
              >
                {texts.add}
              </Button>
            </Group>
          </fieldset>
        )}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={saving} disabled={!changed}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
