// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at the highest levels: the
// API serves them to browsers that accept them (lib/static-files.ts, `preCompressed`), so a phone on mobile data
// downloads a fifth of the bytes and the server spends no time compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const minimumBytes = 1024;

function* files(folder: string): Generator<string> {
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vitrina-precompress',
    apply: 'build',
    // After vite-plugin-pwa wrote the service worker, which is compressed too.
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const path of files(outDir)) {
          if (!compressible.test(path)) continue;
          const content = readFileSync(path);
          if (content.length < minimumBytes) continue;
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
          writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}
