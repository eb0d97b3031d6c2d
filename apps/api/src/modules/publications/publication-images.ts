// A listing's images (JPEG or PNG): the type is read from the bytes, never the name; each is re-encoded (which drops
// EXIF and GPS) with a square thumbnail and its dominant colour for placeholders. Everything is decoded before anything
// is stored, so a bad file in a batch writes nothing.
import { randomBytes } from 'node:crypto';
import { ImageError, loadSharp, processImage, thumbnail } from '../../lib/images';
import type { Storage } from '../../lib/storage';

export const imageMaxSize = 1600;
export const thumbnailSize = 400;
const acceptedFormats = new Set(['jpeg', 'png']);
// As lib/images: a crafted file cannot make sharp allocate beyond this.
const maxInputPixels = 50_000_000;

export type PreparedImage = {
  data: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  color: string;
  size: number;
};
export type StoredImage = PreparedImage & { file: string; thumbnailFile: string };

/** A multipart file arrives as bytes; a text field named like one arrives as text, which is no image. */
export function asBytes(value: unknown): Buffer | null {
  return Buffer.isBuffer(value) ? value : null;
}

/** Whether the bytes are a JPEG or PNG sharp can read: the cheap check, run on every file before any work. */
export async function isJpegOrPng(bytes: Buffer | null): Promise<boolean> {
  if (!bytes || bytes.length === 0) return false;
  const sharp = await loadSharp();
  try {
    const { format } = await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata();
    return format !== undefined && acceptedFormats.has(format);
  } catch {
    return false;
  }
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** Re-encodes one checked image; throws ImageError when its body turns out unreadable. */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  const main = await processImage(bytes, { maxSize: imageMaxSize });
  const thumb = await thumbnail(bytes, thumbnailSize);
  const sharp = await loadSharp();
  let color: string;
  try {
    const { dominant } = await sharp(thumb.data).stats();
    color = `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
  } catch {
    throw new ImageError();
  }
  return {
    data: main.data,
    thumbnail: thumb.data,
    width: main.width,
    height: main.height,
    color,
    size: main.data.length,
  };
}

/**
 * Stores prepared images under new names (a replaced image never reuses a URL a browser may have cached).
 * When one write fails, the ones already written are removed before the error goes on.
 */
export async function storeImages(storage: Storage, ownerId: number, images: PreparedImage[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const image of images) {
      const name = `publications/${ownerId}/${randomBytes(9).toString('hex')}`;
      const file = `${name}.webp`;
      const thumbnailFile = `${name}-thumb.webp`;
      await storage.put(file, image.data, 'image/webp');
      stored.push({ ...image, file, thumbnailFile: '' });
      await storage.put(thumbnailFile, image.thumbnail, 'image/webp');
      stored[stored.length - 1].thumbnailFile = thumbnailFile;
    }
  } catch (error) {
    await removeImageFiles(
      storage,
      stored.flatMap((image) => [image.file, image.thumbnailFile]),
    );
    throw error;
  }
  return stored;
}

/** Best effort: a file that cannot be removed is only disk space, never a reason to fail the request. */
export async function removeImageFiles(storage: Storage, keys: (string | null)[]): Promise<void> {
  for (const key of keys) if (key) await storage.remove(key).catch(() => {});
}
