#!/usr/bin/env node
// JavaScript a browser downloads to show the home route, gzip-compressed (target: at most 150 kB).
// Loads / in Chromium against the built app and adds up every script it fetched. Run after `npm run build`.
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer, stop, waitHealthy } from './lib.mjs';

const port = 4391;
const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-bundle-'));
const server = startServer({ port, dataDir, env: { DEMO_DATA: '0' } });
try {
  await waitHealthy(port);
  const browser = await chromium.launch({
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
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  let raw = 0;
  let gzip = 0;
  const rows = [];
  for (const response of scripts) {
    const body = await response.body();
    const compressed = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += compressed;
    rows.push(`  ${(compressed / 1024).toFixed(1).padStart(7)} kB gzip  ${new URL(response.url()).pathname}`);
  }
  await browser.close();
  console.log(rows.join('\n'));
  console.log(
    `home route JavaScript: ${scripts.length} files, ${(raw / 1024).toFixed(1)} kB raw, ${(gzip / 1024).toFixed(1)} kB gzip (target <= 150 kB)`,
  );
  if (gzip > 150 * 1024) process.exitCode = 1;
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
