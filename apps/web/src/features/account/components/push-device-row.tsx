// Whether this browser receives the account's push notifications on this site, with a way to enable them here: the
// same flow as accepting 'Recibí notificaciones' (the browser asks, then the subscription is registered).
import { useEffect, useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { pushDeviceStatus, type PushDeviceStatus } from '@/lib/push/push-device';
import { enablePush, type PushTarget } from '@/lib/push/register-push';
import classes from '../account.module.css';

const statusTexts: Record<PushDeviceStatus, string> = {
  unsupported: 'Este navegador no puede recibir notificaciones push.',
  denied:
    'Bloqueaste las notificaciones de este sitio en el navegador: para recibirlas, permitilas en su configuración.',
  off: 'Este dispositivo no recibe notificaciones push.',
  subscribed: 'Este dispositivo recibe tus notificaciones push.',
};

type PushDeviceRowProps = { target: PushTarget; storedToken: string | undefined };

export function PushDeviceRow({ target, storedToken }: PushDeviceRowProps) {
  const [status, setStatus] = useState<PushDeviceStatus | null>(null);
  const [enabling, setEnabling] = useState(false);
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    let current = true;
    pushDeviceStatus(storedToken)
      .then((found) => current && setStatus(found))
      .catch(() => current && setStatus('off'));
    return () => {
      current = false;
    };
  }, [storedToken, checks]);

  const enable = () => {
    setEnabling(true);
    void enablePush(target).finally(() => {
      setEnabling(false);
      setChecks((count) => count + 1);
    });
  };

  if (status === null) return null;
  return (
    <div className={classes.deviceRow} data-testid="push-device">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge
          color={status === 'subscribed' ? 'teal' : 'gray'}
          variant="light"
          size="sm"
          className={classes.deviceBadge}
        >
          {status === 'subscribed' ? 'Activadas' : 'Desactivadas'}
        </Badge>
        <Text size="sm">{statusTexts[status]}</Text>
      </Group>
      {status === 'off' && (
        <Button variant="light" size="xs" mt="sm" loading={enabling} onClick={enable}>
          Activar en este dispositivo
        </Button>
      )}
    </div>
  );
}
