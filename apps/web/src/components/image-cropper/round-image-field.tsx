// A round image chosen, cropped square and previewed, with a way to remove it: the profile image and the group
// logo. The parent keeps what will be saved; nothing is sent until its form is saved.
import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { messages } from '@vitrina/shared/messages';
import { IconCamera, IconTrash } from '@/components/icons';
import { notifyError } from '@/lib/notify';
import { readFileAsDataUrl } from './crop-image';
import { ImageCropperModal } from './image-cropper-modal';

/**
 * The largest original the browser is asked to open for cropping. What is sent is the crop, so this only spares
 * the tab from decoding a huge file; phone photos are well below it.
 */
const IMAGE_SOURCE_MAX_BYTES = 20 * 1024 * 1024;

type RoundImageFieldProps = {
  /** Initials shown when there is no image. */
  name: string;
  alt: string;
  /** What the field shows now: the saved image, a new crop, or null. */
  shownUrl: string | null | undefined;
  labels: { upload: string; change: string };
  /** The message for a file that is not an image. */
  notImageMessage: string;
  onCropped: (dataUrl: string) => void;
  onRemove: () => void;
  error?: string;
  onError: (message: string | undefined) => void;
};

export function RoundImageField({
  name,
  alt,
  shownUrl,
  labels,
  notImageMessage,
  onCropped,
  onRemove,
  error,
  onError,
}: RoundImageFieldProps) {
  const [picked, setPicked] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    if (!file) return;
    // The file dialog's filter is a hint only; a PDF can still be chosen.
    if (!file.type.startsWith('image/')) return onError(notImageMessage);
    if (file.size > IMAGE_SOURCE_MAX_BYTES) return onError(messages.errors.tooLarge);
    onError(undefined);
    try {
      setPicked(await readFileAsDataUrl(file));
    } catch (reason) {
      notifyError(reason);
    }
  };

  return (
    <Stack gap={6} align="center">
      <Avatar src={shownUrl} name={name} color="initials" size={96} radius={999} alt={alt} />
      <Group gap="xs" justify="center">
        <FileButton onChange={pick} accept="image/*">
          {(props) => (
            <Button {...props} variant="light" size="xs" leftSection={<IconCamera size={16} />}>
              {shownUrl ? labels.change : labels.upload}
            </Button>
          )}
        </FileButton>
        {shownUrl && (
          <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={16} />} onClick={onRemove}>
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
          onCropped(dataUrl);
        }}
      />
    </Stack>
  );
}
