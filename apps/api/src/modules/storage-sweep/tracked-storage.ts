// A store whose writes are noted for the sweep (storage-sweep.job.ts) before they happen, and whose failed removals
// are noted after: whatever stops a request between its upload and its row (a killed process, a lost database), the
// file is looked at again later instead of staying in the bucket for good. Noting never fails the upload: without a
// note the file is only not swept.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Storage } from '../../lib/storage';
import { variantKeysOf } from '../publications';
import { noteKeys } from './storage-sweep.queries';

export function trackUploads(storage: Storage, deps: { db: Database; clock: Clock; logger: Logger }): Storage {
  const note = async (key: string) => {
    try {
      await noteKeys(deps.db, [key], deps.clock.now());
    } catch (error) {
      deps.logger.warn({ err: error, key }, 'storage sweep: key not noted');
    }
  };
  return {
    ...storage,
    async put(key, data, contentType) {
      await note(key);
      await storage.put(key, data, contentType);
    },
    async remove(key) {
      try {
        await storage.remove(key);
      } catch (error) {
        await note(key);
        throw error;
      }
      // The copies made for cards (image-variants.ts) go with their image; one left behind is only bytes.
      for (const variant of variantKeysOf(key)) {
        await storage.remove(variant).catch((error: unknown) => {
          deps.logger.warn({ err: error, key: variant }, 'storage: image variant not removed');
        });
      }
    },
  };
}
