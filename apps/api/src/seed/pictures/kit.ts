// What every demo picture is drawn with: a 1200 × 900 canvas rendered at 800 × 600, colours as hue, saturation and
// lightness (so a drawer shades one colour for its lit and dark faces), and the props several scenes share. No text
// anywhere, so rendering needs no fonts.
import type { Random } from '../publications/random';

export const W = 1200;
export const H = 900;

export type Tone = { h: number; s: number; l: number };
export type Draw = (random: Random, hints: PictureHints) => string;
/** What a listing tells its picture: its garment's colour and shape, read from the listing's own fields. */
export type PictureHints = { colour?: string; garment?: string };

export const tone = (h: number, s: number, l: number): Tone => ({ h, s, l });
const clamp = (value: number) => Math.max(0, Math.min(100, value));
/** The tone as CSS, `dl` points lighter (or darker when negative). */
export const paint = (t: Tone, dl = 0) =>
  `hsl(${Math.round(((t.h % 360) + 360) % 360)},${Math.round(clamp(t.s))}%,${Math.round(clamp(t.l + dl))}%)`;

/** A tone near `base`: the same family, shifted a little in hue and lightness. */
export function near(random: Random, base: Tone, hue = 12, light = 8): Tone {
  return tone(base.h + random.between(-hue, hue), base.s, base.l + random.between(-light, light));
}

export function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

/** The same picture rendered at another size, or a part of it (`viewBox` in canvas units): a thumbnail's square. */
export function reframed(picture: string, width: number, height: number, viewBox: string): string {
  return picture.replace(
    /^<svg [^>]*>/,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">`,
  );
}

/** The centre square of the canvas, which a thumbnail shows (uploads' thumbnails are centre crops too). */
export const centreSquare = `${(W - H) / 2} 0 ${H} ${H}`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}" ${extra}/>`;
export const poly = (points: number[], fill: string, extra = '') =>
  `<polygon points="${points.map(r).join(' ')}" fill="${fill}" ${extra}/>`;
export const circle = (cx: number, cy: number, radius: number, fill: string, extra = '') =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}" ${extra}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" stroke="${stroke}" stroke-width="${r(width)}"/>`;
const r = (value: number) => Math.round(value * 10) / 10;

/** A vertical gradient filling the box, with its own id. */
export function gradientBox(id: string, x: number, y: number, w: number, h: number, top: string, bottom: string) {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>${rect(x, y, w, h, `url(#${id})`)}`
  );
}

export type Sky = { top: string; bottom: string; dusk: boolean };
/** A daytime, overcast or dusk sky, with the light it casts indoors. */
export function skyOf(random: Random): Sky {
  const kind = random.weighted([
    ['day', 6],
    ['overcast', 2],
    ['dusk', 2],
  ] as const);
  if (kind === 'dusk') return { top: paint(tone(random.between(250, 275), 45, 45)), bottom: '#f6b87e', dusk: true };
  if (kind === 'overcast') return { top: '#b7c3cc', bottom: '#e4e8ea', dusk: false };
  return { top: paint(tone(random.between(200, 215), 75, random.between(58, 68))), bottom: '#e8f4fb', dusk: false };
}

export function clouds(random: Random, x: number, y: number, w: number, h: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = x + random.next() * w;
    const cy = y + random.next() * h;
    const size = random.between(30, 60);
    // One path, so the puffs overlap without darker seams where a group's opacity would need a layer of its own.
    const alpha = `fill-opacity="${random.between(0.55, 0.9).toFixed(2)}"`;
    const puff = (x0: number, y0: number, rx: number, ry: number) =>
      `M${r(x0 - rx)} ${r(y0)} a${r(rx)} ${r(ry)} 0 1 0 ${r(2 * rx)} 0 a${r(rx)} ${r(ry)} 0 1 0 ${r(-2 * rx)} 0 `;
    out += `<path d="${puff(cx, cy, size * 1.8, size * 0.7)}${puff(cx - size * 0.8, cy + size * 0.15, size, size * 0.55)}${puff(cx + size * 0.9, cy + size * 0.1, size * 1.1, size * 0.6)}" fill="#fff" fill-rule="nonzero" ${alpha}/>`;
  }
  return out;
}

/** A city seen from a window or balcony: blocks of varied height with lit or dark windows. */
export function skyline(random: Random, x: number, base: number, w: number, maxHeight: number, dusk: boolean) {
  let out = '';
  for (let left = x - 20; left < x + w;) {
    const width = random.between(w / 12, w / 6);
    const height = random.between(maxHeight * 0.3, maxHeight);
    const body = paint(dusk ? tone(235, 18, random.between(28, 40)) : tone(210, 12, random.between(62, 78)));
    out += rect(left, base - height, width, height, body);
    const glass = dusk ? '#f7d48a' : paint(tone(205, 30, random.between(80, 88)));
    for (let row = base - height + 14; row < base - 16; row += 26)
      for (let col = left + 8; col < left + width - 14; col += 20)
        if (random.chance(dusk ? 0.45 : 0.8)) out += rect(col, row, 10, 14, glass);
    left += width + random.between(0, 10);
  }
  return out;
}

export function tree(x: number, y: number, scale: number, leaves: Tone): string {
  return (
    `<g transform="translate(${r(x)} ${r(y)}) scale(${scale.toFixed(2)})">` +
    rect(-12, -20, 24, 130, '#6f4c2f') +
    circle(0, -70, 80, paint(leaves)) +
    circle(-55, -25, 58, paint(leaves, 6)) +
    circle(52, -30, 60, paint(leaves, -6)) +
    circle(10, -120, 52, paint(leaves, 4)) +
    `</g>`
  );
}

export function plant(x: number, y: number, scale: number, pot: string, leaves: Tone): string {
  return (
    `<g transform="translate(${r(x)} ${r(y)}) scale(${scale.toFixed(2)})">` +
    `<path d="M-40 -150 C-90 -190 -100 -240 -60 -280 C-40 -220 -20 -190 0 -150 Z" fill="${paint(leaves)}"/>` +
    `<path d="M40 -150 C100 -200 110 -250 80 -300 C50 -240 20 -200 0 -150 Z" fill="${paint(leaves, -8)}"/>` +
    `<path d="M0 -150 C-20 -220 -10 -290 20 -340 C40 -280 30 -210 0 -150 Z" fill="${paint(leaves, 6)}"/>` +
    `<path d="M-36 -150 H36 L28 0 H-28 Z" fill="${pot}"/></g>`
  );
}

export function floorLamp(x: number, y: number, scale: number, shade: string, lit: boolean): string {
  return (
    `<g transform="translate(${r(x)} ${r(y)}) scale(${scale.toFixed(2)})">` +
    (lit ? ellipse(0, -300, 150, 120, '#ffe6a8', 'fill-opacity="0.35"') : '') +
    rect(-4, -300, 8, 300, '#3b3b3b') +
    ellipse(0, 0, 40, 8, '#3b3b3b') +
    `<path d="M-50 -290 L-32 -370 H32 L50 -290 Z" fill="${lit ? '#fff1c9' : shade}"/></g>`
  );
}

/**
 * Draws `body` in local coordinates inside the box, cut at its edges. A rectangular clip costs the renderer little;
 * a nested <svg> or a <pattern> costs it several times the whole picture.
 */
export function framed(x: number, y: number, w: number, h: number, body: string): string {
  const id = `clip${Math.round(x)}x${Math.round(y)}`;
  return (
    `<clipPath id="${id}"><rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"/></clipPath>` +
    `<g clip-path="url(#${id})"><g transform="translate(${r(x)} ${r(y)})">${body}</g></g>`
  );
}

/** An abstract print in a frame: a few coloured shapes, never two alike. */
export function painting(random: Random, x: number, y: number, w: number, h: number): string {
  const hue = random.between(0, 360);
  let art = rect(0, 0, w, h, paint(tone(hue, 25, 90)));
  for (let i = 0; i < 3; i++) {
    const colour = paint(tone(hue + random.between(-60, 160), random.between(35, 65), random.between(40, 70)));
    art += random.chance(0.5)
      ? circle(random.between(0.25, 0.75) * w, random.between(0.25, 0.75) * h, random.between(0.12, 0.3) * w, colour)
      : rect(
          random.between(0.05, 0.5) * w,
          random.between(0.1, 0.6) * h,
          w * random.between(0.2, 0.45),
          h * random.between(0.2, 0.4),
          colour,
        );
  }
  return rect(x - 8, y - 8, w + 16, h + 16, '#3a3330') + framed(x, y, w, h, art);
}

/** A warm evening or cool daylight cast over the whole picture. */
export function lighting(random: Random, dusk: boolean): string {
  const cast = dusk ? '#ffb35c' : random.chance(0.5) ? '#fff4d6' : '#d6ecff';
  return rect(
    0,
    0,
    W,
    H,
    cast,
    `fill-opacity="${(dusk ? random.between(0.12, 0.2) : random.between(0.04, 0.12)).toFixed(2)}"`,
  );
}
