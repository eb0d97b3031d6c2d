// Every field step a filter of a type, category and operation takes, asked together (the admin's preset filters):
// the wizard's own controls, each with 'Cualquiera' to take an answer back, since this form has no 'Quitar'.
import { Stack, Text } from '@mantine/core';
import type { Configuration } from '@vitrina/shared/configuration';
import { fieldApplies, searchFields, type FieldContext } from '@vitrina/shared/search-fields';
import { fieldStepTitle, oneTapField, type FieldAnswers } from './field-answers';
import { FieldStep } from './field-step';

type FieldStepListProps = {
  context: FieldContext;
  answers: FieldAnswers;
  fields: Configuration['FIELDS'];
  onChange: (patch: Partial<FieldAnswers>) => void;
};

export function FieldStepList({ context, answers, fields, onChange }: FieldStepListProps) {
  return searchFields
    .filter((field) => fieldApplies(field, context))
    .map((field) => (
      <Stack key={field.step} gap={4}>
        {/* A group of buttons names itself to a screen reader; the title is for the eye. */}
        {oneTapField(field) && (
          <Text size="sm" fw={500} aria-hidden>
            {fieldStepTitle(field)}
          </Text>
        )}
        <FieldStep field={field} answers={answers} fields={fields} onChoose={onChange} onChange={onChange} withAny />
      </Stack>
    ));
}
