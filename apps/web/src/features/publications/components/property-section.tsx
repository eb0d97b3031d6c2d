// What a property has (product.md, Listings): areas in m² (two decimals), rooms, parking, age ('A estrenar' at 0),
// expensas (pesos a month), and its flags as switches ('Apto crédito', reserved…, the listing definition's). A
// category shows only what applies to it (form-rules.ts).
import { SimpleGrid, Switch, Text } from '@mantine/core';
import { publicationMessages } from '@vitrina/shared/publications';
import { formTexts } from '../publication-texts';
import { titleOf } from './form-model';
import { FormSection } from './form-section';
import { switchFlags, visibleFields } from './form-rules';
import type { SectionProps } from './form-types';
import { NumberField } from './number-field';

type CountPath = 'extras.rooms.total' | 'extras.rooms.bedrooms' | 'extras.rooms.bathrooms' | 'extras.parkings';

export function PropertySection({ get, set, errors }: SectionProps) {
  const visible = visibleFields(get('type'), get('category'));
  const age = get('extras.age');
  const count = (path: CountPath) =>
    visible.has(path) && (
      <NumberField
        kind="count"
        label={titleOf(path)}
        value={get(path)}
        error={errors[path]}
        onChange={(value) => set(path, value)}
      />
    );
  const toggle = (path: (typeof switchFlags)[number]) => (
    <Switch
      key={path}
      size="md"
      label={titleOf(path)}
      checked={get(path) === true}
      error={errors[path]}
      onChange={(event) => set(path, event.currentTarget.checked)}
    />
  );
  return (
    <FormSection title={formTexts.sectionProperty}>
      <SimpleGrid cols={{ base: 2 }} spacing="md">
        <NumberField
          kind="area"
          label={titleOf('extras.areas.total')}
          value={get('extras.areas.total')}
          error={errors['extras.areas.total']}
          onChange={(value) => set('extras.areas.total', value)}
        />
        {visible.has('extras.areas.covered') && (
          <NumberField
            kind="area"
            label={titleOf('extras.areas.covered')}
            value={get('extras.areas.covered')}
            error={errors['extras.areas.covered']}
            onChange={(value) => set('extras.areas.covered', value)}
          />
        )}
      </SimpleGrid>
      {(visible.has('extras.rooms.total') || visible.has('extras.parkings')) && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {count('extras.rooms.total')}
          {count('extras.rooms.bedrooms')}
          {count('extras.rooms.bathrooms')}
          {count('extras.parkings')}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 2 }} spacing="md">
        {visible.has('extras.age') && (
          <NumberField
            kind="count"
            label={titleOf('extras.age')}
            value={age}
            error={errors['extras.age']}
            description={
              age === 0 ? (
                <Text span size="xs" fw={700} c="teal.8">
                  {publicationMessages.brandNew}
                </Text>
              ) : (
                formTexts.ageHint
              )
            }
            onChange={(value) => set('extras.age', value)}
          />
        )}
        <NumberField
          kind="amount"
          label={titleOf('extras.expenses')}
          value={get('extras.expenses')}
          error={errors['extras.expenses']}
          onChange={(value) => set('extras.expenses', value)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {switchFlags.map(toggle)}
      </SimpleGrid>
    </FormSection>
  );
}
