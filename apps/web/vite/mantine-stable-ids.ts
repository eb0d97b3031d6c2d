// Mantine's useId (in @mantine/hooks) starts with React's id, then replaces it with a random one in a layout effect:
// after a server-rendered page hydrates, every component holding one (each field, tooltip, menu) is rendered again at
// once, synchronously, in the same long task as the hydration. React's useId is already the same on the server and in
// the browser, so the build gives Mantine src/lib/mantine-use-id.ts in its place: the same ids, and no second render.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const replacement = resolve(import.meta.dirname, '../src/lib/mantine-use-id.ts');

export function mantineStableIds(): Plugin {
  return {
    name: 'vitrina-mantine-stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/@mantine[\\/]hooks[\\/]esm[\\/]/.test(importer)) return null;
      return /(^|\/)use-id\/use-id\.mjs$/.test(source) ? replacement : null;
    },
  };
}
