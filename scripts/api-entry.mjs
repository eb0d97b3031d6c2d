// Runs one of the API's bundled entry points (apps/api/dist/<name>.js) with the given arguments, building the API
// first when its bundle is missing or older than its sources (an old bundle would not know newer options). Used by
// `npm run seed` and `npm run storage:migrate`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sources = ['packages/shared/src', 'apps/api/src', 'apps/api/drizzle'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

export function runApiEntry(name, args) {
  const entry = join(root, `apps/api/dist/${name}.js`);
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  if (builtAt === 0 || Math.max(...sources.map((path) => newestMtime(join(root, path)))) > builtAt) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const child = spawn(process.execPath, [entry, ...args], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
}
