// Removing a listing's image files once its rows are gone. Files may be shared: the demo data points thousands
// of listings at one set of images, and a synchronized feed may repeat a photo, so a file goes only when no
// media row points at it any more.
import type { Database } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { removeImageFiles } from './publication-images';
import { listReferencedFiles } from './publication-media.queries';

export async function removeUnusedImageFiles(db: Database, storage: Storage, keys: (string | null)[]): Promise<void> {
  const candidates = [...new Set(keys.filter((key): key is string => !!key))];
  for (let index = 0; index < candidates.length; index += 500) {
    const chunk = candidates.slice(index, index + 500);
    const referenced = await listReferencedFiles(db, chunk);
    await removeImageFiles(
      storage,
      chunk.filter((key) => !referenced.has(key)),
    );
  }
}
