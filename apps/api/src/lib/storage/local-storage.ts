// Uploaded files on local disk under $DATA_DIR/uploads (the default store), served at /uploads/ by
// lib/static-files.ts. One machine only: a second API instance needs S3 (s3-storage.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertKey, isValidKey, type Storage } from './storage';

export function uploadsDirectory(dataDir: string): string {
  return join(dataDir, 'uploads');
}

export type LocalStorageOptions = {
  dataDir: string;
  /** The app's PUBLIC_URL: files are linked at `<publicUrl>/uploads/<key>`. */
  publicUrl: string;
  /** Another folder than $DATA_DIR/uploads (storage:migrate --from). */
  directory?: string;
};

export function createLocalStorage(options: LocalStorageOptions): Storage & { readonly directory: string } {
  const root = options.directory ?? uploadsDirectory(options.dataDir);
  const appBase = options.publicUrl.replace(/\/+$/, '');
  const base = `${appBase}/uploads/`;
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    kind: 'local',
    directory: root,
    async put(key, data) {
      assertKey(key);
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      // Written beside and renamed into place: a process stopped halfway leaves a hidden temporary file (never
      // listed, never served under a key), not a half image under a name a row or the demo data may use.
      const temporary = join(dirname(file), `.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, data);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => {});
        throw error;
      }
    },
    async get(key) {
      assertKey(key);
      return readFile(join(root, key)).catch((error: unknown) => {
        if (missing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      });
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
    async *list(prefix) {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath ?? entry.path, entry.name);
        const key = relative(root, path).split(sep).join('/');
        // Names no key can have (temporary files, a stray .DS_Store) are not the store's.
        if (!key.startsWith(prefix) || !isValidKey(key)) continue;
        const size = await stat(path).then(
          (s) => s.size,
          () => null,
        );
        if (size !== null) yield { key, size };
      }
    },
    url(key) {
      assertKey(key);
      return base + key;
    },
    variantUrl(key, width) {
      assertKey(key);
      return `${appBase}/media/${width}/${key}`;
    },
    async check() {
      try {
        await mkdir(root, { recursive: true });
      } catch (error) {
        throw new Error(
          `No se puede usar la carpeta de archivos subidos ${root}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
          { cause: error },
        );
      }
    },
    close() {},
  };
}
