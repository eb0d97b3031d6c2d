// The group logo (spec 01 §2, §5): any image, cropped 1:1 and shown rounded. The crop travels as the image data
// URL the API expects; nothing is sent until the form is saved.
import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { groupMessages } from '@vitrina/shared/groups';
import { messages } from '@vitrina/shared/messages';
import { IconCamera, IconTrash } from '@/components/icons';
import { readFileAsDataUrl } from '@/components/image-cropper/crop-image';
import { ImageCropperModal } from '@/components/image-cropper/image-cropper-modal';
import { notifyError } from '@/lib/notify';

/** Spares the tab from decoding a huge original; what is sent is the small crop. */
const SOURCE_MAX_BYTES = 20 * 1024 * 1024;

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
  const [picked, setPicked] = useState<string | null>(null);
  const shown = value === undefined ? currentUrl : value;

  const pick = async (file: File | null) => {
    if (!file) return;
    // The file dialog's filter is a hint only; a PDF can still be chosen.
    if (!file.type.startsWith('image/')) return onError(groupMessages.logoNotImage);
    if (file.size > SOURCE_MAX_BYTES) return onError(messages.errors.tooLarge);
    onError(undefined);
    try {
      setPicked(await readFileAsDataUrl(file));
    } catch (reason) {
      notifyError(reason);
    }
  };

  return (
    <Stack gap={6} align="center">
      <Avatar src={shown} name={name || 'Grupo'} color="initials" size={96} radius={999} alt="Logo del grupo" />
      <Group gap="xs" justify="center">
        <FileButton onChange={pick} accept="image/*">
          {(props) => (
            <Button {...props} variant="light" size="xs" leftSection={<IconCamera size={16} />}>
              {shown ? 'Cambiar logo' : 'Subir logo'}
            </Button>
          )}
        </FileButton>
        {shown && (
          <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={16} />}
            onClick={() => onChange(currentUrl ? null : undefined)}>
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
        aspect={1}
        round
        onCancel={() => setPicked(null)}
        onCropped={(dataUrl) => {
          setPicked(null);
          onChange(dataUrl);
        }}
      />
    </Stack>
  );
}
