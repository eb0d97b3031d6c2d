// A synced listing's images: downloaded under the same guards as feeds (with a per-image size limit), accepted
// only when the bytes are a JPEG or PNG, re-encoded with a thumbnail like an upload, and stored under a name
// derived from the owner and the source URL. So an image several listings share (a development's amenities,
// a logo) is fetched, encoded and stored once per sync, and its listings point at the same files; sync-files.ts
// removes a file only when no listing points at it any more. Across syncs a listing keeps its stored image while
// the URL is unchanged (sync-item.ts never asks for those).
import { createHash } from 'node:crypto';
import { ImageError } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { isJpegOrPng, prepareImage } from '../publications';
import { fetchBuffer, FetchError, type FetchLimits } from './safe-http';

export type SyncedImage = {
  file: string;
  thumbnailFile: string;
  width: number;
  height: number;
  color: string;
  size: number;
};

/** transient: worth another try on the next sync (a timeout, a server error); permanent: not until it changes. */
export type ImageOutcome = { image: SyncedImage } | { failure: 'transient' | 'permanent' };

export type ImageSource = {
  get(url: string): Promise<ImageOutcome>;
  /** Every file this source stored, for the cleanup after a failed write. */
  stored(): string[];
};

// Enough for the images neighbouring listings share, without holding many outcomes.
const cacheSize = 64;

/** Where the image of `url` lives for `userId`'s synced listings. */
function syncedImageKeys(userId: number, url: string): { file: string; thumbnailFile: string } {
  const name = `publications/${userId}/feed-${createHash('sha256').update(url).digest('hex').slice(0, 32)}`;
  return { file: `${name}.webp`, thumbnailFile: `${name}-thumb.webp` };
}

async function download(url: string, limits: FetchLimits, storage: Storage, userId: number): Promise<ImageOutcome> {
  let body: Buffer;
  try {
    body = (await fetchBuffer(url, limits, { headers: { accept: 'image/jpeg, image/png' } })).body;
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    const transient =
      error.failure === 'timeout' ||
      error.failure === 'unreachable' ||
      (error.failure === 'status' && (error.status ?? 0) >= 500);
    return { failure: transient ? 'transient' : 'permanent' };
  }
  if (!(await isJpegOrPng(body))) return { failure: 'permanent' };
  let prepared;
  try {
    prepared = await prepareImage(body);
  } catch (error) {
    if (error instanceof ImageError) return { failure: 'permanent' };
    throw error;
  }
  const keys = syncedImageKeys(userId, url);
  // A store that fails in between (StorageUnavailableError stops the run, and no row is written for this image)
  // may leave the first file: never removed here, since another listing may already use it under this name, and
  // written again whole by the next sync that asks for the URL.
  await storage.put(keys.file, prepared.data, 'image/webp');
  await storage.put(keys.thumbnailFile, prepared.thumbnail, 'image/webp');
  return {
    image: { ...keys, width: prepared.width, height: prepared.height, color: prepared.color, size: prepared.size },
  };
}

export function createImageSource(limits: FetchLimits, storage: Storage, userId: number): ImageSource {
  const cache = new Map<string, Promise<ImageOutcome>>();
  const written = new Set<string>();
  return {
    get(url) {
      let outcome = cache.get(url);
      if (outcome) {
        // Most recently used last: the oldest entry is the first to go.
        cache.delete(url);
      } else {
        outcome = download(url, limits, storage, userId).then((result) => {
          if ('image' in result) written.add(result.image.file).add(result.image.thumbnailFile);
          return result;
        });
        if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
      }
      cache.set(url, outcome);
      return outcome;
    },
    stored: () => [...written],
  };
}
