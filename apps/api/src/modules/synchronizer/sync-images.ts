// A synced listing's images: downloaded under the same guards as feeds (with a per-image size limit), accepted
// only when the bytes are a JPEG or PNG, re-encoded with a thumbnail like an upload. Within one sync an image
// URL is fetched once however many listings share it; across syncs a listing keeps its stored image while
// the URL is unchanged (sync-item.ts never asks for those).
import { ImageError } from '../../lib/images';
import { isJpegOrPng, prepareImage, type PreparedImage } from '../publications/publication-images';
import { fetchBuffer, FetchError, type FetchLimits } from './safe-http';

/** transient: worth another try on the next sync (a timeout, a server error); permanent: not until it changes. */
export type ImageOutcome = { image: PreparedImage } | { failure: 'transient' | 'permanent' };

export type ImageSource = { get(url: string): Promise<ImageOutcome> };

// Enough for the images shared by neighbouring listings (a logo, a placeholder) without holding many in memory.
const cacheSize = 16;

async function download(url: string, limits: FetchLimits): Promise<ImageOutcome> {
  let body: Buffer;
  try {
    body = (await fetchBuffer(url, limits, { headers: { accept: 'image/jpeg, image/png' } })).body;
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    const transient = error.failure === 'timeout' || error.failure === 'unreachable' || (error.failure === 'status' && (error.status ?? 0) >= 500);
    return { failure: transient ? 'transient' : 'permanent' };
  }
  if (!(await isJpegOrPng(body))) return { failure: 'permanent' };
  try {
    return { image: await prepareImage(body) };
  } catch (error) {
    if (error instanceof ImageError) return { failure: 'permanent' };
    throw error;
  }
}

export function createImageSource(limits: FetchLimits): ImageSource {
  const cache = new Map<string, Promise<ImageOutcome>>();
  return {
    get(url) {
      let outcome = cache.get(url);
      if (outcome) {
        // Most recently used last: the oldest entry is the first to go.
        cache.delete(url);
      } else {
        outcome = download(url, limits);
        if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
      }
      cache.set(url, outcome);
      return outcome;
    },
  };
}
