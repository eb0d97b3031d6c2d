// The image cropper ('Recortar imagen'): square by default with a round preview, as the group and
// profile logos need. The cropping library loads only when the cropper opens.
import { lazy, Suspense, useState } from 'react';
import { Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { notifyError } from '@/lib/notify';
import { useOverlayRegistration } from '@/lib/overlays';
import { cropImage, type CropOutput, type PixelArea } from './crop-image';

const CropperArea = lazy(() => import('./cropper-area'));

type ImageCropperModalProps = {
  /** The picked image as a data or object URL; the modal is open while it is set. */
  src: string | null;
  onCancel: () => void;
  onCropped: (dataUrl: string) => void;
  aspect?: number;
  round?: boolean;
  output?: CropOutput;
};

export function ImageCropperModal({
  src,
  onCancel,
  onCropped,
  aspect = 1,
  round = true,
  output,
}: ImageCropperModalProps) {
  const [area, setArea] = useState<PixelArea | null>(null);
  const [busy, setBusy] = useState(false);
  const opened = src !== null;
  useOverlayRegistration(opened, onCancel);

  const close = () => {
    setArea(null);
    onCancel();
  };

  const accept = async () => {
    if (!src || !area) return;
    setBusy(true);
    try {
      const dataUrl = await cropImage(src, area, output);
      setArea(null);
      onCropped(dataUrl);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Recortar imagen" size="lg" centered>
      <Stack gap="md">
        {src && (
          <Suspense
            fallback={
              <Center h={340}>
                <Loader />
              </Center>
            }
          >
            <CropperArea src={src} aspect={aspect} round={round} onAreaChange={setArea} />
          </Suspense>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button onClick={accept} disabled={!area} loading={busy}>
            Aceptar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
