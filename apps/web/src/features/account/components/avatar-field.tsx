// The profile image (spec 01 §2): pick any image, crop it square in the cropper, or remove it. Nothing is sent
// until the form is saved; the preview shows what will be.
import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { messages } from '@vitrina/shared/messages';
import { userMessages } from '@vitrina/shared/users';
import { IconCamera, IconTrash } from '@/components/icons';
import { dataUrlToBlob, readFileAsDataUrl } from '@/components/image-cropper/crop-image';
import { ImageCropperModal } from '@/components/image-cropper/image-cropper-modal';
import { notifyError } from '@/lib/notify';
import type { AvatarChange } from '../api/update-profile';

export type AvatarState = AvatarChange & { preview?: string };

/**
 * The largest original the browser is asked to open for cropping. What is sent is the crop, a small JPEG, so
 * this only spares the tab from decoding a huge file; phone photos are well below it.
 */
export const AVATAR_SOURCE_MAX_BYTES = 20 * 1024 * 1024;

type AvatarFieldProps = {
  name: string;
  currentUrl: string | null;
  value: AvatarState;
  onChange: (value: AvatarState) => void;
  error?: string;
  onError: (message: string | undefined) => void;
};

export function AvatarField({ name, currentUrl, value, onChange, error, onError }: AvatarFieldProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const shown = value.kind === 'replace' ? value.preview : value.kind === 'remove' ? null : currentUrl;

  const pick = async (file: File | null) => {
    if (!file) return;
    // The browser's filter is a hint only; a PDF can still be chosen.
    if (!file.type.startsWith('image/')) return onError(userMessages.avatarNotImage);
    if (file.size > AVATAR_SOURCE_MAX_BYTES) return onError(messages.errors.tooLarge);
    onError(undefined);
    try {
      setPicked(await readFileAsDataUrl(file));
    } catch (reason) {
      notifyError(reason);
    }
  };

  return (
    <Stack gap={6} align="center">
      <Avatar src={shown} name={name} color="initials" size={96} radius={999} alt="Imagen de perfil" />
      <Group gap="xs" justify="center">
        <FileButton onChange={pick} accept="image/*">
          {(props) => (
            <Button {...props} variant="light" size="xs" leftSection={<IconCamera size={16} />}>
              {shown ? 'Cambiar imagen' : 'Subir imagen'}
            </Button>
          )}
        </FileButton>
        {shown && (
          <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={16} />}
            onClick={() => onChange(currentUrl ? { kind: 'remove' } : { kind: 'keep' })}>
            Quitar
          </Button>
        )}
      </Group>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      <ImageCropperModal
        src={picked}
        onCancel={() => setPicked(null)}
        onCropped={(dataUrl) => {
          setPicked(null);
          onChange({ kind: 'replace', file: dataUrlToBlob(dataUrl), preview: dataUrl });
        }}
      />
    </Stack>
  );
}
