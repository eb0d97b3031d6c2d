// The microsite form (product.md, Microsites: Administration: name, host, styles, status, user settings, logos and the
// user list), one for creating and editing. Checked with the shared schema before sending; what it or the API's 422
// refuses shows under its fields, its first message as a toast with its field brought into view; anything else as a
// toast.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Paper, Text, Title } from '@mantine/core';
import type { AdminMicrosite } from '@vitrina/shared/microsites';
import { showFormErrors } from '@/lib/form-errors';
import { notifyError, notifyErrorText } from '@/lib/notify';
import { micrositeTexts as texts } from '../admin-texts';
import { logoFields, type LogoField, type MicrositePayload } from '../api/save-admin-microsite';
import {
  addUser,
  apiErrors,
  checkDraft,
  draftOf,
  removeUser,
  type DraftErrors,
  type MicrositeDraft,
} from './microsite-form-model';
import { MicrositeLogoField } from './microsite-logo-field';
import { MicrositeSiteFields } from './microsite-site-fields';
import { MicrositeStyleFields } from './microsite-style-fields';
import { MicrositeUsersField } from './microsite-users-field';
import classes from './microsite-form.module.css';

const logoTexts: Record<LogoField, { label: string; hint: string }> = {
  logo_main: { label: texts.logoMain, hint: texts.logoMainHint },
  logo_secondary: { label: texts.logoSecondary, hint: texts.logoSecondaryHint },
  logo_square: { label: texts.logoSquare, hint: texts.logoSquareHint },
};

/** The fields the form shows errors beside; the API's others go out as toasts. */
function shownHere(key: string): boolean {
  return (
    ['name', 'host', 'description', 'status', 'settings', 'users', 'default_user_id'].includes(key) ||
    key === 'style' ||
    key.startsWith('style.') ||
    (logoFields as readonly string[]).includes(key)
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed" mt={2}>
          {intro}
        </Text>
      )}
      <div className={classes.sectionBody}>{children}</div>
    </Paper>
  );
}

type MicrositeFormProps = {
  microsite?: AdminMicrosite;
  saving: boolean;
  /** Resolves when saved; rejects with the API's error so the form can mark its fields. */
  onSave: (payload: MicrositePayload) => Promise<unknown>;
};

export function MicrositeForm({ microsite, saving, onSave }: MicrositeFormProps) {
  const [draft, setDraft] = useState<MicrositeDraft>(() => draftOf(microsite));
  const [errors, setErrors] = useState<DraftErrors>({});

  const clear = (...keys: string[]) =>
    setErrors((current) => {
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  const change = (patch: Partial<MicrositeDraft>, field: string) => {
    setDraft((current) => ({ ...current, ...patch }));
    clear(field);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (saving) return;
    const checked = checkDraft(draft);
    if ('errors' in checked) return showFormErrors(form, checked.errors, setErrors);
    try {
      await onSave(checked.payload);
      setErrors({});
      // Saved: the logos now are what the microsite has, so saving again sends none of them.
      setDraft((current) => ({
        ...current,
        logos: Object.fromEntries(
          logoFields.map((field) => [field, { change: { kind: 'keep' }, preview: current.logos[field].preview }]),
        ) as MicrositeDraft['logos'],
      }));
    } catch (error) {
      const found = apiErrors(error);
      if (!found) return notifyError(error);
      const here: DraftErrors = {};
      for (const [key, message] of Object.entries(found)) {
        if (shownHere(key)) here[key] = message;
        else if (message) notifyErrorText(message);
      }
      showFormErrors(form, here, () => setErrors(found));
    }
  };

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <Section id="microsite-site" title={texts.siteSection}>
        <MicrositeSiteFields draft={draft} errors={errors} onChange={change} />
      </Section>

      <Section id="microsite-style" title={texts.styleSection} intro={texts.styleIntro}>
        <MicrositeStyleFields
          style={draft.style}
          errors={errors}
          name={draft.name}
          description={draft.description}
          logoUrl={draft.logos.logo_main.preview}
          onChange={(style) => {
            setDraft((current) => ({ ...current, style }));
            setErrors((current) =>
              Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('style'))),
            );
          }}
        />
      </Section>

      <Section id="microsite-logos" title={texts.logosSection} intro={texts.logosIntro}>
        <div className={classes.logos}>
          {logoFields.map((field) => (
            <MicrositeLogoField
              key={field}
              field={field}
              label={logoTexts[field].label}
              hint={logoTexts[field].hint}
              savedUrl={microsite?.[`${field}_url`] ?? null}
              value={draft.logos[field]}
              onChange={(logo) => change({ logos: { ...draft.logos, [field]: logo } }, field)}
              error={errors[field]}
              onError={(message) => setErrors((current) => ({ ...current, [field]: message }))}
            />
          ))}
        </div>
      </Section>

      <Section id="microsite-users" title={texts.usersSection} intro={texts.usersHint}>
        <MicrositeUsersField
          users={draft.users}
          defaultUserId={draft.defaultUserId}
          error={errors.users ?? errors.default_user_id}
          onAdd={(user) => {
            setDraft((current) => addUser(current, user));
            clear('users', 'default_user_id');
          }}
          onRemove={(id) => setDraft((current) => removeUser(current, id))}
          onDefault={(id) => {
            setDraft((current) => ({ ...current, defaultUserId: id }));
            clear('default_user_id');
          }}
        />
      </Section>

      <div className={classes.actions}>
        <Button type="submit" loading={saving} size="md" className={classes.submit}>
          {microsite ? texts.save : texts.saveNew}
        </Button>
      </div>
    </form>
  );
}
