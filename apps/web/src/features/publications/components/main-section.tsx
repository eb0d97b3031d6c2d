// Type, category, title, description, operation and visibility (spec 02 §3, §4). Choosing a type limits the
// categories to the ones of that type and clears a category that does not belong to it.
import { NativeSelect, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { PublicationType } from '@vitrina/shared/enums';
import { publicationLimits } from '@vitrina/shared/publications';
import { formTexts } from '../publication-texts';
import { FormSection } from './form-section';
import { visibleFields } from './form-rules';
import type { SectionProps } from './form-types';
import { withEmpty, type FieldOptions } from './use-field-options';

export function MainSection({ values, set, errors, options }: SectionProps & { options: FieldOptions }) {
  const categories = values.type ? options.categoriesFor(values.type) : [];
  const visible = visibleFields(values.type, values.category);
  const publicHint = useId();
  return (
    <FormSection title={formTexts.sectionMain}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NativeSelect
          label={formTexts.type}
          withAsterisk
          value={values.type}
          error={errors.type}
          data={withEmpty(formTexts.typePlaceholder, options.types, true)}
          onChange={(event) => {
            const type = event.currentTarget.value as PublicationType;
            set('type', type);
            if (values.category && !options.categoryFits(values.category, type)) set('category', '');
          }}
        />
        <NativeSelect
          label={formTexts.category}
          withAsterisk
          value={values.category}
          error={errors.category}
          disabled={!values.type}
          description={values.type ? undefined : formTexts.categoryNeedsType}
          data={withEmpty(formTexts.categoryPlaceholder, categories, true)}
          onChange={(event) => set('category', event.currentTarget.value)}
        />
      </SimpleGrid>
      <TextInput
        label={formTexts.title}
        withAsterisk
        value={values.title}
        error={errors.title}
        maxLength={publicationLimits.titleMax}
        onChange={(event) => set('title', event.currentTarget.value)}
      />
      <Textarea
        label={formTexts.description}
        autosize
        minRows={3}
        maxRows={12}
        value={values.description}
        error={errors.description}
        maxLength={publicationLimits.descriptionMax}
        onChange={(event) => set('description', event.currentTarget.value)}
      />
      {visible.has('operation') && (
        <NativeSelect
          label={formTexts.operation}
          withAsterisk
          value={values.operation}
          error={errors.operation}
          data={withEmpty(formTexts.operationPlaceholder, options.operations, true)}
          onChange={(event) => set('operation', event.currentTarget.value)}
        />
      )}
      <div>
        {/* The hint sits apart from the label, so the switch is named 'Pública' and described by the hint. */}
        <Switch
          size="md"
          label={formTexts.publicLabel}
          checked={values.public}
          error={errors.public}
          aria-describedby={publicHint}
          onChange={(event) => set('public', event.currentTarget.checked)}
        />
        <Text id={publicHint} size="xs" c="dimmed" mt={4} ml={54}>
          {values.public ? formTexts.publicOn : formTexts.publicOff}
        </Text>
      </div>
    </FormSection>
  );
}
