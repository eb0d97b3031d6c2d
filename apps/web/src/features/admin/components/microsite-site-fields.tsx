// The microsite's own data: name, host, description and status, and what its visitors may do (product.md, Microsites:
// Administration).
import { NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import { limits } from '@vitrina/shared/constants';
import type { MicrositeSettings, MicrositeStatus } from '@vitrina/shared/microsites';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { micrositeTexts as texts } from '../admin-texts';
import type { DraftErrors, MicrositeDraft } from './microsite-form-model';
import classes from './microsite-form.module.css';

const DESCRIPTION_MAX = 2000;

type SiteFieldsProps = {
  draft: MicrositeDraft;
  errors: DraftErrors;
  onChange: (change: Partial<MicrositeDraft>, field: string) => void;
};

export function MicrositeSiteFields({ draft, errors, onChange }: SiteFieldsProps) {
  const statuses = useConfiguration().MICROSITE_STATUSES;
  const setting = (key: keyof MicrositeSettings, value: boolean) =>
    onChange({ settings: { ...draft.settings, [key]: value } }, 'settings');

  return (
    <div className={classes.stack}>
      <div className={classes.pair}>
        <TextInput
          label={texts.name}
          withAsterisk
          value={draft.name}
          error={errors.name}
          maxLength={limits.nameMax + 50}
          onChange={(event) => onChange({ name: event.currentTarget.value }, 'name')}
        />
        <TextInput
          label={texts.host}
          withAsterisk
          description={texts.hostHint}
          value={draft.host}
          error={errors.host}
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          onChange={(event) => onChange({ host: event.currentTarget.value }, 'host')}
        />
      </div>
      <Textarea
        label={texts.description}
        description={texts.descriptionHint}
        value={draft.description}
        error={errors.description}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={DESCRIPTION_MAX}
        onChange={(event) => onChange({ description: event.currentTarget.value }, 'description')}
      />
      <NativeSelect
        label={texts.status}
        data={statuses.map((status) => ({ value: status.value, label: status.title }))}
        value={draft.status}
        error={errors.status}
        className={classes.status}
        onChange={(event) => onChange({ status: event.currentTarget.value as MicrositeStatus }, 'status')}
      />
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{texts.settingsSection}</legend>
        <Switch
          label={texts.settingsUsers}
          description={texts.settingsUsersHint}
          checked={draft.settings.users}
          onChange={(event) => setting('users', event.currentTarget.checked)}
        />
        <Switch
          label={texts.settingsGroups}
          description={texts.settingsGroupsHint}
          checked={draft.settings.groups}
          onChange={(event) => setting('groups', event.currentTarget.checked)}
          error={errors.settings}
        />
      </fieldset>
    </div>
  );
}
