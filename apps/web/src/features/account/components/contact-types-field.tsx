import { Checkbox, Group, Text } from '@mantine/core';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { offeredContactTypes } from './profile-rules';

type ContactTypesFieldProps = {
  phone: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** The store shows these means to its visitors (chosen in 'Tienda'). */
  storeContacts: boolean;
  error?: string;
};

/** Who sees the means marked here, as the API decides it: group members always, store visitors by choice. */
function contactAudience(storeContacts: boolean): string {
  const seen = storeContacts
    ? 'Los integrantes de tus grupos y quienes visiten tu tienda ven los medios que marques (lo activaste en Tienda).'
    : 'Los integrantes de tus grupos ven los medios que marques. Quienes visiten tu tienda no ven ninguno, salvo que lo actives en Tienda.';
  return `${seen} Un medio sin marcar no se muestra en tus grupos ni en tu tienda.`;
}

/** Email always; calls ('Llamadas') and WhatsApp only once a phone is set. */
export function ContactTypesField({ phone, value, onChange, storeContacts, error }: ContactTypesFieldProps) {
  const offered = offeredContactTypes(useConfiguration().CONTACT_TYPES, phone);
  const shown = value.filter((type) => offered.some((option) => option.value === type));
  return (
    <Checkbox.Group
      label="Medios de contacto habilitados"
      description={contactAudience(storeContacts)}
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
