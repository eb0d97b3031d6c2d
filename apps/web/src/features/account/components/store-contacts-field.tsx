// Whether the store page shows its visitors the contact means enabled in 'Mi perfil'
// (product.md, Sign-in and the account): off until the owner turns it on here, since a store page is open to anyone.
import { useId } from 'react';
import { Anchor, Checkbox, Text } from '@mantine/core';
import { Link } from 'react-router';

type StoreContactsFieldProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The means enabled in 'Mi perfil': what the store would show. */
  contactTypes: string[];
};

const storeContactsTexts = {
  label: 'Mostrar mis medios de contacto en la tienda',
  description:
    'Quien visite tu tienda va a ver los medios de contacto que habilitaste en Mi perfil. Si no lo activás, no ve ninguno.',
  noneEnabled: 'Todavía no habilitaste ningún medio de contacto.',
  profileLink: 'Elegilos en Mi perfil',
} as const;

export function StoreContactsField({ checked, onChange, contactTypes }: StoreContactsFieldProps) {
  // Mantine does not tie a checkbox's description to it; screen readers read it through aria-describedby.
  const descriptionId = useId();
  return (
    <div>
      <Checkbox
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label={storeContactsTexts.label}
        description={<span id={descriptionId}>{storeContactsTexts.description}</span>}
        aria-describedby={descriptionId}
      />
      {contactTypes.length === 0 && (
        <Text size="xs" c="dimmed" mt={6} ml={32}>
          {storeContactsTexts.noneEnabled}{' '}
          <Anchor component={Link} to="/account/setting" size="xs">
            {storeContactsTexts.profileLink}
          </Anchor>
          .
        </Text>
      )}
    </div>
  );
}
