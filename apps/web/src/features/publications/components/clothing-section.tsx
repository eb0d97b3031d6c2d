// What a garment has (spec 02 §3 extras): brand (suggested from the user's brands), article code, gender, age
// group, season and the stock varieties.
import { Autocomplete, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useFieldSuggestions } from '../api/get-field-suggestions';
import { formTexts } from '../publication-texts';
import { FormSection } from './form-section';
import type { SectionProps } from './form-types';
import { StockField } from './stock-field';
import { withEmpty, type FieldOptions } from './use-field-options';

export function ClothingSection({ values, set, errors, options }: SectionProps & { options: FieldOptions }) {
  const brands = useFieldSuggestions('brand', '');
  return (
    <FormSection title={formTexts.sectionClothing}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Autocomplete
          label={formTexts.brand}
          value={values.brand}
          error={errors.brand}
          maxLength={150}
          data={[...new Set(brands.data ?? [])]}
          comboboxProps={{ hideDetached: false }}
          onChange={(brand) => set('brand', brand)}
        />
        <TextInput
          label={formTexts.code}
          value={values.code}
          error={errors.code}
          maxLength={150}
          onChange={(event) => set('code', event.currentTarget.value)}
        />
        <NativeSelect
          label={formTexts.gender}
          value={values.gender}
          error={errors.gender}
          data={withEmpty(formTexts.none, options.genders)}
          onChange={(event) => set('gender', event.currentTarget.value)}
        />
        <NativeSelect
          label={formTexts.ageGroup}
          value={values.age_group}
          error={errors.age_group}
          data={withEmpty(formTexts.none, options.ageGroups)}
          onChange={(event) => set('age_group', event.currentTarget.value)}
        />
        <NativeSelect
          label={formTexts.lastSeason}
          value={values.last_season}
          error={errors.last_season}
          data={withEmpty(formTexts.none, options.lastSeasons)}
          onChange={(event) => set('last_season', event.currentTarget.value as '' | '1' | '0')}
        />
      </SimpleGrid>
      <StockField
        value={values.stock}
        onChange={(rows) => set('stock', rows)}
        sizes={options.sizes}
        error={errors.stock}
      />
    </FormSection>
  );
}
