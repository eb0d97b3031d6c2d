#!/usr/bin/env node
// JavaScript a browser downloads to show a route, gzip-compressed: the entry chunk every route loads (the script
// index.html names; target: at most 60 kB), the home route (target: at most 100 kB) and a search's swipe deck,
// /search/{uuid}, opened directly (target: at most 150 kB). Loads each in a fresh Chromium page against the built
// app and adds up every script it fetched. Also checks that the statistics' chart code (recharts,
// known by its `recharts-wrapper` class) is in none of those scripts, and that it is in the build at all, so the
// check can fail. Run after `npm run build`.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, root, startServer, stop, waitHealthy } from './lib.mjs';

const port = 4391;
const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-bundle-'));
const server = startServer({ port, dataDir, env: { DEMO_DATA: '0' } });
try {
  await waitHealthy(port);
  const browser = await launchChromium();
  /** Every script a fresh page fetches to show `path`, compressed as a server would send it. */
  async function measure(name, path, target) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzip = 0;
    let charts = 0;
    const rows = [];
    for (const response of scripts) {
      const body = await response.body();
      const compressed = gzipSync(body, { level: 9 }).length;
      raw += body.length;
      gzip += compressed;
      if (body.includes('recharts-wrapper')) charts += 1;
      rows.push(`  ${(compressed / 1024).toFixed(1).padStart(7)} kB gzip  ${new URL(response.url()).pathname}`);
    }
    await page.close();
    console.log(`${name}:\n${rows.join('\n')}`);
    console.log(
      `${name} JavaScript: ${scripts.length} files, ${(raw / 1024).toFixed(1)} kB raw, ${(gzip / 1024).toFixed(1)} kB gzip (target <= ${target} kB)\n`,
    );
    if (gzip > target * 1024) process.exitCode = 1;
    console.log(`${name}: chart code in ${charts} of its scripts (target: none)\n`);
    if (charts) process.exitCode = 1;
  }

  const assets = join(root, 'apps/web/dist/assets');
  const chartChunks = readdirSync(assets).filter(
    (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('recharts-wrapper'),
  );
  console.log(`chart code in the build: ${chartChunks.join(', ') || 'nowhere (the check below cannot see it)'}\n`);
  if (!chartChunks.length) process.exitCode = 1;

  const html = readFileSync(join(root, 'apps/web/dist/index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html names no entry script');
  const entryGzip = gzipSync(readFileSync(join(root, 'apps/web/dist', entry)), { level: 9 }).length;
  console.log(`entry chunk ${entry}: ${(entryGzip / 1024).toFixed(1)} kB gzip (target <= 60 kB)\n`);
  if (entryGzip > 60 * 1024) process.exitCode = 1;

  await measure('home route', '/', 100);
  // A visitor's search, made as the builder makes it: the deck route loads its own code and its first page.
  const created = await fetch(`http://127.0.0.1:${port}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uuid: randomUUID(), filters: [{ type: 'property', category: 'departamento' }] }),
  });
  if (created.status !== 201) throw new Error(`POST /search: ${created.status} ${await created.text()}`);
  const search = await created.json();
  await measure('search deck route', `/search/${search.uuid}`, 150);
  await browser.close();
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
