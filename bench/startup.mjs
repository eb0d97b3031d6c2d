#!/usr/bin/env node
// `npm run serve` to the first healthy response on an existing embedded database, beside the bare work it cannot
// avoid: a new Node process opening the same PGlite folder and answering one query (startup-pglite-open.mjs).
// Targets: at most 3 s, and at most 1.2 times the bare opening. Run after `npm run build`: node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, startServer, stop, waitHealthy } from './lib.mjs';

const runs = Number(process.argv[2] ?? 5);
const port = 4390;
const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-startup-'));
const bareScript = fileURLToPath(new URL('./startup-pglite-open.mjs', import.meta.url));

/** Spawn to the bare opening's answer to its query (its closing left out, as the server's is). */
function bareOpen() {
  const started = performance.now();
  // With the compile cache the server turns on (Node 22.1 and later; its default folder), so both start alike.
  const env = {
    ...process.env,
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), 'node-compile-cache'),
  };
  const child = spawn(process.execPath, [bareScript, join(dataDir, 'db')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve({ wall: performance.now() - started, exited }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`La apertura sola terminó con el código ${code}`)));
  });
}

try {
  const first = startServer({ port, dataDir });
  const firstReady = await waitHealthy(port);
  console.log(
    `first start (creates and migrates the database, loads demo data): ${Math.round(firstReady - first.started)} ms`,
  );
  await stop(first);

  // Alternated, so both see the same machine.
  const serve = [];
  const bare = [];
  for (let i = 0; i < runs; i++) {
    const server = startServer({ port, dataDir });
    const ready = await waitHealthy(port);
    serve.push(ready - server.started);
    await stop(server);
    const opened = await bareOpen();
    bare.push(opened.wall);
    await opened.exited;
  }
  const fmt = (ms) => `${Math.round(ms)} ms`;
  const serveMedian = percentile(serve, 50);
  const bareMedian = percentile(bare, 50);
  console.log(`existing database, ${runs} runs each, medians (max):`);
  console.log(`  npm run serve to healthy: ${fmt(serveMedian)} (${fmt(Math.max(...serve))}) (target <= 3000 ms)`);
  console.log(`  bare: node opening the same PGlite folder, one query: ${fmt(bareMedian)} (${fmt(Math.max(...bare))})`);
  console.log(`  ratio ${(serveMedian / bareMedian).toFixed(2)}x (target <= 1.2x)`);
  if (Math.max(...serve) > 3000) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
