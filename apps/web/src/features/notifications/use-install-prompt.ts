// When to offer 'Instalar aplicación' (product.md, The shell): 60 s after the app starts, when it is not already
// running installed, the browser offered its install prompt (or the device is an iPhone or iPad, which installs by
// hand) and the panel was not dismissed in the last 10 days; every 5 s while another panel is open. A prompt the
// browser offers only after the minute shows the panel then.
import { useEffect } from 'react';
import { cookies, limits } from '@vitrina/shared/constants';
import { anotherPanelOpen } from './another-panel-open';
import { installPromptStore, isIos, isStandalone } from './install-prompt-event';
import { hasCookie } from './prompt-cookies';

export function useInstallPrompt(open: () => void): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let due = false;
    let done = false;
    const check = () => {
      timer = undefined;
      if (done || isStandalone() || hasCookie(cookies.permissionInstall)) return;
      if (!installPromptStore.get() && !isIos()) return;
      if (anotherPanelOpen()) {
        timer = setTimeout(check, limits.installPromptRetryMs);
        return;
      }
      done = true;
      open();
    };
    timer = setTimeout(() => {
      due = true;
      check();
    }, limits.installPromptDelayMs);
    const unsubscribe = installPromptStore.subscribe(() => {
      if (due && timer === undefined) check();
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [open]);
}
