// 'Crear grupo' / 'Editar grupo' (product.md, Groups): name 3–150, optional description, a 1:1 logo and the
// publications the group shows. The scope is chosen once: the selector is blocked when editing.
import { useState, type FormEvent } from 'react';
import { Button, Group as Row, NativeSelect, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { limits } from '@vitrina/shared/constants';
import { groupMessages, groupScopeNotes, type Group } from '@vitrina/shared/groups';
import { requiredText } from '@vitrina/shared/validation';
import { inlineFieldErrors, showFormErrors } from '@/lib/form-errors';
import type { GroupPayload } from '../api/save-group';
import { LogoField, type LogoValue } from './logo-field';

type Scope = '' | '1' | '0';
type Field = 'name' | 'description' | 'logo' | 'public';
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['name', 'description', 'logo', 'public'];
const nameSchema = requiredText(limits.nameMin, limits.nameMax);

const scopeOptions = [
  { value: '', label: 'Todas' },
  { value: '1', label: 'Sólo públicas' },
  { value: '0', label: 'Sólo privadas' },
] as const;

function scopeOf(group?: Group): Scope {
  if (!group || group.public === null) return '';
  return group.public ? '1' : '0';
}

function scopeNote(scope: Scope): string {
  return scope === '' ? groupScopeNotes.all : scope === '1' ? groupScopeNotes.public : groupScopeNotes.private;
}

type GroupFormProps = {
  group?: Group;
  saving: boolean;
  /** Resolves when saved; rejects with the API's error so the form can mark its fields. */
  onSave: (payload: GroupPayload) => Promise<unknown>;
};

export function GroupForm({ group, saving, onSave }: GroupFormProps) {
  const editing = group !== undefined;
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [scope, setScope] = useState<Scope>(scopeOf(group));
  const [logo, setLogo] = useState<LogoValue>(undefined);
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (saving) return;
    const checked = nameSchema.safeParse(name);
    if (!checked.success) return showFormErrors(form, { name: checked.error.issues[0]?.message }, setErrors);
    const payload: GroupPayload = { name: checked.data, description: description.trim() };
    if (logo !== undefined) payload.logo = logo;
    if (!editing) payload.public = scope === '' ? '' : scope === '1' ? 1 : 0;
    try {
      await onSave(payload);
    } catch (error) {
      showFormErrors(form, inlineFieldErrors(error, FIELDS), setErrors);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <LogoField
              name={name}
              currentUrl={group?.logo_url ?? null}
              value={logo}
              onChange={setLogo}
              error={errors.logo}
              onError={(message) => setErrors((current) => ({ ...current, logo: message }))}
            />
            <TextInput
              label="Nombre"
              withAsterisk
              value={name}
              error={errors.name}
              maxLength={limits.nameMax + 50}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setErrors((current) => ({ ...current, name: undefined }));
              }}
            />
            <Textarea
              label="Descripción"
              autosize
              minRows={3}
              maxRows={8}
              value={description}
              error={errors.description}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
            <NativeSelect
              label="Publicaciones a mostrar"
              data={[...scopeOptions]}
              value={scope}
              disabled={editing}
              error={errors.public}
              onChange={(event) => setScope(event.currentTarget.value as Scope)}
              description={editing ? groupMessages.scopeLocked : scopeNote(scope)}
            />
          </Stack>
        </Paper>
        <Row justify="flex-end">
          <Button type="submit" size="md" loading={saving}>
            Guardar
          </Button>
        </Row>
      </Stack>
    </form>
  );
}
