// The listing form (product.md, Listings: Form): every field of a listing, shown by type and category. Nothing is
// checked before sending; what the server refuses is listed above 'Guardar' and marked on its field, until that field
// is edited, and its first message is said in a toast with its field brought into view.
import { useState, type FormEvent } from 'react';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { Publication } from '@vitrina/shared/publications';
import { showFormErrors } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { formTexts } from '../publication-texts';
import { AddressField } from './address-field';
import { ClothingSection } from './clothing-section';
import { FormSection } from './form-section';
import { formValue, initialValues, withFormValue, type FormValues } from './form-model';
import type { FormErrors, GetField, SetField } from './form-types';
import { ImagesField } from './images-field';
import { MainSection } from './main-section';
import { MoreSection } from './more-section';
import { PriceSection } from './price-section';
import { PropertySection } from './property-section';
import { readServerErrors, type ServerErrorItem } from './server-errors';
import { ServerErrorList } from './server-error-list';
import { useFieldOptions } from './use-field-options';
import classes from '../publications.module.css';

type PublicationFormProps = {
  publication?: Publication;
  /** `?public=false` on the create page. */
  defaultPublic?: boolean;
  saving: boolean;
  /** The share of the form sent, while saving with images. */
  progress: number | null;
  /** Resolves when saved; rejects with the API's error. */
  onSave: (values: FormValues) => Promise<unknown>;
};

export function PublicationForm({ publication, defaultPublic, saving, progress, onSave }: PublicationFormProps) {
  const options = useFieldOptions();
  const [values, setValues] = useState(() => initialValues(publication, { isPublic: defaultPublic }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverErrors, setServerErrors] = useState<ServerErrorItem[]>([]);

  const get: GetField = (path) => formValue(values, path);
  const set: SetField = (path, value) => {
    setValues((current) => withFormValue(current, path, value));
    setErrors((current) => (current[path] ? { ...current, [path]: undefined } : current));
    // The list speaks of the last save: a line goes as soon as its field is edited.
    setServerErrors((current) =>
      current.some((item) => item.field === path) ? current.filter((item) => item.field !== path) : current,
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (saving) return;
    try {
      await onSave(values);
    } catch (error) {
      const found = readServerErrors(error);
      if (!found) {
        notifyError(error);
        return;
      }
      // The list above the bar keeps every line; the first field to fix is also said and brought into view.
      const first = found.list[0]?.message;
      const said = Object.keys(found.fields).length > 0 ? found.fields : { list: first };
      showFormErrors(form, said, () => {
        setErrors(found.fields);
        setServerErrors(found.list);
      });
    }
  };

  const section = { get, set, errors };
  const uploading = saving && progress !== null && get('images').some((image) => image.kind === 'new');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <MainSection {...section} options={options} />
        <PriceSection {...section} options={options} />
        {get('type') === 'property' && <PropertySection {...section} />}
        {get('type') === 'clothing' && <ClothingSection {...section} options={options} />}
        <FormSection title={formTexts.sectionImages}>
          <ImagesField
            value={get('images')}
            onChange={(images) => set('images', images)}
            error={errors.images}
            disabled={saving}
          />
        </FormSection>
        <FormSection title={formTexts.sectionAddress}>
          <AddressField value={get('address')} onChange={(address) => set('address', address)} error={errors.address} />
        </FormSection>
        <MoreSection {...section} />
        {/* Above the bar, not in it: the bar sticks to the bottom of the screen and would cover the fields. */}
        <ServerErrorList errors={serverErrors} />
        <div className={classes.formActions}>
          <Stack gap="sm">
            {uploading && (
              <div>
                <Text size="xs" c="dimmed" mb={4} aria-live="polite">
                  {formTexts.uploading(Math.round((progress ?? 0) * 100))}
                </Text>
                <Progress
                  value={(progress ?? 0) * 100}
                  size="sm"
                  radius="xl"
                  animated
                  aria-label={formTexts.uploadProgress}
                />
              </div>
            )}
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={saving}>
                {formTexts.save}
              </Button>
            </Group>
          </Stack>
        </div>
      </Stack>
    </form>
  );
}
