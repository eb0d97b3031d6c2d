// The synchronizer's type and configuration (product.md, Listings: Synchronizer): JSON takes the feed's URL; scraping
// takes the Octoparse account and task. 'api' is listed but not offered ('Aún no disponible'). The type is required;
// other checks are the server's, shown on their fields. A stored password is never sent back: left empty, it stays.
import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { messages } from '@vitrina/shared/messages';
import {
  scrapingServices,
  synchronizerMessages,
  synchronizerTypes,
  type Synchronizer,
} from '@vitrina/shared/synchronizer';
import { inlineFieldErrors, showFormErrors } from '@/lib/form-errors';
import type { SynchronizerPayload } from '../api/save-synchronizer';
import { synchronizerTexts } from '../synchronizer-texts';

type Values = { type: string; url: string; service: string; username: string; password: string; taskId: string };
type Field = 'type' | 'config.url' | 'config.service' | 'config.username' | 'config.password' | 'config.taskId';
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = [
  'type',
  'config.url',
  'config.service',
  'config.username',
  'config.password',
  'config.taskId',
];

function text(config: Record<string, unknown> | undefined, key: string): string {
  const value = config?.[key];
  return typeof value === 'string' ? value : '';
}

function initialValues(synchronizer: Synchronizer | null): Values {
  const config = synchronizer?.config;
  return {
    type: synchronizer?.type === 'api' ? '' : (synchronizer?.type ?? ''),
    url: text(config, 'url'),
    service: text(config, 'service') || scrapingServices[0].value,
    username: text(config, 'username'),
    password: '',
    taskId: text(config, 'taskId'),
  };
}

function payloadOf(values: Values): SynchronizerPayload {
  if (values.type === 'json') return { type: 'json', config: { url: values.url.trim() } };
  const config: Record<string, string> = {
    service: values.service,
    username: values.username.trim(),
    taskId: values.taskId.trim(),
  };
  if (values.password) config.password = values.password;
  return { type: values.type, config };
}

type SynchronizerFormProps = {
  synchronizer: Synchronizer | null;
  saving: boolean;
  onSave: (payload: SynchronizerPayload) => Promise<unknown>;
};

export function SynchronizerForm({ synchronizer, saving, onSave }: SynchronizerFormProps) {
  const [values, setValues] = useState(() => initialValues(synchronizer));
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: keyof Values, error: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[error] ? { ...current, [error]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (saving) return;
    if (!values.type) return showFormErrors(form, { type: messages.validation.required }, setErrors);
    try {
      await onSave(payloadOf(values));
      setValues((current) => ({ ...current, password: '' }));
    } catch (error) {
      showFormErrors(form, inlineFieldErrors(error, FIELDS), setErrors);
    }
  };

  const typeOptions = [
    { value: '', label: synchronizerTexts.typePlaceholder, disabled: true },
    ...synchronizerTypes.map((item) => ({
      value: item.value,
      label: synchronizerTexts.typeOption(item.title, item.disabled, synchronizerMessages.apiUnavailable),
      disabled: item.disabled,
    })),
  ];
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={synchronizerTexts.type}
          withAsterisk
          data={typeOptions}
          value={values.type}
          error={errors.type}
          description={synchronizerTexts.typeHints[values.type] || undefined}
          onChange={(event) => set('type', 'type')(event.currentTarget.value)}
        />
        {values.type === 'json' && (
          <TextInput
            label={synchronizerTexts.url}
            withAsterisk
            type="url"
            inputMode="url"
            placeholder={synchronizerTexts.urlPlaceholder}
            value={values.url}
            error={errors['config.url']}
            maxLength={2000}
            onChange={(event) => set('url', 'config.url')(event.currentTarget.value)}
          />
        )}
        {values.type === 'scraping' && (
          <>
            <NativeSelect
              label={synchronizerTexts.service}
              withAsterisk
              value={values.service}
              error={errors['config.service']}
              data={scrapingServices.map((item) => ({ value: item.value, label: item.title }))}
              onChange={(event) => set('service', 'config.service')(event.currentTarget.value)}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={synchronizerTexts.username}
                withAsterisk
                autoComplete="off"
                value={values.username}
                error={errors['config.username']}
                maxLength={255}
                onChange={(event) => set('username', 'config.username')(event.currentTarget.value)}
              />
              <PasswordInput
                label={synchronizerTexts.password}
                withAsterisk={!synchronizer?.has_password}
                autoComplete="new-password"
                placeholder={synchronizer?.has_password ? synchronizerTexts.passwordStored : undefined}
                value={values.password}
                error={errors['config.password']}
                maxLength={255}
                onChange={(event) => set('password', 'config.password')(event.currentTarget.value)}
              />
            </SimpleGrid>
            <TextInput
              label={synchronizerTexts.taskId}
              withAsterisk
              value={values.taskId}
              error={errors['config.taskId']}
              maxLength={255}
              onChange={(event) => set('taskId', 'config.taskId')(event.currentTarget.value)}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {synchronizerTexts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
