#!/usr/bin/env node
// A 10,000-listing JSON feed imported by the synchronizer on the embedded database (fresh DATA_DIR), twice.
// Targets: first import at most 60 s with a peak RSS of at most 400 MB; the same feed again at most 10 s with no
// listing written. The feed and a few distinct photos are served on loopback by this process; the import runs
// in a child process whose peak RSS (VmHWM) is read from /proc.
// node bench/import.mjs [listings]   (BENCH_NODE_ARGS='--cpu-prof' passes flags to the import process)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { bundleForBench, root } from './lib.mjs';

const count = Number(process.argv[2] ?? 10_000);
const work = mkdtempSync(join(tmpdir(), 'vitrina-bench-import-'));

async function photos() {
  const colours = ['#2a6f97', '#d83b7d', '#3c9d5d', '#f4a259'];
  return Promise.all(
    colours.map((background, index) =>
      sharp({ create: { width: 800, height: 600, channels: 3, background } })
        .composite([
          {
            input: { create: { width: 800, height: 150, channels: 3, background: '#f4d35e' } },
            top: 100 * index,
            left: 0,
          },
        ])
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
}

function feed(base) {
  const categories = ['departamento', 'casa', 'ph', 'local', 'oficina'];
  const barrios = ['Palermo', 'Belgrano', 'Caballito', 'Recoleta', 'Villa Crespo', 'Núñez', 'Almagro', 'Colegiales'];
  const items = Array.from({ length: count }, (_, i) => ({
    code: `BENCH-${i}`,
    title: `${categories[i % 5] === 'casa' ? 'Casa' : 'Propiedad'} ${i} en ${barrios[i % 8]}`,
    description: 'Excelente ubicación, cerca del subte y de comercios. Muy luminoso, con balcón y vista abierta.',
    type: 'property',
    category: categories[i % 5],
    operation: i % 3 === 0 ? 'alquiler' : 'venta',
    currency: i % 3 === 0 ? 'ARS' : 'USD',
    amount: i % 3 === 0 ? 450_000 + (i % 50) * 10_000 : 90_000 + (i % 200) * 1_000,
    public: true,
    address: {
      title: `Calle ${i % 400} ${100 + (i % 50)}, ${barrios[i % 8]}, CABA`,
      lat: -34.6 + (i % 100) / 1000,
      lng: -58.45 + (i % 100) / 1000,
    },
    extras: {
      areas: { total: 40 + (i % 80), covered: 35 + (i % 70) },
      rooms: { total: 1 + (i % 5), bedrooms: i % 4, bathrooms: 1 + (i % 2) },
      tags: ['balcón'],
      credit: i % 2 === 0,
    },
    images:
      i % 2 === 0 ? [`${base}/fotos/${i % 4}.jpg`] : [`${base}/fotos/${i % 4}.jpg`, `${base}/fotos/${(i + 1) % 4}.jpg`],
  }));
  return Buffer.from(JSON.stringify({ data: items }));
}

function runChild(script, env, { report = true } = {}) {
  return new Promise((resolve, reject) => {
    const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const child = spawn(process.execPath, [...nodeArgs, script], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let sampledKb = 0;
    // Sampled as a cross-check of what the child reports about itself at the end.
    const sampler = setInterval(() => {
      try {
        sampledKb = Math.max(
          sampledKb,
          Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0),
        );
      } catch {
        // already gone
      }
    }, 100);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      clearInterval(sampler);
      const line = output.trim().split('\n').at(-1);
      if (code === 0 && !report) return resolve(null);
      if (code !== 0 || !line) return reject(new Error(`import child exited with ${code}: ${output}`));
      const figures = JSON.parse(line);
      resolve({ ...figures, peakRssMb: Math.max(figures.peakRssMb, Math.round(sampledKb / 1024)) });
    });
  });
}

const images = await photos();
let body;
const server = createServer((request, response) => {
  const photo = /^\/fotos\/(\d)\.jpg$/.exec(request.url ?? '');
  if (photo) return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(images[Number(photo[1])]);
  if (request.url === '/feed.json') return response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  response.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
body = feed(base);

try {
  const script = await bundleForBench('bench/import-child.mjs', 'import-child.mjs');
  const env = {
    DATA_DIR: join(work, 'data'),
    FEED_URL: `${base}/feed.json`,
    MIGRATIONS_FOLDER: join(root, 'apps/api/drizzle'),
  };
  console.log(
    `feed: ${count} listings, ${(body.length / 1024 / 1024).toFixed(1)} MB, ${images.length} distinct photos`,
  );
  // Creating the embedded database is a first start's work, measured by startup.mjs: done apart, beforehand.
  await runChild(script, { ...env, PREPARE: '1' }, { report: false });
  const first = await runChild(script, env);
  console.log(
    `first import: ${(first.ms / 1000).toFixed(1)} s, peak RSS ${first.peakRssMb} MB, ${first.listings} listings, ${first.media} images, progress ${first.progress}, last error ${first.lastError ?? 'none'} (targets: <= 60 s, <= 400 MB)`,
  );
  const second = await runChild(script, env);
  console.log(
    `same feed again: ${(second.ms / 1000).toFixed(1)} s, peak RSS ${second.peakRssMb} MB, listings written ${second.listingsWritten}, images written ${second.mediaWritten} (targets: <= 10 s, 0 written)`,
  );
  const ok =
    first.listings === count &&
    first.ms <= 60_000 &&
    first.peakRssMb <= 400 &&
    second.ms <= 10_000 &&
    second.listingsWritten === 0 &&
    second.mediaWritten === 0;
  if (!ok) process.exitCode = 1;
} finally {
  server.close();
  rmSync(work, { recursive: true, force: true });
}
