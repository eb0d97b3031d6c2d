// The group logo (product.md, Groups): any image, cropped 1:1 and shown rounded. The crop travels as the image data
// URL the API expects; nothing is sent until the form is saved.
import { groupMessages } from '@vitrina/shared/groups';
import { RoundImageField } from '@/components/image-cropper/round-image-field';

/** undefined keeps the current logo, null removes it, a data URL replaces it. */
export type LogoValue = string | null | undefined;

type LogoFieldProps = {
  name: string;
  currentUrl: string | null;
  value: LogoValue;
  onChange: (value: LogoValue) => void;
  error?: string;
  onError: (message: string | undefined) => void;
};

export function LogoField({ name, currentUrl, value, onChange, error, onError }: LogoFieldProps) {
  return (
    <RoundImageField
      name={name || 'Grupo'}
      alt="Logo del grupo"
      shownUrl={value === undefined ? currentUrl : value}
      labels={{ upload: 'Subir logo', change: 'Cambiar logo' }}
      notImageMessage={groupMessages.logoNotImage}
      onCropped={onChange}
      onRemove={() => onChange(currentUrl ? null : undefined)}
      error={error}
      onError={onError}
    />
  );
}
