import { Anchor, Group, Stack, Text } from '@mantine/core';
import { identifyTexts } from '../identify-texts';
import { CodeInput } from './code-input';
import type { IdentifyFlow } from './use-identify-flow';
import classes from '../identify.module.css';

/** Recover and verify: a code is mailed on entry, then typed or pasted here. */
export function CodeStep({ flow }: { flow: IdentifyFlow }) {
  const sent = flow.codeState === 'sent';
  return (
    <Stack gap="md">
      <Text ta="center" aria-live="polite">
        {sent ? identifyTexts.sent : identifyTexts.sending}{' '}
        <Text span fw={700} className={classes.email}>
          {flow.email}
        </Text>
      </Text>
      <CodeInput value={flow.code} onChange={flow.setCode} invalid={flow.invalid.code} disabled={flow.submitting} />
      <Group justify="center" gap="lg">
        <Anchor component="button" type="button" size="sm" onClick={flow.resend} disabled={flow.codeState === 'sending'}
          className={classes.link}>
          {identifyTexts.resend}
        </Anchor>
        {flow.step === 'recover' && (
          <Anchor component="button" type="button" size="sm" onClick={flow.changeEmail} className={classes.link}>
            {identifyTexts.changeEmail}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
