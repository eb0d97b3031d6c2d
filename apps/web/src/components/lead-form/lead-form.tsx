// The «Consultar» form: name, email or phone, message and consent, checked here with the API's own schema and again
// by the API (its 422 marks the same fields). A hidden field that people never see catches robots that fill every
// input. Once sent it says so, and nothing of the publisher is shown: the answer has nothing of them.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { leadRequestSchema, leadLimits, leadTexts } from '@vitrina/shared/leads';
import { IconCheck } from '@/components/icons';
import { inlineFieldErrors, showFormErrors } from '@/lib/form-errors';
import { sendLead, type LeadTarget } from './api/send-lead';
import classes from './lead-form.module.css';

type Values = { name: string; email: string; phone: string; message: string; consent: boolean; website: string };
type Field = 'name' | 'email' | 'phone' | 'message' | 'consent';
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'message', 'consent'];
const empty: Values = { name: '', email: '', phone: '', message: '', consent: false, website: '' };

function check(values: Values): Errors {
  const result = leadRequestSchema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (FIELDS.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}

export function LeadForm({ target, onDone }: { target: LeadTarget; onDone?: () => void }) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field as Field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    const found = check(values);
    if (Object.keys(found).length > 0) return showFormErrors(form, found, setErrors);
    setSending(true);
    try {
      await sendLead(target, { ...values, email: values.email || null, phone: values.phone || null });
      setSent(true);
    } catch (error) {
      showFormErrors(form, inlineFieldErrors(error, FIELDS), setErrors);
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <Stack gap="md" role="status">
        <Alert color="teal" icon={<IconCheck size={20} />} title={leadTexts.sent} radius="md">
          {leadTexts.sentDetail}
        </Alert>
        {onDone && (
          <Button variant="light" onClick={onDone}>
            Cerrar
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={leadTexts.title}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {leadTexts.intro}
        </Text>
        <TextInput
          data-field="name"
          label={leadTexts.name}
          withAsterisk
          autoComplete="name"
          maxLength={leadLimits.nameMax}
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errors.name}
        />
        <TextInput
          data-field="email"
          label={leadTexts.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          error={errors.email}
        />
        <TextInput
          data-field="phone"
          label={leadTexts.phone}
          description={leadTexts.phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(event) => set('phone', event.currentTarget.value)}
          error={errors.phone}
        />
        <Textarea
          data-field="message"
          label={leadTexts.message}
          withAsterisk
          placeholder={leadTexts.messagePlaceholder}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={leadLimits.messageMax}
          value={values.message}
          onChange={(event) => set('message', event.currentTarget.value)}
          error={errors.message}
        />
        <Checkbox
          data-field="consent"
          label={leadTexts.consent}
          checked={values.consent}
          onChange={(event) => set('consent', event.currentTarget.checked)}
          error={errors.consent}
        />
        {/* People never see nor reach this field; robots fill it, and the API drops what they send. */}
        <div className={classes.trap} aria-hidden="true">
          <label htmlFor="lead-website">Sitio web</label>
          <input
            id="lead-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(event) => set('website', event.currentTarget.value)}
          />
        </div>
        <Button type="submit" loading={sending} fullWidth size="md" mt="xs">
          {leadTexts.send}
        </Button>
      </Stack>
    </form>
  );
}
