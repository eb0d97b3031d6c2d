#!/usr/bin/env node
// `npm run seed [-- --publications N]`: load the demo data set into the configured database, building the API
// first when its bundle is missing or older than its sources (an old bundle would not know newer options).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = join(root, 'apps/api/dist/seed.js');
const sources = ['packages/shared/src', 'apps/api/src', 'apps/api/drizzle'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
if (builtAt === 0 || Math.max(...sources.map((path) => newestMtime(join(root, path)))) > builtAt) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const child = spawn(process.execPath, [entry, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
