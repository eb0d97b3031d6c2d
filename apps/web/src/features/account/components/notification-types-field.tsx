import { Checkbox, Stack } from '@mantine/core';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import classes from '../account.module.css';

type NotificationTypesFieldProps = {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
};

/** The notification types of the environment configuration, each with its title and description. */
export function NotificationTypesField({ value, onChange, error }: NotificationTypesFieldProps) {
  const types = useConfiguration().NOTIFICATION_TYPES;
  return (
    <Checkbox.Group label="Qué te avisamos" value={value} onChange={onChange} error={error}>
      <Stack gap="xs" mt="xs">
        {types.map((type) => (
          <Checkbox.Card key={type.key} value={type.key} radius="md" className={classes.checkCard}>
            <div className={classes.checkCardInner}>
              <Checkbox.Indicator />
              <div>
                <div className={classes.checkCardTitle}>{type.title}</div>
                <div className={classes.checkCardText}>{type.description}</div>
              </div>
            </div>
          </Checkbox.Card>
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
