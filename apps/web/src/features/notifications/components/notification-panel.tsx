// 'Recibí notificaciones' (product.md, The shell). 'Ahora no' (or closing it) keeps it away for 10 days; 'Activar'
// asks the browser, and a permission granted registers this browser's subscription. Loaded when first shown.
import { Button, Text } from '@mantine/core';
import { cookies } from '@vitrina/shared/constants';
import { enablePush, type PushTarget } from '@/lib/push/register-push';
import { setDismissCookie } from '../prompt-cookies';
import { promptTexts } from '../prompt-texts';
import { IconBell } from './prompt-icons';
import { PromptPanel } from './prompt-panel';

const texts = promptTexts.notification;

type NotificationPanelProps = { opened: boolean; target: PushTarget; onClose: () => void; onExited: () => void };

export default function NotificationPanel({ opened, target, onClose, onExited }: NotificationPanelProps) {
  const dismiss = () => {
    setDismissCookie(cookies.permissionNotification);
    onClose();
  };
  const accept = () => {
    onClose();
    // Called inside the click, before anything is awaited: browsers ask for permission only from a gesture.
    void enablePush(target);
  };
  return (
    <PromptPanel
      id="notification-permission"
      opened={opened}
      title={texts.title}
      icon={<IconBell size={26} />}
      onClose={dismiss}
      onExited={onExited}
      actions={
        <>
          <Button variant="default" onClick={dismiss} data-autofocus>
            {texts.later}
          </Button>
          <Button onClick={accept}>{texts.accept}</Button>
        </>
      }
    >
      <Text>{texts.body}</Text>
      <Text size="sm" c="dimmed">
        {texts.hint}
      </Text>
    </PromptPanel>
  );
}
