import { Checkbox, Group, Text } from '@mantine/core';
import { useConfiguration } from '@/features/configuration/api/get-configuration';
import { offeredContactTypes } from './profile-rules';

type ContactTypesFieldProps = {
  phone: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
};

/** Spec 01 §2: email always; calls ('Llamadas') and WhatsApp only once a phone is set. */
export function ContactTypesField({ phone, value, onChange, error }: ContactTypesFieldProps) {
  const offered = offeredContactTypes(useConfiguration().CONTACT_TYPES, phone);
  const shown = value.filter((type) => offered.some((option) => option.value === type));
  return (
    <Checkbox.Group
      label="Medios de contacto habilitados"
      description="Cómo pueden contactarte los integrantes de tus grupos."
      value={shown}
      onChange={onChange}
      error={error}
    >
      <Group gap="lg" mt="xs">
        {offered.map((type) => (
          <Checkbox key={type.value} value={type.value} label={type.title} />
        ))}
      </Group>
      {offered.length < 3 && (
        <Text size="xs" c="dimmed" mt="xs">
          Cargá un teléfono para habilitar llamadas y WhatsApp.
        </Text>
      )}
    </Checkbox.Group>
  );
}
