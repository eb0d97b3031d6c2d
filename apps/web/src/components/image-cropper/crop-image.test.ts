import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cropImage, readFileAsDataUrl } from './crop-image';

const drawImage = vi.fn();
const fillRect = vi.fn();

beforeEach(() => {
  drawImage.mockClear();
  fillRect.mockClear();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ drawImage, fillRect, fillStyle: '', imageSmoothingQuality: 'low' }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
  ) {
    return `data:${type};w=${this.width};h=${this.height}`;
  });
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
    this: HTMLImageElement,
    value: string,
  ) {
    setTimeout(() => (value.includes('roto') ? this.onerror?.(new Event('error')) : this.onload?.(new Event('load'))));
  });
});
afterEach(() => vi.restoreAllMocks());

describe('cropImage', () => {
  it('never enlarges a small crop', async () => {
    await expect(cropImage('data:image/png;base64,x', { x: 0, y: 0, width: 200, height: 200 })).resolves.toBe(
      'data:image/jpeg;w=200;h=200',
    );
  });

  it('keeps the proportion of a non-square area', async () => {
    const url = await cropImage(
      'data:image/png;base64,x',
      { x: 0, y: 0, width: 1600, height: 900 },
      { size: 800, type: 'image/png' },
    );
    expect(url).toBe('data:image/png;w=800;h=450');
    expect(fillRect).not.toHaveBeenCalled();
  });

  it('paints a white background under a JPEG', async () => {
    await cropImage('data:image/png;base64,x', { x: 0, y: 0, width: 100, height: 100 });
    expect(fillRect).toHaveBeenCalledWith(0, 0, 100, 100);
  });

  it('fails with a Spanish message when the image cannot be read', async () => {
    await expect(cropImage('/uploads/roto.png', { x: 0, y: 0, width: 10, height: 10 })).rejects.toThrow(
      'No se pudo leer la imagen.',
    );
  });
});

describe('readFileAsDataUrl', () => {
  it('reads a picked file as a data URL', async () => {
    const file = new File(['hola'], 'logo.png', { type: 'image/png' });
    await expect(readFileAsDataUrl(file)).resolves.toBe('data:image/png;base64,aG9sYQ==');
  });
});
