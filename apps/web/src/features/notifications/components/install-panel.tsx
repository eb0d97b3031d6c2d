// 'Instalar aplicación' (product.md, The shell). With the browser's prompt kept, 'Instalar' opens it; an iPhone or
// iPad has none, so the panel shows the steps by hand and 'Entendido' closes it. Any way of closing it keeps it away
// for 10 days. Loaded when first shown.
import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { cookies } from '@vitrina/shared/constants';
import { installPromptStore } from '../install-prompt-event';
import { setDismissCookie } from '../prompt-cookies';
import { promptTexts } from '../prompt-texts';
import { IconAddSquare, IconInstall, IconShareIos } from './prompt-icons';
import { PromptPanel } from './prompt-panel';
import classes from './prompts.module.css';

const texts = promptTexts.install;

function IosSteps() {
  return (
    <>
      <Text size="sm">{texts.iosIntro}</Text>
      <ol className={classes.steps}>
        <li className={classes.step}>
          <span className={classes.stepNumber}>1.</span>
          <IconShareIos size={22} />
          <span>{texts.iosShare}</span>
        </li>
        <li className={classes.step}>
          <span className={classes.stepNumber}>2.</span>
          <IconAddSquare size={22} />
          <span>{texts.iosAdd}</span>
        </li>
      </ol>
    </>
  );
}

type InstallPanelProps = { opened: boolean; appName: string; onClose: () => void; onExited: () => void };

export default function InstallPanel({ opened, appName, onClose, onExited }: InstallPanelProps) {
  // What the panel opened with, kept while it fades out after 'Instalar' spent the prompt.
  const [prompt] = useState(() => installPromptStore.get());
  const close = () => {
    setDismissCookie(cookies.permissionInstall);
    onClose();
  };
  const install = () => {
    if (!prompt) return close();
    close();
    // A prompt can be shown once: whatever the person answers, it is spent.
    installPromptStore.set(null);
    prompt.prompt().catch(() => undefined);
  };
  return (
    <PromptPanel
      id="install-app"
      opened={opened}
      title={texts.title}
      icon={<IconInstall size={26} />}
      onClose={close}
      onExited={onExited}
      actions={
        prompt ? (
          <>
            <Button variant="default" onClick={close} data-autofocus>
              {texts.later}
            </Button>
            <Button onClick={install}>{texts.install}</Button>
          </>
        ) : (
          <Button onClick={close} data-autofocus>
            {texts.understood}
          </Button>
        )
      }
    >
      <Text>{texts.body(appName)}</Text>
      {!prompt && <IosSteps />}
    </PromptPanel>
  );
}
