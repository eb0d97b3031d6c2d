// The Google button of the identify panel. With GOOGLE_CLIENT_ID it is Google's own button (Google Identity
// Services, loaded now); the installed app leaves for Google's page and comes back to /auth/social/google;
// inside Instagram it explains that Google refuses that browser. Without the setting it shows, disabled.
import { useEffect, useRef, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { isInstagramBrowser, isStandalone } from '../social/browser';
import { renderGoogleButton, startGoogleRedirect } from '../social/google-identity';
import { identifyTexts } from '../identify-texts';
import { AttentionModal } from './attention-modal';
import { GoogleLogo } from './provider-logos';
import classes from '../identify.module.css';

type GoogleButtonProps = {
  clientId: string | null;
  disabled: boolean;
  onIdToken: (idToken: string) => void;
};

function modeOf(clientId: string | null) {
  if (!clientId) return 'unavailable';
  if (isInstagramBrowser()) return 'instagram';
  if (isStandalone()) return 'redirect';
  return 'sdk';
}

function PlainButton({ onClick, disabled, loading }: { onClick?: () => void; disabled?: boolean; loading?: boolean }) {
  return (
    <Button
      variant="default"
      fullWidth
      h={42}
      leftSection={<GoogleLogo />}
      onClick={onClick}
      disabled={disabled}
      loading={loading}
      className={classes.provider}
    >
      {identifyTexts.google}
    </Button>
  );
}

export function GoogleButton({ clientId, disabled, onIdToken }: GoogleButtonProps) {
  const mode = modeOf(clientId);
  const [attention, setAttention] = useState(false);
  const [sdk, setSdk] = useState<'loading' | 'ready' | 'failed'>('loading');
  const wrapper = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLDivElement>(null);
  const latest = useRef(onIdToken);
  useEffect(() => {
    latest.current = onIdToken;
  });

  useEffect(() => {
    if (mode !== 'sdk' || !clientId || !target.current) return;
    let cancelled = false;
    const element = target.current;
    element.replaceChildren();
    renderGoogleButton(element, {
      clientId,
      width: wrapper.current?.offsetWidth || 320,
      onCredential: (idToken) => latest.current(idToken),
    }).then(
      () => !cancelled && setSdk('ready'),
      () => !cancelled && setSdk('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [mode, clientId]);

  if (mode === 'unavailable') {
    return (
      <div>
        <PlainButton disabled />
        <Text size="xs" c="dimmed" ta="center" mt={4}>
          {identifyTexts.googleUnavailable}
        </Text>
      </div>
    );
  }
  if (mode === 'instagram') {
    return (
      <>
        <PlainButton onClick={() => setAttention(true)} disabled={disabled} />
        <AttentionModal opened={attention} onClose={() => setAttention(false)} />
      </>
    );
  }
  if (mode === 'redirect')
    return <PlainButton onClick={() => clientId && startGoogleRedirect(clientId)} disabled={disabled} />;

  return (
    <div ref={wrapper}>
      {sdk !== 'ready' && <PlainButton loading={sdk === 'loading'} disabled />}
      {sdk === 'failed' && (
        <Text size="xs" c="dimmed" ta="center" mt={4}>
          {identifyTexts.googleFailed}
        </Text>
      )}
      <div
        ref={target}
        className={classes.googleTarget}
        data-ready={sdk === 'ready' || undefined}
        data-disabled={disabled || undefined}
      />
    </div>
  );
}
