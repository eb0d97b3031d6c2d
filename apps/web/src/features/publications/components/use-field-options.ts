// The choices of the listing form, from the configuration the server sends (enums.ts): types, categories with the types
// they belong to, operations, currencies, genders, age groups, sizes and seasons.
import { useMemo } from 'react';
import { useConfiguration } from '@/lib/configuration/get-configuration';

export type SelectOption = { value: string; label: string; disabled?: boolean };

const toOptions = (list: { value: string; title: string }[]): SelectOption[] =>
  list.map((item) => ({ value: item.value, label: item.title }));

export function useFieldOptions() {
  const { FIELDS, PRIORITIES } = useConfiguration();
  return useMemo(() => {
    const categoryTypes = new Map(FIELDS.categories.map((category) => [category.value, category.types]));
    return {
      types: toOptions(FIELDS.types),
      /** Only the categories whose types include the chosen type. */
      categoriesFor: (type: string) => toOptions(FIELDS.categories.filter((category) => category.types.includes(type))),
      categoryFits: (category: string, type: string) => categoryTypes.get(category)?.includes(type) ?? false,
      titleOf: (list: 'types' | 'categories' | 'operations', value: string | null) =>
        FIELDS[list].find((item) => item.value === value)?.title ?? value ?? '',
      operations: toOptions(FIELDS.operations),
      currencies: FIELDS.currencies.map((item) => ({
        value: item.value,
        label: typeof item.symbol === 'string' ? `${item.title} (${item.symbol})` : item.title,
      })),
      genders: toOptions(FIELDS.genders),
      ageGroups: toOptions(FIELDS.age_groups),
      sizes: toOptions(FIELDS.sizes),
      lastSeasons: toOptions(FIELDS.last_seasons),
      priorities: PRIORITIES,
    };
  }, [FIELDS, PRIORITIES]);
}

export type FieldOptions = ReturnType<typeof useFieldOptions>;

/** A select's options with a first empty choice. */
export function withEmpty(label: string, options: SelectOption[], disabled = false): SelectOption[] {
  return [{ value: '', label, disabled }, ...options];
}
