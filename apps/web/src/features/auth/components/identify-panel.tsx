// The identify panel (product.md, Sign-in and the account; id auth-modal-identify): email, recover, signup, logged and
// verify in one modal, opened from anywhere through openIdentify. Loaded on first use; a new opening starts afresh.
import { useState } from 'react';
import { Modal, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import type { IdentifyOptions } from '@/lib/identify-events';
import { useOverlayRegistration } from '@/lib/overlays';
import { rememberRedirect, takeRedirect } from '@/lib/redirect';
import { useSession } from '@/lib/session';
import { identifyTexts } from '../identify-texts';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { IdentifyFooter } from './identify-footer';
import { LoggedStep } from './logged-step';
import { MicrositeBrand } from './microsite-brand';
import { returnFocusAfterClose } from './return-focus';
import { SignupStep } from './signup-step';
import { useIdentifyFlow } from './use-identify-flow';
import classes from '../identify.module.css';

const ID = 'auth-modal-identify';
const FORM_ID = `${ID}-form`;

type IdentifyPanelProps = {
  opened: boolean;
  options: IdentifyOptions;
  onClose: () => void;
};

export default function IdentifyPanel({ opened, options, onClose }: IdentifyPanelProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const configuration = useConfiguration();
  const here = location.pathname + location.search;
  // The panel mounts as it opens, so this is what opened it (a button, a guarded link).
  const [opener] = useState(() => document.activeElement);

  const flow = useIdentifyFlow(options, (signedIn) => {
    onClose();
    // A route remembered by a logout or a refused guarded page is where a new session goes on; verifying the email
    // of someone already signed in leaves them where they are.
    const next = signedIn ? takeRedirect() : null;
    if (next && next !== here) navigate(next);
  });
  useOverlayRegistration(opened, onClose);

  const exit = () => {
    onClose();
    rememberRedirect(here);
    navigate('/auth/logout');
  };

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      id={ID}
      centered
      size={440}
      zIndex={300}
      returnFocus={false}
      onExitTransitionEnd={() => returnFocusAfterClose(opener)}
    >
      <Modal.Overlay backgroundOpacity={0.45} blur={2} />
      <Modal.Content id={ID} radius="lg" className={classes.panel}>
        <Modal.Header className={classes.header}>
          <Modal.Title className={classes.title}>
            {flow.step === 'verify' ? identifyTexts.verifyTitle : identifyTexts.title}
          </Modal.Title>
          <Modal.CloseButton aria-label="Cerrar" />
        </Modal.Header>
        <Modal.Body className={classes.body}>
          {configuration.MICROSITE && <MicrositeBrand microsite={configuration.MICROSITE} />}
          <Text c="dimmed" size="sm" mb="lg" className={classes.subtitle}>
            {options.subtitle ?? identifyTexts.subtitle}
          </Text>
          <form
            ref={flow.formRef}
            id={FORM_ID}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              flow.submit();
            }}
          >
            {flow.step === 'email' && <EmailStep flow={flow} />}
            {flow.step === 'signup' && <SignupStep flow={flow} />}
            {(flow.step === 'recover' || flow.step === 'verify') && <CodeStep flow={flow} />}
            {flow.step === 'logged' && <LoggedStep />}
          </form>
          <IdentifyFooter flow={flow} formId={FORM_ID} signedIn={session.user !== null} onExit={exit} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
