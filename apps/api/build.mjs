// Bundles the API's entry points to dist/ (`npm run build -w apps/api`), with the npm packages the server loads as it
// starts; the rest load from node_modules at run time (external-packages.mjs). dist/ sits beside drizzle/, where the
// server finds its migrations.
import { build } from 'esbuild';
import { copyFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { externalPackages } from './external-packages.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

rmSync(`${root}dist`, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    seed: 'src/seed/run.ts',
    'storage-migrate': 'src/storage-migrate.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  sourcesContent: false,
  // Smaller files for Node to read and parse as the server starts, with the code's own names: Fastify's plugins and
  // errors show them, and renaming them and keeping the names (esbuild's keepNames) sets each function's name as it
  // is made, which cost the start more than the shorter names saved (decision 041). The source maps point stack
  // traces at src/.
  minifyWhitespace: true,
  minifySyntax: true,
  // Chunks stay in dist/ itself: src/paths.ts finds apps/api as '..' of whichever file it ends up in.
  chunkNames: '[name]-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
  banner: {
    // Some CommonJS dependencies call require() from inside ESM; the source maps make stack traces point at src/.
    // Where Node can (22.14 and later), only ours: the maps some packages ship (megabytes, read and parsed as each
    // file loads) cost the start more than they tell. The maps carry no sources, which a stack trace does not need.
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import * as __nodeModule from 'node:module';",
      'const require = __createRequire(import.meta.url);',
      'if (__nodeModule.setSourceMapsSupport) __nodeModule.setSourceMapsSupport(true, { nodeModules: false });',
      'else process.setSourceMapsEnabled(true);',
    ].join(' '),
  },
});
// The embedded database's thread is plain JavaScript that Node starts as a file: it sits beside the chunk that starts
// it (db/pglite-remote.ts finds it as './pglite-thread.mjs').
copyFileSync(`${root}src/db/pglite-thread.mjs`, `${root}dist/pglite-thread.mjs`);
console.log(`API construida en dist/ (${Date.now() - started} ms)`);
