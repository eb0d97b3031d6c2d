// The group logo arrives as the cropper's image data URL. The declared type is ignored: the bytes
// decide, and sharp re-encodes them square, so whatever was hidden in the file does not survive.
import { randomBytes } from 'node:crypto';
import { groupMessages } from '@vitrina/shared/groups';
import { fieldError } from '../../lib/errors';
import { ImageError, thumbnail } from '../../lib/images';
import type { Storage } from '../../lib/storage';

/** Logos are stored at this size: the largest place the web shows one, on a sharp screen. */
export const logoSize = 512;

const dataUrlPattern = /^data:[^,;]*(?:;[^,;]*)*;base64,([A-Za-z0-9+/=\s]+)$/;

/** Checks and re-encodes the logo; throws the 422 of the `logo` field for anything that is not an image. */
export async function encodeLogo(dataUrl: string): Promise<Buffer> {
  const match = dataUrlPattern.exec(dataUrl.trim());
  if (!match) throw fieldError('logo', groupMessages.logoNotImage);
  try {
    return (await thumbnail(Buffer.from(match[1], 'base64'), logoSize)).data;
  } catch (error) {
    if (error instanceof ImageError) throw fieldError('logo', groupMessages.logoNotImage);
    throw error;
  }
}

/** Stores an encoded logo under a new name per upload (a changed logo must not be served from a cache). */
export async function storeLogo(storage: Storage, data: Buffer): Promise<string> {
  const key = `groups/logo-${randomBytes(8).toString('hex')}.webp`;
  await storage.put(key, data, 'image/webp');
  return key;
}
