// Type, category, title, description, operation and visibility (product.md, Listings). Choosing a type limits the
// categories to the ones of that type and clears a category that does not belong to it.
import { NativeSelect, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { publicationLimits } from '@vitrina/shared/publications';
import { formTexts } from '../publication-texts';
import { titleOf } from './form-model';
import { FormSection } from './form-section';
import { visibleFields } from './form-rules';
import type { SectionProps } from './form-types';
import { withEmpty, type FieldOptions } from './use-field-options';

export function MainSection({ get, set, errors, options }: SectionProps & { options: FieldOptions }) {
  const type = get('type');
  const category = get('category');
  const categories = type ? options.categoriesFor(type) : [];
  const visible = visibleFields(type, category);
  const publicHint = useId();
  const visitsHint = useId();
  return (
    <FormSection title={formTexts.sectionMain}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NativeSelect
          label={titleOf('type')}
          withAsterisk
          value={type}
          error={errors.type}
          data={withEmpty(formTexts.typePlaceholder, options.types, true)}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            set('type', chosen);
            if (category && !options.categoryFits(category, chosen)) set('category', '');
          }}
        />
        <NativeSelect
          label={titleOf('category')}
          withAsterisk
          value={category}
          error={errors.category}
          disabled={!type}
          description={type ? undefined : formTexts.categoryNeedsType}
          data={withEmpty(formTexts.categoryPlaceholder, categories, true)}
          onChange={(event) => set('category', event.currentTarget.value)}
        />
      </SimpleGrid>
      <TextInput
        label={titleOf('title')}
        withAsterisk
        value={get('title')}
        error={errors.title}
        maxLength={publicationLimits.titleMax}
        onChange={(event) => set('title', event.currentTarget.value)}
      />
      <Textarea
        label={titleOf('description')}
        autosize
        minRows={3}
        maxRows={12}
        value={get('description')}
        error={errors.description}
        maxLength={publicationLimits.descriptionMax}
        onChange={(event) => set('description', event.currentTarget.value)}
      />
      {visible.has('operation') && (
        <NativeSelect
          label={titleOf('operation')}
          withAsterisk
          value={get('operation')}
          error={errors.operation}
          data={withEmpty(formTexts.operationPlaceholder, options.operations, true)}
          onChange={(event) => set('operation', event.currentTarget.value)}
        />
      )}
      <div>
        {/* The hint sits apart from the label, so the switch is named 'Pública' and described by the hint. */}
        <Switch
          size="md"
          label={titleOf('public')}
          checked={get('public') === true}
          error={errors.public}
          aria-describedby={publicHint}
          onChange={(event) => set('public', event.currentTarget.checked)}
        />
        <Text id={publicHint} size="xs" c="dimmed" mt={4} ml={54}>
          {get('public') ? formTexts.publicOn : formTexts.publicOff}
        </Text>
      </div>
      <div>
        <Switch
          size="md"
          label={titleOf('visits')}
          checked={get('visits') === true}
          error={errors.visits}
          aria-describedby={visitsHint}
          onChange={(event) => set('visits', event.currentTarget.checked)}
        />
        <Text id={visitsHint} size="xs" c="dimmed" mt={4} ml={54}>
          {get('visits') ? formTexts.visitsOn : formTexts.visitsOff}
        </Text>
      </div>
    </FormSection>
  );
}
