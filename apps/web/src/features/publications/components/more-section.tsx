// Keywords, agents, the user's reference and a link.
import { SimpleGrid, TextInput } from '@mantine/core';
import { publicationLimits } from '@vitrina/shared/publications';
import { formTexts } from '../publication-texts';
import { titleOf } from './form-model';
import { FormSection } from './form-section';
import type { SectionProps } from './form-types';
import { ListField } from './list-field';

export function MoreSection({ get, set, errors }: SectionProps) {
  return (
    <FormSection title={formTexts.sectionMore}>
      <ListField
        label={titleOf('extras.tags')}
        description={formTexts.tagsHint}
        placeholder={formTexts.tagsPlaceholder}
        value={get('extras.tags')}
        onChange={(tags) => set('extras.tags', tags)}
        suggestions="tags"
        maxItems={publicationLimits.tagsMax}
        maxLength={publicationLimits.tagMax}
        error={errors['extras.tags']}
      />
      <ListField
        label={titleOf('agents')}
        description={formTexts.agentsHint}
        placeholder={formTexts.agentsPlaceholder}
        value={get('agents')}
        onChange={(agents) => set('agents', agents)}
        suggestions="agents"
        maxItems={20}
        maxLength={150}
        error={errors.agents}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={titleOf('reference')}
          description={formTexts.referenceHint}
          value={get('reference')}
          error={errors.reference}
          maxLength={255}
          onChange={(event) => set('reference', event.currentTarget.value)}
        />
        <TextInput
          label={titleOf('url')}
          description={formTexts.urlHint}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={get('url')}
          error={errors.url}
          maxLength={2000}
          onChange={(event) => set('url', event.currentTarget.value)}
        />
      </SimpleGrid>
    </FormSection>
  );
}
