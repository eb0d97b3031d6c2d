// Keywords, agents, the user's reference and a link (spec 02 §3).
import { SimpleGrid, TextInput } from '@mantine/core';
import { publicationLimits } from '@vitrina/shared/publications';
import { formTexts } from '../publication-texts';
import { FormSection } from './form-section';
import type { SectionProps } from './form-types';
import { ListField } from './list-field';

export function MoreSection({ values, set, errors }: SectionProps) {
  return (
    <FormSection title={formTexts.sectionMore}>
      <ListField
        label={formTexts.tags}
        description={formTexts.tagsHint}
        placeholder={formTexts.tagsPlaceholder}
        value={values.tags}
        onChange={(tags) => set('tags', tags)}
        suggestions="tags"
        maxItems={publicationLimits.tagsMax}
        maxLength={publicationLimits.tagMax}
        error={errors.tags}
      />
      <ListField
        label={formTexts.agents}
        description={formTexts.agentsHint}
        placeholder={formTexts.agentsPlaceholder}
        value={values.agents}
        onChange={(agents) => set('agents', agents)}
        suggestions="agents"
        maxItems={20}
        maxLength={150}
        error={errors.agents}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={formTexts.reference}
          description={formTexts.referenceHint}
          value={values.reference}
          error={errors.reference}
          maxLength={255}
          onChange={(event) => set('reference', event.currentTarget.value)}
        />
        <TextInput
          label={formTexts.url}
          description={formTexts.urlHint}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.url}
          error={errors.url}
          maxLength={2000}
          onChange={(event) => set('url', event.currentTarget.value)}
        />
      </SimpleGrid>
    </FormSection>
  );
}
