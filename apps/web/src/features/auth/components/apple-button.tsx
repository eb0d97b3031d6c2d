// The Apple button of the identify panel. With APPLE_CLIENT_ID, Apple's SDK loads with the panel (so the popup
// opens straight from the click, which browsers require) and the identity token goes to the API. Without the
// setting it shows, disabled.
import { useEffect, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { authMessages } from '@vitrina/shared/auth';
import { notifyErrorText } from '@/lib/notify';
import { AppleSignInCancelled, loadAppleId, signInWithApple } from '../social/apple-id';
import { identifyTexts } from '../identify-texts';
import { AppleLogo } from './provider-logos';
import classes from '../identify.module.css';

type AppleButtonProps = {
  clientId: string | null;
  disabled: boolean;
  onIdentityToken: (credential: { identityToken: string; name?: string }) => void;
};

export function AppleButton({ clientId, disabled, onIdentityToken }: AppleButtonProps) {
  const [sdk, setSdk] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadAppleId().then(
      () => !cancelled && setSdk('ready'),
      () => !cancelled && setSdk('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  const signIn = async () => {
    if (!clientId) return;
    setWaiting(true);
    try {
      onIdentityToken(await signInWithApple(clientId));
    } catch (error) {
      if (!(error instanceof AppleSignInCancelled)) notifyErrorText(authMessages.socialFailed);
    } finally {
      setWaiting(false);
    }
  };

  return (
    <div>
      <Button
        fullWidth
        h={42}
        color="dark"
        leftSection={<AppleLogo />}
        className={classes.provider}
        disabled={!clientId || sdk === 'failed' || disabled}
        loading={Boolean(clientId) && (sdk === 'loading' || waiting)}
        onClick={signIn}
      >
        {identifyTexts.apple}
      </Button>
      {(!clientId || sdk === 'failed') && (
        <Text size="xs" c="dimmed" ta="center" mt={4}>
          {clientId ? identifyTexts.appleFailed : identifyTexts.appleUnavailable}
        </Text>
      )}
    </div>
  );
}
