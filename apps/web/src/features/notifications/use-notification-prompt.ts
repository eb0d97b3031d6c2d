// When to offer 'Recibí notificaciones' (product.md, The shell): 5 s after the app starts or a user signs in, to a
// signed-in user on a site with push, whose browser has not been asked yet (permission 'default') and who has not
// said 'Ahora no' in the last 10 days; while another panel is open it waits 60 s and looks again. A browser that
// already granted permission gets no panel: its subscription is only registered.
import { useEffect } from 'react';
import { cookies, limits } from '@vitrina/shared/constants';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { pushSiteKey, pushSupported } from '@/lib/push/push-device';
import { useSession } from '@/lib/session';
import { anotherPanelOpen } from './another-panel-open';
import { hasCookie } from './prompt-cookies';

export function useNotificationPrompt(open: () => void): void {
  const userId = useSession().user?.id ?? null;
  const configuration = useConfiguration();
  const vapidKey = configuration.PUSH?.vapidKey ?? null;
  const siteKey = pushSiteKey(configuration.MICROSITE);

  useEffect(() => {
    if (userId === null || !vapidKey || !pushSupported()) return;
    const check = () => {
      if (Notification.permission === 'granted') {
        void import('@/lib/push/register-push').then(({ registerPush }) => registerPush({ vapidKey, siteKey }));
        return;
      }
      if (Notification.permission !== 'default' || hasCookie(cookies.permissionNotification)) return;
      if (anotherPanelOpen()) {
        timer = setTimeout(check, limits.notificationPromptRetryMs);
        return;
      }
      open();
    };
    let timer = setTimeout(check, limits.notificationPromptDelayMs);
    return () => clearTimeout(timer);
  }, [userId, vapidKey, siteKey, open]);
}
