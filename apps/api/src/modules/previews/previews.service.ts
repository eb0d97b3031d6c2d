// The preview image of a page (preview-draw.ts), by what it shows: each kind reads what a visitor may see of the page
// (a listing with a public page on this site, a shared search, a store, an active microsite), names it by a hash of
// exactly that (texts, photos, site), and keeps the drawn JPEG in the file store under that name. The URL stays the
// same while the picture changes with its content; an unchanged page is drawn once, then read back.
// Kept pictures live at previews/{page}/{site}-{hash}.jpg ({page} as in the URL, {site} a hash of the site's name, as
// a listing shows another picture on a microsite's host): the sweep (storage-sweep) removes a picture once its page
// and site drew a newer one, or once nobody asked for it in a month; each ask notes the picture again (`asked`).
import { createHash } from 'node:crypto';
import type { Storage } from '../../lib/storage';
import { notFound } from '../../lib/errors';
import { variantKey, variantKeysOf } from '../publications';
import { drawPreview, type PreviewPicture } from './preview-draw';

/** Raised when the drawing changes, so every kept picture is drawn again. */
const drawingVersion = 2;

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

const shortHash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 8);

/** Where the picture of `page` (its URL's path after /preview/, without .jpg) showing `content` is kept. */
export function previewKey(page: string, content: PreviewContent): string {
  return `previews/${page}/${shortHash(content.site)}-${contentHash(content)}.jpg`;
}

/** A search's collage shows its first photo at most 700 px wide and the others under 500: the 800 px and 480 px
 * copies its cards made (image-variants.ts) are far fewer pixels to decode than the uploads; the upload itself when
 * no card asked for a copy yet. */
async function photoOf(storage: Storage, key: string, index: number, kind: PreviewContent['kind']) {
  if (kind === 'search' && variantKeysOf(key).length > 0) {
    const copy = await bytesOf(storage, variantKey(key, index === 0 ? 800 : 480));
    if (copy) return copy;
  }
  return bytesOf(storage, key);
}

async function bytesOf(storage: Storage, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  try {
    return await storage.get(key);
  } catch {
    return null;
  }
}

/**
 * The preview of `page` showing `content`: read back when drawn before (and noted as asked for), else drawn and kept
 * (the kept file is noted by the store's put).
 */
export async function previewImage(
  storage: Storage,
  page: string,
  content: PreviewContent | null,
  asked: (key: string) => Promise<void> = async () => {},
): Promise<PreviewImage> {
  if (!content) throw notFound();
  const key = previewKey(page, content);
  const etag = `"${contentHash(content)}"`;
  const kept = await bytesOf(storage, key);
  if (kept) {
    await asked(key);
    return { jpeg: kept, etag };
  }
  const [photos, logo] = await Promise.all([
    Promise.all(content.photoKeys.map((photo, index) => photoOf(storage, photo, index, content.kind))),
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
