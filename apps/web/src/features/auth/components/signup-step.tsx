import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { identifyTexts } from '../identify-texts';
import type { IdentifyFlow } from './use-identify-flow';
import classes from '../identify.module.css';

/** A new email: the account is created with a name; the terms open in a new tab so the panel stays. */
export function SignupStep({ flow }: { flow: IdentifyFlow }) {
  return (
    <Stack gap="md">
      <Text size="sm">
        {identifyTexts.signupIntro}{' '}
        <Text span fw={700} className={classes.email}>
          {flow.email}
        </Text>
        .
      </Text>
      <TextInput
        label={identifyTexts.nameLabel}
        placeholder={identifyTexts.namePlaceholder}
        autoComplete="name"
        data-autofocus
        size="md"
        value={flow.name}
        onChange={(event) => flow.setName(event.currentTarget.value)}
        error={flow.invalid.name}
        aria-invalid={flow.invalid.name || undefined}
        readOnly={flow.submitting}
      />
      <Text size="xs" c="dimmed">
        Al continuar aceptás los{' '}
        <Anchor component={Link} to="/legal/terms" target="_blank" rel="noopener" size="xs">
          Términos y condiciones
        </Anchor>{' '}
        y la{' '}
        <Anchor component={Link} to="/legal/privacy" target="_blank" rel="noopener" size="xs">
          Política de privacidad
        </Anchor>
        .{' '}
        <Anchor component="button" type="button" size="xs" onClick={flow.changeEmail} className={classes.link}>
          {identifyTexts.changeEmail}
        </Anchor>
      </Text>
    </Stack>
  );
}
