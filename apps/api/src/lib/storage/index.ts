// The file store: the local directory by default, S3-compatible object storage when S3_BUCKET is set. Each process
// (server, worker, seed, storage:migrate) creates one with createStorage and closes it when it stops.
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export function createStorage(config: Pick<Config, 'storage' | 'dataDir' | 'publicUrl'>): Storage {
  if (config.storage.kind === 's3') return createS3Storage({ ...config.storage, appUrl: config.publicUrl });
  return createLocalStorage({ dataDir: config.dataDir, publicUrl: config.publicUrl });
}

export { createLocalStorage, uploadsDirectory } from './local-storage';
export { createS3Storage } from './s3-storage';
export {
  assertKey,
  contentTypeOf,
  imageVariantWidths,
  type ImageVariantWidth,
  isValidKey,
  StorageUnavailableError,
  uploadsCacheControl,
  type OpenedObject,
  type Storage,
} from './storage';
