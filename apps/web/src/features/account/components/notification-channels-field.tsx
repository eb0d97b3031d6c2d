import { Stack, Switch } from '@mantine/core';

type NotificationChannelsFieldProps = {
  email: string;
  value: string[];
  onChange: (value: string[]) => void;
};

/** By which means the chosen notifications arrive: push on the devices where they are enabled, and email. */
export function NotificationChannelsField({ email, value, onChange }: NotificationChannelsFieldProps) {
  return (
    <Switch.Group label="Cómo te avisamos" value={value} onChange={onChange}>
      <Stack gap="sm" mt="xs">
        <Switch value="push" label="Push" description="En los dispositivos donde las actives" />
        <Switch value="email" label="Email" description={`A ${email}`} />
      </Stack>
    </Switch.Group>
  );
}
