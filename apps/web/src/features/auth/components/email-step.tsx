import { Text, TextInput } from '@mantine/core';
import { identifyTexts } from '../identify-texts';
import type { IdentifyFlow } from './use-identify-flow';

/** First step: the email decides between recovering an account and creating one. */
export function EmailStep({ flow }: { flow: IdentifyFlow }) {
  return (
    <>
      <TextInput
        label={identifyTexts.emailLabel}
        placeholder={identifyTexts.emailPlaceholder}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        data-autofocus
        size="md"
        value={flow.email}
        onChange={(event) => flow.setEmail(event.currentTarget.value)}
        // The field turns red; its message goes out as a toast (the shared form error handler), not under it.
        error={flow.invalid.email}
        aria-invalid={flow.invalid.email || undefined}
        readOnly={flow.submitting}
      />
      <Text size="sm" c="dimmed" mt="xs">
        {identifyTexts.emailHint}
      </Text>
    </>
  );
}
