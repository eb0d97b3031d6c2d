#!/usr/bin/env node
// Renders the PNG icons (favicon, PWA, Apple touch) from the SVG mark in public/img/logo. Run it after changing
// logo-mark.svg: `node apps/web/scripts/make-icons.mjs`. The PNGs are committed so a build never needs sharp.
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const folder = fileURLToPath(new URL('../public/img/logo/', import.meta.url));
const mark = readFileSync(join(folder, 'logo-mark.svg'), 'utf8');
const background = '<rect width="64" height="64" rx="16" fill="url(#vitrina-bg)"/>';
if (!mark.includes(background)) throw new Error('logo-mark.svg changed shape: update make-icons.mjs');

// Launchers crop maskable icons to a circle or squircle and iOS rounds its own corners, so those get a full-bleed
// background with the drawing shrunk into the safe zone.
function fullBleed(scale) {
  const [head, drawing] = mark.split(background);
  const inner = drawing.replace('</svg>', '');
  return `${head}<rect width="64" height="64" fill="url(#vitrina-bg)"/><g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${inner}</g></svg>`;
}

const outputs = [
  { file: 'favicon.png', size: 64, svg: mark },
  { file: 'pwa-192.png', size: 192, svg: mark },
  { file: 'pwa-512.png', size: 512, svg: mark },
  { file: 'pwa-maskable-512.png', size: 512, svg: fullBleed(0.72) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.86) },
];

for (const { file, size, svg } of outputs) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(folder, file));
  console.log(`${file} ${size}x${size}`);
}
