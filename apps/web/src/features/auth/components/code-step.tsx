import { Anchor, Group, Stack, Text } from '@mantine/core';
import { identifyTexts } from '../identify-texts';
import { CodeInput } from './code-input';
import { formatCountdown } from './use-resend-countdown';
import type { IdentifyFlow } from './use-identify-flow';
import classes from '../identify.module.css';

/** Recover and verify: a code is mailed on entry, then typed or pasted here; another one a minute later at the soonest. */
export function CodeStep({ flow }: { flow: IdentifyFlow }) {
  const sent = flow.codeState === 'sent';
  const waiting = flow.resendSeconds > 0;
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
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={flow.resend}
          disabled={flow.codeState === 'sending' || waiting}
          className={classes.link}
        >
          {waiting ? identifyTexts.resendIn(formatCountdown(flow.resendSeconds)) : identifyTexts.resend}
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
