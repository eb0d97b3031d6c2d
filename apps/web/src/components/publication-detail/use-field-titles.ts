// The Spanish titles of a listing's enumerated values, read from the configuration the server sends (so a new
// category or priority shows its title without a new build), with the value itself when it is unknown.
import { useMemo } from 'react';
import type { Configuration } from '@vitrina/shared/configuration';
import { useConfiguration } from '@/lib/configuration/get-configuration';

type Option = { value: string; title: string };
export type PriorityOption = Configuration['PRIORITIES'][number];

function titleIn(list: readonly Option[]) {
  return (value: string | null | undefined): string | null => {
    if (value === null || value === undefined || value === '') return null;
    return list.find((option) => option.value === value)?.title ?? value;
  };
}

export function fieldTitles(configuration: Configuration) {
  const { FIELDS, PRIORITIES } = configuration;
  const lastSeason = titleIn(FIELDS.last_seasons);
  return {
    type: titleIn(FIELDS.types),
    category: titleIn(FIELDS.categories),
    operation: titleIn(FIELDS.operations),
    gender: titleIn(FIELDS.genders),
    ageGroup: titleIn(FIELDS.age_groups),
    lastSeason: (value: boolean | null) => (value === null ? null : lastSeason(value ? '1' : '0')),
    priority: (value: string | null | undefined): PriorityOption | null =>
      (value ? PRIORITIES.find((option) => option.value === value) : undefined) ?? null,
  };
}

export type FieldTitles = ReturnType<typeof fieldTitles>;

export function useFieldTitles(): FieldTitles {
  const configuration = useConfiguration();
  return useMemo(() => fieldTitles(configuration), [configuration]);
}
