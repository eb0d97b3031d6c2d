// The admin's edit form of a user (product.md, Administration: Usuarios): name, email, phone, admin permissions,
// contact means and notification types. It sends exactly these fields; the API checks what the admin may grant, and the
// form offers only those: a permission the admin lacks shows as it is, unchangeable.
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { adminUserUpdateSchema, type AdminUser, type AdminUserUpdate } from '@vitrina/shared/admin';
import { limits } from '@vitrina/shared/constants';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { inlineFieldErrors, showFormErrors } from '@/lib/form-errors';
import { useSession } from '@/lib/session';
import { adminTexts } from '../admin-texts';

type Field = 'name' | 'email' | 'phone' | 'permissions' | 'contact_types' | 'notification_types';
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'permissions', 'contact_types', 'notification_types'];

type UserFormProps = {
  user: AdminUser;
  saving: boolean;
  /** Resolves when saved; rejects with the API's error so the form can mark its fields. */
  onSave: (payload: AdminUserUpdate) => Promise<unknown>;
};

export function UserForm({ user, saving, onSave }: UserFormProps) {
  const configuration = useConfiguration();
  const held = useSession().user?.permissions ?? [];
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [permissions, setPermissions] = useState<string[]>(user.permissions);
  const [contactTypes, setContactTypes] = useState<string[]>(user.contact_types);
  const [notificationTypes, setNotificationTypes] = useState<string[]>(user.notification_types);
  const [errors, setErrors] = useState<Errors>({});
  const clear = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (saving) return;
    const checked = adminUserUpdateSchema.safeParse({
      name,
      email,
      phone: phone.trim() === '' ? null : phone,
      permissions,
      contact_types: contactTypes,
      notification_types: notificationTypes,
    });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      return showFormErrors(form, found, setErrors);
    }
    try {
      await onSave(checked.data);
    } catch (error) {
      showFormErrors(form, inlineFieldErrors(error, FIELDS), setErrors);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="user-form-title">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4" id="user-form-title">
            {adminTexts.edit}
          </Title>
          <TextInput
            label={adminTexts.name}
            withAsterisk
            value={name}
            error={errors.name}
            maxLength={limits.nameMax + 50}
            onChange={(event) => {
              setName(event.currentTarget.value);
              clear('name');
            }}
          />
          <TextInput
            label={adminTexts.email}
            type="email"
            withAsterisk
            value={email}
            error={errors.email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              clear('email');
            }}
          />
          <TextInput
            label={adminTexts.phone}
            type="tel"
            value={phone}
            error={errors.phone}
            onChange={(event) => {
              setPhone(event.currentTarget.value);
              clear('phone');
            }}
          />
          <Checkbox.Group
            label={adminTexts.permissions}
            value={permissions}
            onChange={(value) => {
              setPermissions(value);
              clear('permissions');
            }}
            error={errors.permissions}
          >
            <Group gap="lg" mt="xs">
              {configuration.PERMISSIONS.map((option) => (
                <Checkbox
                  key={option.value}
                  value={option.value}
                  label={option.title}
                  disabled={!held.includes(option.value)}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <Checkbox.Group
            label={adminTexts.contactTypes}
            value={contactTypes}
            onChange={(value) => {
              setContactTypes(value);
              clear('contact_types');
            }}
            error={errors.contact_types}
          >
            <Group gap="lg" mt="xs">
              {configuration.CONTACT_TYPES.map((option) => (
                <Checkbox key={option.value} value={option.value} label={option.title} />
              ))}
            </Group>
          </Checkbox.Group>
          <Checkbox.Group
            label={adminTexts.notificationTypes}
            value={notificationTypes}
            onChange={(value) => {
              setNotificationTypes(value);
              clear('notification_types');
            }}
            error={errors.notification_types}
          >
            <Stack gap="xs" mt="xs">
              {configuration.NOTIFICATION_TYPES.map((type) => (
                <Checkbox key={type.key} value={type.key} label={type.title} description={type.description} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {adminTexts.save}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
