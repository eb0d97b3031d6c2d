// Mounted once by the shell: offers 'Recibí notificaciones' and 'Instalar aplicación' when their time comes (the
// panels' code loads only then) and follows a notification click's navigate message from the service worker.
import { lazy, Suspense, useCallback, useState } from 'react';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { pushSiteKey } from '@/lib/push/push-device';
import { captureInstallPrompt } from '../install-prompt-event';
import { useInstallPrompt } from '../use-install-prompt';
import { useNotificationPrompt } from '../use-notification-prompt';
import { useServiceWorkerNavigation } from '../use-service-worker-navigation';
import { PromptBoundary } from './prompt-boundary';

const NotificationPanel = lazy(() => import('./notification-panel'));
const InstallPanel = lazy(() => import('./install-panel'));

// As the app starts: the browser may offer its install prompt long before the panel's minute is up.
captureInstallPrompt();

/** A panel mounted from its first opening until it has faded out after closing. */
function usePanel() {
  const [state, setState] = useState<'hidden' | 'opened' | 'closing'>('hidden');
  const open = useCallback(() => setState('opened'), []);
  const close = useCallback(() => setState((current) => (current === 'opened' ? 'closing' : current)), []);
  const exited = useCallback(() => setState((current) => (current === 'closing' ? 'hidden' : current)), []);
  return { mounted: state !== 'hidden', opened: state === 'opened', open, close, exited };
}

export function AppPrompts() {
  const configuration = useConfiguration();
  const notification = usePanel();
  const install = usePanel();
  useNotificationPrompt(notification.open);
  useInstallPrompt(install.open);
  useServiceWorkerNavigation();

  const vapidKey = configuration.PUSH?.vapidKey;
  return (
    <PromptBoundary>
      <Suspense fallback={null}>
        {notification.mounted && vapidKey && (
          <NotificationPanel
            opened={notification.opened}
            target={{ vapidKey, siteKey: pushSiteKey(configuration.MICROSITE) }}
            onClose={notification.close}
            onExited={notification.exited}
          />
        )}
        {install.mounted && (
          <InstallPanel
            opened={install.opened}
            appName={configuration.MICROSITE?.name ?? configuration.APP_NAME}
            onClose={install.close}
            onExited={install.exited}
          />
        )}
      </Suspense>
    </PromptBoundary>
  );
}
