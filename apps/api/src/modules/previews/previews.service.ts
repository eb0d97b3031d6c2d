// The preview image of a page (preview-draw.ts), by what it shows: each kind reads what a visitor may see of the page
// (a listing with a public page on this site, a shared search, a store, an active microsite), names it by a hash of
// exactly that (texts, photos, site), and keeps the drawn JPEG in the file store under that name. The URL stays the
// same while the picture changes with its content; an unchanged page is drawn once, then read back.
import { createHash } from 'node:crypto';
import type { Storage } from '../../lib/storage';
import { notFound } from '../../lib/errors';
import { drawPreview, type PreviewPicture } from './preview-draw';

/** Raised when the drawing changes, so every kept picture is drawn again. */
const drawingVersion = 1;

/** What a preview shows, with its photos and logo as storage keys (or URLs outside the store, which are left out). */
export type PreviewContent = Omit<PreviewPicture, 'photos' | 'logo'> & { photoKeys: string[]; logoKey: string | null };

export type PreviewImage = { jpeg: Buffer; etag: string };

export function contentHash(content: PreviewContent): string {
  return createHash('sha1')
    .update(JSON.stringify([drawingVersion, content]))
    .digest('hex')
    .slice(0, 32);
}

/** The storage key behind one of its URLs, or null for a URL of somewhere else. */
export function keyOfUrl(storage: Storage, url: string | null | undefined): string | null {
  if (!url) return null;
  const prefix = storage.url('k').slice(0, -1);
  return url.startsWith(prefix) ? decodeURIComponent(url.slice(prefix.length)) : null;
}

async function bytesOf(storage: Storage, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  try {
    return await storage.get(key);
  } catch {
    return null;
  }
}

/** The preview of `content`: read back when drawn before, else drawn and kept. */
export async function previewImage(storage: Storage, content: PreviewContent | null): Promise<PreviewImage> {
  if (!content) throw notFound();
  const hash = contentHash(content);
  const key = `previews/${content.kind}/${hash}.jpg`;
  const etag = `"${hash}"`;
  const kept = await bytesOf(storage, key);
  if (kept) return { jpeg: kept, etag };
  const [photos, logo] = await Promise.all([
    Promise.all(content.photoKeys.map((photo) => bytesOf(storage, photo))),
    bytesOf(storage, content.logoKey),
  ]);
  const { photoKeys: _photos, logoKey: _logo, ...texts } = content;
  const jpeg = await drawPreview({
    ...texts,
    photos: photos.filter((photo): photo is Buffer => photo !== null),
    logo,
  });
  await storage.put(key, jpeg, 'image/jpeg');
  return { jpeg, etag };
}
