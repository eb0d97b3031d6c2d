// One of the microsite's three logos: an image file chosen (images only), shown, replaced or removed. The square
// logo is cropped square first and previewed both square and round, as the site shows it in either.
import { useState } from 'react';
import { Button, FileButton, Group, Paper, Text } from '@mantine/core';
import { micrositeMessages } from '@vitrina/shared/microsites';
import { messages } from '@vitrina/shared/messages';
import { IconCamera, IconPhoto } from '@/components/icons';
import { dataUrlToBlob, readFileAsDataUrl } from '@/components/image-cropper/crop-image';
import { ImageCropperModal } from '@/components/image-cropper/image-cropper-modal';
import { notifyError } from '@/lib/notify';
import { micrositeTexts as texts } from '../admin-texts';
import type { LogoField } from '../api/save-admin-microsite';
import type { LogoDraft } from './microsite-form-model';
import classes from './microsite-form.module.css';

/** The largest file the browser is asked to read; the API re-encodes what it keeps. */
const LOGO_MAX_BYTES = 10 * 1024 * 1024;

type LogoFieldProps = {
  field: LogoField;
  label: string;
  hint: string;
  /** The logo the microsite has saved, for a removal undone by picking nothing. */
  savedUrl: string | null;
  value: LogoDraft;
  onChange: (value: LogoDraft) => void;
  error?: string;
  onError: (message: string | undefined) => void;
};

export function MicrositeLogoField({ field, label, hint, savedUrl, value, onChange, error, onError }: LogoFieldProps) {
  const square = field === 'logo_square';
  const [picked, setPicked] = useState<string | null>(null);
  const labelId = `${field}-label`;
  const errorId = `${field}-error`;

  const pick = async (file: File | null) => {
    if (!file) return;
    // The dialog's filter is a hint only: any file can still be chosen.
    if (!file.type.startsWith('image/')) return onError(micrositeMessages.logoNotImage);
    if (file.size > LOGO_MAX_BYTES) return onError(messages.errors.tooLarge);
    onError(undefined);
    try {
      const dataUrl = await readFileAsDataUrl(file);
      if (square) setPicked(dataUrl);
      else onChange({ change: { kind: 'replace', file, fileName: file.name }, preview: dataUrl });
    } catch (reason) {
      notifyError(reason);
    }
  };

  const remove = () => {
    onError(undefined);
    onChange(savedUrl ? { change: { kind: 'remove' }, preview: null } : { change: { kind: 'keep' }, preview: null });
  };

  return (
    <Paper withBorder radius="md" p="sm" className={classes.logoCard} role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={650} size="sm">
        {label}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {hint}
      </Text>
      <div className={square ? classes.logoPreviewSquare : classes.logoPreview}>
        {value.preview ? (
          <>
            <img src={value.preview} alt={label} className={classes.logoImage} />
            {square && (
              <img
                src={value.preview}
                alt={texts.roundPreview}
                className={`${classes.logoImage} ${classes.logoRound}`}
              />
            )}
          </>
        ) : (
          <span className={classes.logoEmpty}>
            <IconPhoto size={22} />
            <Text size="xs" c="dimmed" component="span">
              {texts.noLogo}
            </Text>
          </span>
        )}
      </div>
      <Group gap={6} mt="xs" wrap="nowrap">
        <FileButton onChange={(file) => void pick(file)} accept="image/*">
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconCamera size={16} />}
              aria-label={`${value.preview ? texts.change : texts.upload}: ${label}`}
              aria-describedby={error ? errorId : undefined}
            >
              {value.preview ? texts.change : texts.upload}
            </Button>
          )}
        </FileButton>
        {value.preview && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            px="xs"
            onClick={remove}
            aria-label={`${texts.remove}: ${label}`}
          >
            {texts.remove}
          </Button>
        )}
      </Group>
      {error && (
        <Text id={errorId} size="xs" c="red" role="alert" mt={4}>
          {error}
        </Text>
      )}
      {square && (
        <ImageCropperModal
          src={picked}
          aspect={1}
          round={false}
          output={{ size: 512, type: 'image/png' }}
          onCancel={() => setPicked(null)}
          onCropped={(dataUrl) => {
            setPicked(null);
            onChange({
              change: { kind: 'replace', file: dataUrlToBlob(dataUrl), fileName: 'logo-cuadrado.png' },
              preview: dataUrl,
            });
          }}
        />
      )}
    </Paper>
  );
}
