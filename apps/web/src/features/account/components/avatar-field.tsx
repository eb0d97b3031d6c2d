// The profile image (product.md, Sign-in and the account): pick any image, crop it square in the cropper, or remove it.
// Nothing is sent until the form is saved; the preview shows what will be.
import { userMessages } from '@vitrina/shared/users';
import { dataUrlToBlob } from '@/components/image-cropper/crop-image';
import { RoundImageField } from '@/components/image-cropper/round-image-field';
import type { AvatarChange } from '../api/update-profile';

export type AvatarState = AvatarChange & { preview?: string };

type AvatarFieldProps = {
  name: string;
  currentUrl: string | null;
  value: AvatarState;
  onChange: (value: AvatarState) => void;
  error?: string;
  onError: (message: string | undefined) => void;
};

export function AvatarField({ name, currentUrl, value, onChange, error, onError }: AvatarFieldProps) {
  return (
    <RoundImageField
      name={name}
      alt="Imagen de perfil"
      shownUrl={value.kind === 'replace' ? value.preview : value.kind === 'remove' ? null : currentUrl}
      labels={{ upload: 'Subir imagen', change: 'Cambiar imagen' }}
      notImageMessage={userMessages.avatarNotImage}
      onCropped={(dataUrl) => onChange({ kind: 'replace', file: dataUrlToBlob(dataUrl), preview: dataUrl })}
      onRemove={() => onChange(currentUrl ? { kind: 'remove' } : { kind: 'keep' })}
      error={error}
      onError={onError}
    />
  );
}
