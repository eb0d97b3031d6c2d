// Uploaded files on local disk under $DATA_DIR/uploads, served at /uploads/. Callers store keys (paths inside
// the store) and turn them into URLs when answering, so PUBLIC_URL can change without rewriting rows.
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export type Storage = {
  put(key: string, data: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  url(key: string): string;
};

export function uploadsDirectory(dataDir: string): string {
  return join(dataDir, 'uploads');
}

// Keys come from our own code, never from a client; the check stops a bug from writing outside the folder.
const keyPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

function assertKey(key: string) {
  if (!keyPattern.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
}

export function createLocalStorage(options: { dataDir: string; publicUrl: string }): Storage {
  const root = uploadsDirectory(options.dataDir);
  const base = `${options.publicUrl.replace(/\/+$/, '')}/uploads/`;
  return {
    async put(key, data) {
      assertKey(key);
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async exists(key) {
      assertKey(key);
      return stat(join(root, key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    async remove(key) {
      assertKey(key);
      await rm(join(root, key), { force: true });
    },
    url(key) {
      assertKey(key);
      return base + key;
    },
  };
}
