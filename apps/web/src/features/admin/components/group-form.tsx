// The admin's edit form of a group: name (3–150) and the publications it shows, sent as the group form sends the
// scope ('' all, 1 only public, 0 only private).
import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import type { AdminGroup } from '@vitrina/shared/admin';
import { limits } from '@vitrina/shared/constants';
import { requiredText } from '@vitrina/shared/validation';
import { inlineFieldErrors } from '@/lib/form-errors';
import type { AdminGroupPayload } from '../api/update-admin-group';
import { adminTexts, groupScopeOptions } from '../admin-texts';

type Scope = '' | '1' | '0';
type Field = 'name' | 'public';
const FIELDS: readonly Field[] = ['name', 'public'];
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
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = nameSchema.safeParse(name);
    if (!checked.success) {
      setErrors({ name: checked.error.issues[0]?.message });
      return;
    }
    try {
      await onSave({ name: checked.data, public: scope === '' ? '' : scope === '1' ? 1 : 0 });
    } catch (error) {
      setErrors(inlineFieldErrors(error, FIELDS));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="group-form-title">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4" id="group-form-title">
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
