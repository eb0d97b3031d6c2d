// The admin's edit form of a group: name (3–150), logo and the publications it shows, sent as the group form sends
// them (the logo as a cropped image data URL, null to remove it; the scope '' all, 1 only public, 0 only private).
import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import type { AdminGroup } from '@vitrina/shared/admin';
import { groupMessages } from '@vitrina/shared/groups';
import { RoundImageField } from '@/components/image-cropper/round-image-field';
import { limits } from '@vitrina/shared/constants';
import { requiredText } from '@vitrina/shared/validation';
import { inlineFieldErrors, showFormErrors } from '@/lib/form-errors';
import type { AdminGroupPayload } from '../api/update-admin-group';
import { adminTexts, groupScopeOptions } from '../admin-texts';

type Scope = '' | '1' | '0';
type Field = 'name' | 'public' | 'logo';
const FIELDS: readonly Field[] = ['name', 'public', 'logo'];
const nameSchema = requiredText(limits.nameMin, limits.nameMax);

function scopeOf(group: AdminGroup): Scope {
  return group.public === null ? '' : group.public ? '1' : '0';
}

type GroupFormProps = {
  group: AdminGroup;
  saving: boolean;
  onSave: (payload: AdminGroupPayload) => Promise<unknown>;
};

export function GroupForm({ group, saving, onSave }: GroupFormProps) {
  const [name, setName] = useState(group.name);
  const [scope, setScope] = useState<Scope>(scopeOf(group));
  // undefined keeps the logo, null removes it, a data URL replaces it.
  const [logo, setLogo] = useState<string | null | undefined>(undefined);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (saving) return;
    const checked = nameSchema.safeParse(name);
    if (!checked.success) return showFormErrors(form, { name: checked.error.issues[0]?.message }, setErrors);
    try {
      await onSave({
        name: checked.data,
        public: scope === '' ? '' : scope === '1' ? 1 : 0,
        ...(logo !== undefined && { logo }),
      });
      setLogo(undefined);
    } catch (error) {
      showFormErrors(form, inlineFieldErrors(error, FIELDS), setErrors);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="group-form-title">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4" id="group-form-title">
            {adminTexts.edit}
          </Title>
          <RoundImageField
            name={name || group.name}
            alt={adminTexts.groupLogo}
            shownUrl={logo === undefined ? group.logo_url : logo}
            labels={{ upload: adminTexts.uploadLogo, change: adminTexts.changeLogo }}
            notImageMessage={groupMessages.logoNotImage}
            onCropped={setLogo}
            onRemove={() => setLogo(group.logo_url ? null : undefined)}
            error={errors.logo}
            onError={(message) => setErrors((current) => ({ ...current, logo: message }))}
          />
          <TextInput
            label={adminTexts.name}
            withAsterisk
            value={name}
            error={errors.name}
            maxLength={limits.nameMax + 50}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors((current) => ({ ...current, name: undefined }));
            }}
          />
          <NativeSelect
            label={adminTexts.scopeLabel}
            data={[...groupScopeOptions]}
            value={scope}
            error={errors.public}
            onChange={(event) => {
              setScope(event.currentTarget.value as Scope);
              setErrors((current) => ({ ...current, public: undefined }));
            }}
          />
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
