// What a garment has (product.md, Listings): brand (suggested from the user's brands), article code, gender, age
// group, season and the stock varieties.
import { Autocomplete, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useFieldSuggestions } from '../api/get-field-suggestions';
import { formTexts } from '../publication-texts';
import { titleOf } from './form-model';
import { FormSection } from './form-section';
import type { SectionProps } from './form-types';
import { StockField } from './stock-field';
import { withEmpty, type FieldOptions } from './use-field-options';

/** The season is a flag chosen from a list ('1' yes, '0' no, '' unset), as the configuration names its options. */
const flagChoice = (value: boolean | null) => (value === null ? '' : value ? '1' : '0');
const choiceFlag = (value: string) => (value === '' ? null : value === '1');

export function ClothingSection({ get, set, errors, options }: SectionProps & { options: FieldOptions }) {
  const brands = useFieldSuggestions('brand', '');
  return (
    <FormSection title={formTexts.sectionClothing}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Autocomplete
          label={titleOf('extras.brand')}
          value={get('extras.brand')}
          error={errors['extras.brand']}
          maxLength={150}
          data={[...new Set(brands.data ?? [])]}
          comboboxProps={{ hideDetached: false }}
          onChange={(brand) => set('extras.brand', brand)}
        />
        <TextInput
          label={titleOf('extras.code')}
          value={get('extras.code')}
          error={errors['extras.code']}
          maxLength={150}
          onChange={(event) => set('extras.code', event.currentTarget.value)}
        />
        <NativeSelect
          label={titleOf('extras.gender')}
          value={get('extras.gender')}
          error={errors['extras.gender']}
          data={withEmpty(formTexts.none, options.genders)}
          onChange={(event) => set('extras.gender', event.currentTarget.value)}
        />
        <NativeSelect
          label={titleOf('extras.age_group')}
          value={get('extras.age_group')}
          error={errors['extras.age_group']}
          data={withEmpty(formTexts.none, options.ageGroups)}
          onChange={(event) => set('extras.age_group', event.currentTarget.value)}
        />
        <NativeSelect
          label={titleOf('extras.last_season')}
          value={flagChoice(get('extras.last_season'))}
          error={errors['extras.last_season']}
          data={withEmpty(formTexts.none, options.lastSeasons)}
          onChange={(event) => set('extras.last_season', choiceFlag(event.currentTarget.value))}
        />
      </SimpleGrid>
      <StockField
        value={get('extras.stock')}
        onChange={(rows) => set('extras.stock', rows)}
        sizes={options.sizes}
        error={errors['extras.stock']}
      />
    </FormSection>
  );
}
