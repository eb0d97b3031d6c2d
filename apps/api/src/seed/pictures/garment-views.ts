// The three pictures a clothing listing has: the garment on a studio backdrop, hanging from a rail (shoes and
// accessories on a shelf instead), and a close-up of its fabric. The colour is the listing's own when it names one.
import type { Random } from '../publications/random';
import { colourNames, garmentFor, type Garment } from './garments';
import { H, W, ellipse, gradientBox, lighting, line, paint, plant, rect, svg, tone, type PictureHints } from './kit';

const backdrops = ['#f3efe9', '#e9eef3', '#efe9f3', '#eef3ea', '#f6efe6', '#e6ecef'];
const spare = ['#2c4f8c', '#c0392b', '#3f8f5a', '#8a8d91', '#c19a6b', '#232323', '#f2a6b8', '#7a1f2e'];
const onShelf = new Set(['calzado', 'accesorios']);

type Look = { garment: Garment; fill: string; ink: string; print: 'plain' | 'stripes' | 'dots' };

function isLight(hex: string): boolean {
  const value = parseInt(hex.slice(1), 16);
  return ((value >> 16) & 255) * 0.3 + ((value >> 8) & 255) * 0.59 + (value & 255) * 0.11 > 170;
}

/** The garment, its fill (the listing's colour or one drawn), and stripes or dots now and then. */
function lookOf(random: Random, category: string, hints: PictureHints): Look {
  const fill = (hints.colour && colourNames[hints.colour]) || random.pick(Object.values(colourNames));
  const ink = isLight(fill) ? 'rgba(0,0,0,0.28)' : 'rgba(255,255,255,0.35)';
  const print = ['remeras', 'camisas', 'vestidos'].includes(category)
    ? random.weighted([
        ['plain', 5],
        ['stripes', 2],
        ['dots', 1],
      ] as const)
    : 'plain';
  return { garment: garmentFor(random, category, hints.garment), fill, ink, print };
}

/** Marks drawn over the whole garment and cut to its outline: a print, or the weave a close-up shows. */
function overlay(look: Look, marks: string): string {
  return (
    `<clipPath id="garment"><path d="${look.garment.outline}" clip-rule="evenodd"/></clipPath>` +
    `<path d="${marks}" fill="${look.ink}" clip-path="url(#garment)"/>`
  );
}

function printOf(look: Look): string {
  let marks = '';
  if (look.print === 'stripes') for (let y = 100; y < 880; y += 40) marks += `M200 ${y}H1000V${y + 16}H200Z`;
  if (look.print === 'dots')
    for (let y = 120; y < 880; y += 46)
      for (let x = 220 + ((y / 46) % 2) * 23; x < 1000; x += 46)
        marks += `M${x - 7} ${y}a7 7 0 1 0 14 0a7 7 0 1 0 -14 0`;
  return marks ? overlay(look, marks) : '';
}

function drawGarment(look: Look, extra = ''): string {
  const { garment, fill, ink } = look;
  if (!garment.outline) return garment.details(fill);
  const body = `<path d="${garment.outline}" fill="${fill}" stroke="rgba(0,0,0,0.25)" stroke-width="6" stroke-linejoin="round" fill-rule="evenodd"/>`;
  return body + printOf(look) + extra + garment.details(ink);
}

/** A studio paper of any hue: darker behind a light garment, so a white shirt still stands out. */
function backdrop(random: Random, fill: string): string {
  const paper = tone(
    random.between(0, 360),
    random.between(15, 45),
    isLight(fill) ? random.between(66, 76) : random.between(84, 93),
  );
  return gradientBox('backdrop', 0, 0, W, H, paint(paper, 4), paint(paper, -10));
}

export function garmentFront(category: string): (random: Random, hints: PictureHints) => string {
  return (random, hints) => {
    const look = lookOf(random, category, hints);
    const turn = random.between(-9, 9).toFixed(1);
    const scale = random.between(0.78, 1.02) * (onShelf.has(category) ? 1.3 : 1);
    const dx = random.between(-150, 150);
    let body = backdrop(random, look.fill) + ellipse(600 + dx, 840, 340 * scale, 26, '#000', 'fill-opacity="0.12"');
    body += `<g transform="translate(${600 + dx} 470) rotate(${turn}) scale(${scale.toFixed(2)}) translate(-600 -470)">${drawGarment(look)}</g>`;
    if (random.chance(0.4))
      body += plant(random.chance(0.5) ? 110 : 1090, 880, random.between(0.6, 0.9), '#d8d2c4', tone(120, 35, 35));
    if (random.chance(0.5))
      body +=
        rect(600 + dx + 170 * scale, 560, 46, 70, '#c8a877', 'rx="6"') +
        line(600 + dx + 193 * scale, 560, 600 + dx + 150 * scale, 500, '#8a6a3a', 3);
    return svg(body + lighting(random, false));
  };
}

function rail(random: Random, look: Look): string {
  const wall = random.pick(backdrops);
  let out = rect(0, 0, W, H, wall) + rect(0, 740, W, 160, paint(tone(30, 30, random.between(55, 70))));
  out += rect(0, 110, W, 14, '#6d6d6d');
  for (const [x, colour] of [
    [110, random.pick(spare)],
    [1090, random.pick(spare)],
  ] as const)
    out += line(x, 116, x, 160, '#555', 5) + rect(x - 90, 160, 180, 440, colour, 'rx="20"');
  out += `<path d="M600 116 Q630 130 612 152 Q600 160 600 172 M600 172 L470 222 H730 Z" fill="none" stroke="#8a6a3a" stroke-width="8" stroke-linejoin="round"/>`;
  out += `<g transform="translate(600 210) scale(0.7) translate(-600 -180)">${drawGarment(look)}</g>`;
  return out;
}

function shelf(random: Random, look: Look): string {
  const wall = random.pick(backdrops);
  const wood = tone(30, 40, random.between(40, 55));
  let out = rect(0, 0, W, H, wall) + rect(0, 640, W, 28, paint(wood)) + rect(0, 668, W, 10, paint(wood, -14));
  out += rect(100, 460, 160, 180, random.pick(spare), 'rx="6"') + rect(940, 500, 180, 140, '#d9c8a9', 'rx="4"');
  out += `<g transform="translate(600 640) scale(0.85) translate(-600 ${-(look.garment.base ?? 790)})">${drawGarment(look)}</g>`;
  out += plant(1030, 500, 0.5, '#e0ddd5', tone(120, 35, 35));
  return out;
}

export function garmentHanging(category: string): (random: Random, hints: PictureHints) => string {
  return (random, hints) => {
    const look = lookOf(random, category, hints);
    return svg((onShelf.has(category) ? shelf(random, look) : rail(random, look)) + lighting(random, false));
  };
}

/** Where the close-up looks: the neckline of a top, the waist of trousers, the upper of a shoe. */
const focus: Record<string, [number, number]> = {
  pantalones: [600, 260],
  calzado: [560, 580],
  accesorios: [600, 460],
};

export function garmentDetail(category: string): (random: Random, hints: PictureHints) => string {
  return (random, hints) => {
    const look = lookOf(random, category, hints);
    const [fx, fy] = focus[category] ?? [600, 250];
    const zoom = random.between(2.2, 2.8);
    // The weave: fine diagonal threads around the spot the close-up shows.
    let threads = '';
    for (let k = -260; k < 260; k += 9) threads += `M${fx + k - 200} ${fy + 200}l400 -400l1.6 1.6l-400 400Z`;
    const garment = drawGarment(look, look.garment.outline ? overlay(look, threads) : '');
    const body =
      backdrop(random, look.fill) +
      `<g transform="translate(${600 + random.between(-80, 80)} 450) scale(${zoom.toFixed(2)}) translate(${-fx} ${-fy})">${garment}</g>`;
    return svg(body + lighting(random, false));
  };
}
