// What a property has (spec 02 §3 extras): areas in m² (two decimals), rooms, parking, age ('A estrenar' at 0),
// 'Apto crédito' and reserved. A category shows only what applies to it (form-rules.ts).
import { SimpleGrid, Switch, Text } from '@mantine/core';
import { publicationMessages } from '@vitrina/shared/publications';
import { formTexts } from '../publication-texts';
import { FormSection } from './form-section';
import { visibleFields } from './form-rules';
import type { SectionProps } from './form-types';
import { NumberField } from './number-field';

export function PropertySection({ values, set, errors }: SectionProps) {
  const visible = visibleFields(values.type, values.category);
  const count = (field: 'rooms_total' | 'bedrooms' | 'bathrooms' | 'parkings', label: string) =>
    visible.has(field) && (
      <NumberField
        kind="count"
        label={label}
        value={values[field]}
        error={errors[field]}
        onChange={(value) => set(field, value)}
      />
    );
  return (
    <FormSection title={formTexts.sectionProperty}>
      <SimpleGrid cols={{ base: 2 }} spacing="md">
        <NumberField
          kind="area"
          label={formTexts.areaTotal}
          value={values.area_total}
          error={errors.area_total}
          onChange={(value) => set('area_total', value)}
        />
        {visible.has('area_covered') && (
          <NumberField
            kind="area"
            label={formTexts.areaCovered}
            value={values.area_covered}
            error={errors.area_covered}
            onChange={(value) => set('area_covered', value)}
          />
        )}
      </SimpleGrid>
      {(visible.has('rooms_total') || visible.has('parkings')) && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {count('rooms_total', formTexts.roomsTotal)}
          {count('bedrooms', formTexts.bedrooms)}
          {count('bathrooms', formTexts.bathrooms)}
          {count('parkings', formTexts.parkings)}
        </SimpleGrid>
      )}
      {visible.has('age') && (
        <NumberField
          kind="count"
          label={formTexts.age}
          value={values.age}
          error={errors.age}
          maw={{ base: '100%', xs: 240 }}
          description={
            values.age === 0 ? (
              <Text span size="xs" fw={700} c="teal.8">
                {publicationMessages.brandNew}
              </Text>
            ) : (
              formTexts.ageHint
            )
          }
          onChange={(value) => set('age', value)}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Switch
          size="md"
          label={publicationMessages.credit}
          checked={values.credit}
          error={errors.credit}
          onChange={(event) => set('credit', event.currentTarget.checked)}
        />
        <Switch
          size="md"
          label={formTexts.reserved}
          checked={values.reserved}
          error={errors.reserved}
          onChange={(event) => set('reserved', event.currentTarget.checked)}
        />
      </SimpleGrid>
    </FormSection>
  );
}
