import { Button, Divider, Group, Stack } from '@mantine/core';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { identifyTexts } from '../identify-texts';
import { AppleButton } from './apple-button';
import { GoogleButton } from './google-button';
import type { IdentifyFlow } from './use-identify-flow';
import classes from '../identify.module.css';

type IdentifyFooterProps = {
  flow: IdentifyFlow;
  formId: string;
  signedIn: boolean;
  onExit: () => void;
};

/**
 * The panel's footer (product.md, Sign-in and the account): 'Salir' only with a user, the Google and Apple buttons (not
 * on verify, nor on the welcome, where the person has just signed in) and 'Continuar', disabled while a submit is on
 * its way and while the code in the boxes is one the server already refused.
 */
export function IdentifyFooter({ flow, formId, signedIn, onExit }: IdentifyFooterProps) {
  const configuration = useConfiguration();
  const social = flow.step !== 'verify' && flow.step !== 'logged';
  return (
    <Stack gap="md" className={classes.footer}>
      {social && (
        <>
          <Divider label={identifyTexts.or} labelPosition="center" />
          <Stack gap="xs">
            <GoogleButton
              clientId={configuration.GOOGLE_CLIENT_ID}
              disabled={flow.submitting}
              onIdToken={(idToken) => flow.social({ provider: 'google', idToken })}
            />
            <AppleButton
              clientId={configuration.APPLE_CLIENT_ID}
              disabled={flow.submitting}
              onIdentityToken={({ identityToken, name }) => flow.social({ provider: 'apple', identityToken, name })}
            />
          </Stack>
        </>
      )}
      <Group justify={signedIn ? 'space-between' : 'flex-end'} gap="sm">
        {signedIn && (
          <Button variant="subtle" color="gray" onClick={onExit}>
            {identifyTexts.exit}
          </Button>
        )}
        <Button
          type="submit"
          form={formId}
          disabled={flow.submitting || flow.step === 'logged' || flow.codeRefused}
          loading={flow.submitting}
          className={classes.submit}
        >
          {identifyTexts.submit}
        </Button>
      </Group>
    </Stack>
  );
}
