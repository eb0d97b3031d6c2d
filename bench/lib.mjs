// Small helpers the benchmarks share: start the built server on a port and data folder, wait until healthy.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { copyFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { externalPackages } from '../apps/api/external-packages.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function startServer({ port, dataDir, env = {} }) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { child, started, exited };
}

export async function waitHealthy(port, { timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return performance.now();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`El servidor no respondió en ${timeoutMs} ms`);
}

export async function stop(server) {
  server.child.kill('SIGTERM');
  return server.exited;
}

/** Debian's Chromium as the end-to-end suite launches it (e2e/playwright.config.ts), for the browser benchmarks. */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A new browser context shaped like a phone held upright: a 390 x 844 screen at 2x unless `width`, `height` and
 * `scale` say otherwise (Lighthouse's own mobile profile is 412 x 823 at 1.75x), touch, Spanish of Argentina. Any
 * other option goes to Playwright as it is.
 */
export function phoneContext(browser, { width = 390, height = 844, scale = 2, ...options } = {}) {
  return browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: scale,
    isMobile: true,
    hasTouch: true,
    locale: 'es-AR',
    ...options,
  });
}

/** The machine's load averages and cores, printed beside a run's figures: a busy machine slows both sides. */
export function machineLoad() {
  const load = loadavg().map((value) => value.toFixed(2));
  return `load average: ${load.join(' ')} (1, 5, 15 min; ${availableParallelism()} CPUs)`;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Bundles a benchmark entry like the API (apps/api/external-packages.mjs: our TypeScript, the shared package and the
 * packages the server starts with bundled) into node_modules/.cache/vitrina-bench, so that its external packages
 * resolve from the repository's node_modules. The embedded database's thread goes beside it, where the bundled
 * client starts it. Returns the bundle's path.
 */
export async function bundleForBench(entry, name) {
  const outfile = join(root, 'node_modules/.cache/vitrina-bench', name);
  await build({
    entryPoints: [join(root, entry)],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    // As the build: the same packages go in, the same stay out.
    plugins: [externalPackages],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  copyFileSync(join(root, 'apps/api/src/db/pglite-thread.mjs'), join(dirname(outfile), 'pglite-thread.mjs'));
  return outfile;
}
