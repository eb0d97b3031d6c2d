// 'Mi perfil', Notificaciones: which notifications the person wants (the configuration's types, each with title and
// description) and by which channels, saved through POST /api/auth/user/notificationTypes; and whether this device
// receives push notifications, with a way to enable them here.
import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { User } from '@vitrina/shared/users';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { pushSiteKey } from '@/lib/push/push-device';
import { notifySuccess } from '@/lib/notify';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { NotificationChannelsField } from './notification-channels-field';
import { NotificationTypesField } from './notification-types-field';
import { PushDeviceRow } from './push-device-row';

const notificationSettingsSaved = 'Notificaciones actualizadas correctamente.';

export function NotificationSettings({ user }: { user: User }) {
  const configuration = useConfiguration();
  const mutation = useUpdateNotificationSettings();
  const [types, setTypes] = useState(() => [...user.notification_types]);
  const [channels, setChannels] = useState<string[]>(() => [...user.notification_channels]);
  const vapidKey = configuration.PUSH?.vapidKey;
  const siteKey = pushSiteKey(configuration.MICROSITE);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate(
      { notification_types: types, notification_channels: channels },
      { onSuccess: () => notifySuccess(notificationSettingsSaved) },
    );
  };

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={2} size="h4">
            Notificaciones
          </Title>
          <Text size="sm" c="dimmed">
            Elegí qué te avisamos y cómo.
          </Text>
        </div>
        <NotificationTypesField value={types} onChange={setTypes} />
        <Stack gap="sm">
          <NotificationChannelsField email={user.email} value={channels} onChange={setChannels} />
          {vapidKey && (
            <PushDeviceRow target={{ vapidKey, siteKey }} storedToken={user.notification_push_identifiers[siteKey]} />
          )}
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            Guardar notificaciones
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
