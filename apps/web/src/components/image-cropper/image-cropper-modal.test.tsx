import { useEffect } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ImageCropperModal } from './image-cropper-modal';

// The test DOM cannot decode images or draw; the cropping library is replaced by one that reports a chosen area, and
// the canvas by one that records what it was asked to draw.
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: {
    cropShape: string;
    aspect: number;
    onCropComplete: (a: unknown, p: unknown) => void;
  }) {
    // Like the library, reports the area once the image is shown (here, on mount), not on every render.
    useEffect(() => {
      props.onCropComplete({ x: 10, y: 0, width: 80, height: 100 }, { x: 120, y: 40, width: 800, height: 800 });
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return <div data-testid="cropper" data-shape={props.cropShape} data-aspect={props.aspect} />;
  },
}));

const drawImage = vi.fn();
const fillRect = vi.fn();
const source = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => {
  drawImage.mockClear();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ drawImage, fillRect, fillStyle: '', imageSmoothingQuality: 'low' }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
  ) {
    return `data:${type};w=${this.width};h=${this.height}`;
  });
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement) {
    setTimeout(() => this.onload?.(new Event('load')));
  });
});
afterEach(() => vi.restoreAllMocks());

describe('ImageCropperModal', () => {
  it("shows 'Recortar imagen' with a round 1:1 cropper", async () => {
    renderWithProviders(<ImageCropperModal src={source} onCancel={() => {}} onCropped={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Recortar imagen' })).toBeInTheDocument();
    const cropper = await screen.findByTestId('cropper');
    expect(cropper).toHaveAttribute('data-shape', 'round');
    expect(cropper).toHaveAttribute('data-aspect', '1');
  });

  it("hands back the chosen square as a data URL at most 512 px wide on 'Aceptar'", async () => {
    const onCropped = vi.fn();
    renderWithProviders(<ImageCropperModal src={source} onCancel={() => {}} onCropped={onCropped} />);
    await screen.findByTestId('cropper');
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(onCropped).toHaveBeenCalledWith('data:image/jpeg;w=512;h=512'));
    expect(drawImage).toHaveBeenCalledWith(expect.any(HTMLImageElement), 120, 40, 800, 800, 0, 0, 512, 512);
  });

  it("gives up on 'Cancelar' without cropping", async () => {
    const onCancel = vi.fn();
    const onCropped = vi.fn();
    renderWithProviders(<ImageCropperModal src={source} onCancel={onCancel} onCropped={onCropped} />);
    await screen.findByTestId('cropper');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onCropped).not.toHaveBeenCalled();
  });

  it('is closed while there is no image', () => {
    renderWithProviders(<ImageCropperModal src={null} onCancel={() => {}} onCropped={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
