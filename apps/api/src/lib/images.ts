// Images through sharp: the type is read from the bytes, never the name; every image is decoded and re-encoded, which
// drops metadata such as GPS positions; thumbnails are square crops.
import type sharp from 'sharp';

let sharpLoading: Promise<typeof sharp> | undefined;

/** sharp, loaded on first use: its native library takes a while to load and the server's start does not need it. */
export function loadSharp(): Promise<typeof sharp> {
  sharpLoading ??= import('sharp').then((module) => module.default);
  return sharpLoading;
}

export class ImageError extends Error {
  constructor(message = 'Not a supported image') {
    super(message);
    this.name = 'ImageError';
  }
}

// Raster formats only: an SVG upload could carry scripts to whoever opens it.
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
// About 50 megapixels: far above any phone photo, low enough that a crafted file cannot exhaust memory.
const maxInputPixels = 50_000_000;

export type ProcessedImage = {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
  extension: 'webp';
};

async function assertImage(input: Buffer) {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: maxInputPixels }).metadata()).format;
  } catch {
    throw new ImageError();
  }
  if (!format || !acceptedFormats.has(format)) throw new ImageError();
}

/** Re-encodes an uploaded image to WebP, upright, at most `maxSize` pixels on its longer side. */
export async function processImage(
  input: Buffer,
  options: { maxSize?: number; quality?: number } = {},
): Promise<ProcessedImage> {
  await assertImage(input);
  const sharp = await loadSharp();
  const maxSize = options.maxSize ?? 1600;
  try {
    const { data, info } = await sharp(input, { limitInputPixels: maxInputPixels, animated: false })
      .rotate() // applies the EXIF orientation before the EXIF block is dropped
      .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: options.quality ?? 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, contentType: 'image/webp', extension: 'webp' };
  } catch {
    throw new ImageError();
  }
}

/** A square thumbnail, cropped to the centre. */
export async function thumbnail(input: Buffer, size: number): Promise<ProcessedImage> {
  await assertImage(input);
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(input, { limitInputPixels: maxInputPixels, animated: false })
      .rotate()
      .resize({ width: size, height: size, fit: 'cover', position: 'centre' })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, contentType: 'image/webp', extension: 'webp' };
  } catch {
    throw new ImageError();
  }
}

/**
 * Renders an SVG we generated ourselves (demo avatars and logos) to PNG: `size` square, or `size` wide and `height`
 * high. Not for uploads.
 */
export async function renderSvg(svg: string, size: number, height = size): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).resize(size, height).png({ compressionLevel: 9 }).toBuffer();
}
