#!/usr/bin/env node
// `npm run bench`: every benchmark, one after another, on the current build.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
let failed = false;
for (const script of ['startup.mjs', 'bundle.mjs', 'import.mjs']) {
  console.log(`\n# ${script}`);
  const result = spawnSync(process.execPath, [here + script], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
