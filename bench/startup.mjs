#!/usr/bin/env node
// `npm run serve` to the first healthy response on an existing embedded database (target: at most 3 s).
// Run after `npm run build`: node bench/startup.mjs [runs]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, startServer, stop, waitHealthy } from './lib.mjs';

const runs = Number(process.argv[2] ?? 5);
const port = 4390;
const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-startup-'));

try {
  const first = startServer({ port, dataDir });
  const firstReady = await waitHealthy(port);
  console.log(
    `first start (creates and migrates the database, loads demo data): ${Math.round(firstReady - first.started)} ms`,
  );
  await stop(first);

  const times = [];
  for (let i = 0; i < runs; i++) {
    const server = startServer({ port, dataDir });
    const ready = await waitHealthy(port);
    times.push(ready - server.started);
    await stop(server);
  }
  const fmt = (ms) => `${Math.round(ms)} ms`;
  console.log(
    `existing database, ${runs} runs: median ${fmt(percentile(times, 50))}, max ${fmt(Math.max(...times))} (target <= 3000 ms)`,
  );
  if (Math.max(...times) > 3000) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
