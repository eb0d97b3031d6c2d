// The 'Mi perfil' form (product.md, Sign-in and the account): image, name, email (with its verification), phone,
// contact means, and the box linking to 'Tienda' (the notifications have a card of their own). Saving replaces the session's user and
// goes back to the route 'Mi perfil' was opened from, when one was remembered.
import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { userMessages, type User } from '@vitrina/shared/users';
import { inlineFieldErrors, showFormErrors } from '@/lib/form-errors';
import { openIdentify } from '@/lib/identify-events';
import { notifySuccess } from '@/lib/notify';
import { takeRedirect } from '@/lib/redirect';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarField, type AvatarState } from './avatar-field';
import { ContactTypesField } from './contact-types-field';
import {
  validatePhone,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
} from './profile-rules';
import { StoreBox } from './store-box';
import classes from '../account.module.css';

const FIELDS: readonly ProfileField[] = ['name', 'phone', 'contact_types', 'avatar'];

function initialValues(user: User): ProfileValues {
  return {
    name: user.name,
    phone: user.phone ?? '',
    contact_types: [...user.contact_types],
  };
}

export function ProfileForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useUpdateProfile();
  const [values, setValues] = useState(() => initialValues(user));
  const [avatar, setAvatar] = useState<AvatarState>({ kind: 'keep' });
  const [errors, setErrors] = useState<ProfileErrors>({});

  const set = <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (mutation.isPending) return;
    const { errors: found, data } = validateProfile(values);
    if (!data) return showFormErrors(form, found, setErrors);
    mutation.mutate(
      { ...data, avatar },
      {
        onSuccess: ({ user: saved }) => {
          setValues(initialValues(saved));
          setAvatar({ kind: 'keep' });
          notifySuccess(userMessages.updated);
          const back = takeRedirect();
          if (back && back !== location.pathname) navigate(back);
        },
        onError: (error) => showFormErrors(form, inlineFieldErrors(error, FIELDS), setErrors),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Title order={2} size="h4">
              Editar
            </Title>
            <div data-field="avatar">
              <AvatarField
                name={values.name || user.name}
                currentUrl={user.avatar_url}
                value={avatar}
                onChange={setAvatar}
                error={errors.avatar}
                onError={(message) => setErrors((current) => ({ ...current, avatar: message }))}
              />
            </div>
            <TextInput
              data-field="name"
              label="Nombre"
              withAsterisk
              autoComplete="name"
              value={values.name}
              onChange={(event) => set('name', event.currentTarget.value)}
              error={errors.name}
            />
            <div>
              <TextInput
                label="Email"
                value={user.email}
                readOnly
                variant="filled"
                rightSectionWidth={user.email_verified ? 104 : 124}
                rightSection={
                  <Badge color={user.email_verified ? 'teal' : 'yellow'} variant="light" size="sm">
                    {user.email_verified ? 'Verificado' : 'Sin verificar'}
                  </Badge>
                }
              />
              {!user.email_verified && (
                <Group gap="xs" mt={6}>
                  <Text size="xs" c="dimmed">
                    Verificá tu email para responder invitaciones.
                  </Text>
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    onClick={() =>
                      openIdentify({
                        step: 'verify',
                        rules: ['email_verified'],
                        subtitle: 'Para confirmar que el email es tuyo',
                      })
                    }
                  >
                    Verificar email
                  </Button>
                </Group>
              )}
            </div>
            <TextInput
              data-field="phone"
              label="Teléfono"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+54 9 11 1234-5678"
              description="Con el código de país, empezando por +."
              value={values.phone}
              onChange={(event) => set('phone', event.currentTarget.value)}
              onBlur={() => setErrors((current) => ({ ...current, phone: validatePhone(values.phone) }))}
              error={errors.phone}
            />
            <div data-field="contact_types">
              <ContactTypesField
                phone={values.phone}
                value={values.contact_types}
                onChange={(value) => set('contact_types', value)}
                storeContacts={user.store_contacts}
                error={errors.contact_types}
              />
            </div>
          </Stack>
        </Paper>
        <StoreBox slug={user.slug} />
        <Group justify="flex-end" className={classes.actions}>
          <Button type="submit" size="md" loading={mutation.isPending}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
