// Buildings seen from the street: a house (pitched, hipped or flat-roofed modern), a Buenos Aires PH between its
// neighbours, a shop front under an awning and a garage door. Walls, roofs and openings vary per picture.
import type { Random } from '../publications/random';
import {
  H,
  W,
  circle,
  clouds,
  gradientBox,
  lighting,
  line,
  paint,
  plant,
  poly,
  rect,
  skyOf,
  svg,
  tone,
  tree,
  type Tone,
} from './kit';

const houseWalls = [
  tone(40, 35, 90),
  tone(30, 45, 80),
  tone(15, 45, 62),
  tone(0, 0, 96),
  tone(200, 10, 75),
  tone(45, 50, 72),
];
const roofs = [tone(10, 55, 40), tone(15, 45, 32), tone(210, 10, 30), tone(25, 30, 45)];

function openings(x: number, y: number, w: number, h: number, frame: string, glass: string, shutters?: string): string {
  let out = rect(x - 8, y - 8, w + 16, h + 16, frame) + rect(x, y, w, h, glass) + rect(x + w / 2 - 3, y, 6, h, frame);
  out += poly([x, y, x + w * 0.45, y, x, y + h * 0.6], '#ffffff', 'fill-opacity="0.18"');
  if (shutters)
    out +=
      rect(x - 8 - w * 0.45, y - 8, w * 0.45, h + 16, shutters) + rect(x + w + 8, y - 8, w * 0.45, h + 16, shutters);
  return out;
}

function door(x: number, base: number, w: number, h: number, wood: string, arched = false): string {
  const top = base - h;
  const leaf = arched
    ? `<path d="M${x} ${base} V${top + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${top + w / 2} V${base} Z" fill="${wood}"/>`
    : rect(x, top, w, h, wood);
  return (
    leaf +
    rect(x + w * 0.15, top + h * 0.2, w * 0.7, h * 0.25, '#000', 'fill-opacity="0.12"') +
    circle(x + w * 0.82, base - h * 0.45, 6, '#d4b35a')
  );
}

function streetSky(random: Random, horizon: number) {
  const sky = skyOf(random);
  return {
    sky,
    body:
      gradientBox('sky', 0, 0, W, horizon, sky.top, sky.bottom) +
      clouds(random, 0, 20, W, horizon * 0.35, random.int(1, 4)),
  };
}

export function house(random: Random): string {
  const ground = random.between(640, 700);
  const { sky, body: back } = streetSky(random, ground);
  const style = random.pick(['gable', 'hip', 'modern'] as const);
  const wall = random.pick(houseWalls);
  const roof = random.pick(roofs);
  const storeys = style === 'modern' || random.chance(0.4) ? 2 : 1;
  const width = random.between(560, 760);
  const x = (W - width) / 2 + random.between(-120, 120);
  const height = storeys * random.between(210, 250);
  const top = ground - height;
  const frame = style === 'modern' ? '#2b2b2b' : '#ffffff';
  const glass = sky.dusk ? '#f6cf86' : paint(tone(205, 35, random.between(55, 70)));
  let body = back + rect(0, ground, W, H - ground, paint(tone(100, 40, random.between(40, 50))));
  body += tree(random.between(60, 160), ground, random.between(0.9, 1.3), tone(115, 35, 35));
  if (random.chance(0.6)) body += tree(random.between(1040, 1150), ground, random.between(0.8, 1.1), tone(100, 38, 32));
  body += rect(x, top, width, height, paint(wall));
  if (style === 'gable')
    body +=
      poly([x - 40, top + 6, x + width / 2, top - random.between(170, 230), x + width + 40, top + 6], paint(roof)) +
      rect(x + width * 0.7, top - 150, 40, 90, paint(roof, -10));
  else if (style === 'hip')
    body += poly([x - 40, top + 6, x + 80, top - 120, x + width - 80, top - 120, x + width + 40, top + 6], paint(roof));
  else {
    body += rect(x - 20, top - 20, width + 40, 24, '#3a3a3a');
    body += rect(x + width * 0.55, top, width * 0.45, height, paint(tone(28, 40, 42)));
    for (let slat = x + width * 0.55 + 12; slat < x + width; slat += 24)
      body += line(slat, top, slat, ground, paint(tone(28, 40, 34)), 3);
  }
  const storeyHeight = height / storeys;
  const doorX = x + width * random.between(0.4, 0.5);
  body += door(
    doorX,
    ground,
    90,
    180,
    paint(tone(25, 45, random.between(25, 40))),
    style === 'gable' && random.chance(0.5),
  );
  const shutters =
    style !== 'modern' && random.chance(0.5) ? paint(tone(random.pick([120, 200, 25]), 35, 38)) : undefined;
  for (let storey = 0; storey < storeys; storey++) {
    const windowTop = ground - storeyHeight * (storey + 1) + storeyHeight * 0.25;
    const wide = style === 'modern' ? 190 : 110;
    for (const fx of storey === 0 ? [0.15, 0.72] : [0.15, 0.45, 0.72])
      body += openings(x + width * fx, windowTop, wide, storeyHeight * 0.45, frame, glass, shutters);
  }
  body += poly([doorX + 10, ground, doorX + 80, ground, doorX + 150, H, doorX - 60, H], paint(tone(30, 15, 75)));
  body += random.chance(0.5)
    ? Array.from({ length: 30 }, (_, i) => rect(i * 42, ground + 120, 14, 80, '#f4f4f4')).join('') +
      rect(0, ground + 135, W, 10, '#f4f4f4')
    : plant(x - 30, ground + 30, 0.7, '#9b5a3c', tone(120, 40, 30)) +
      plant(x + width + 30, ground + 30, 0.7, '#9b5a3c', tone(120, 40, 30));
  return svg(body + lighting(random, sky.dusk));
}

/** The building line of a Buenos Aires block: the façade in the middle and a neighbour either side. */
function block(random: Random, x: number, width: number, ground: number) {
  const left = rect(
    0,
    random.between(60, 200),
    x,
    ground,
    paint(tone(random.between(0, 60), 20, random.between(60, 80))),
  );
  const right = rect(
    x + width,
    random.between(40, 220),
    W - x - width,
    ground,
    paint(tone(random.between(180, 240), 12, random.between(55, 75))),
  );
  let windows = '';
  for (const [from, to] of [
    [10, x - 10],
    [x + width + 10, W - 10],
  ])
    for (let wy = 260; wy < ground - 160; wy += 150)
      for (let wx = from + 20; wx < to - 90; wx += 130) windows += rect(wx, wy, 70, 100, '#55606b');
  return left + right + windows;
}

function sidewalk(random: Random, ground: number): string {
  let out =
    rect(0, ground, W, 120, paint(tone(30, 10, random.between(62, 72)))) +
    rect(0, ground + 120, W, 14, '#9a9a9a') +
    rect(0, ground + 134, W, H, '#4b4f54');
  for (let tx = 0; tx < W; tx += 60) out += line(tx, ground, tx - 30, ground + 120, 'rgba(0,0,0,0.12)', 2);
  return out;
}

export function phFront(random: Random): string {
  const ground = random.between(660, 720);
  const { sky, body: back } = streetSky(random, ground);
  const width = random.between(440, 540);
  const x = (W - width) / 2 + random.between(-80, 80);
  const top = random.between(120, 200);
  const wall = random.pick([
    tone(35, 45, 78),
    tone(15, 35, 70),
    tone(200, 15, 80),
    tone(45, 30, 85),
    tone(350, 25, 75),
  ]);
  let body = back + block(random, x, width, ground) + rect(x, top, width, ground - top, paint(wall));
  body +=
    rect(x - 14, top - 10, width + 28, 34, paint(wall, -12)) + rect(x - 6, top + 24, width + 12, 10, paint(wall, -6));
  for (let bx = x + 10; bx < x + width - 10; bx += 26) body += rect(bx, top - 50, 12, 40, paint(wall, -8));
  body += rect(x - 8, top - 56, width + 16, 10, paint(wall, -12));
  const floorLine = top + (ground - top) * 0.45;
  body += rect(x, floorLine, width, 16, paint(wall, -10));
  const shutter = paint(tone(random.pick([120, 25, 200]), 30, random.between(30, 45)));
  const glass = sky.dusk ? '#f6cf86' : '#5e6f80';
  body += rect(x + width * 0.3, top + 60, width * 0.4, floorLine - top - 70, shutter);
  body +=
    rect(x + width * 0.32, top + 70, width * 0.16, floorLine - top - 90, glass) +
    rect(x + width * 0.52, top + 70, width * 0.16, floorLine - top - 90, glass);
  body += rect(x + width * 0.22, floorLine - 12, width * 0.56, 12, paint(wall, -20));
  for (let rx = x + width * 0.22; rx <= x + width * 0.78; rx += 16)
    body += line(rx, floorLine - 90, rx, floorLine - 12, '#2d2d2d', 4);
  body += line(x + width * 0.22, floorLine - 90, x + width * 0.78, floorLine - 90, '#2d2d2d', 6);
  body +=
    plant(x + width * 0.27, floorLine - 12, 0.28, '#b5633f', tone(115, 40, 35)) +
    plant(x + width * 0.73, floorLine - 12, 0.28, '#b5633f', tone(115, 40, 35));
  body += door(x + width * 0.12, ground, width * 0.22, (ground - floorLine) * 0.85, paint(tone(25, 45, 30)), true);
  body += rect(x + width * 0.52, floorLine + 60, width * 0.3, (ground - floorLine) * 0.45, glass);
  for (let gx = x + width * 0.52; gx <= x + width * 0.82; gx += 18)
    body += line(gx, floorLine + 50, gx, floorLine + 70 + (ground - floorLine) * 0.45, '#222', 4);
  body += sidewalk(random, ground);
  if (random.chance(0.7))
    body +=
      rect(x + width + 60, ground - 40, 26, 190, '#5b4632') +
      circle(x + width + 73, ground - 260, 150, paint(tone(100, 35, 38)), 'fill-opacity="0.92"');
  return svg(body + lighting(random, sky.dusk));
}

function awning(x: number, y: number, w: number, colour: Tone, striped: boolean): string {
  let out = poly([x - 20, y, x + w + 20, y, x + w + 50, y + 90, x - 50, y + 90], paint(colour));
  if (striped)
    for (let sx = 0; sx < w + 40; sx += 60)
      out += poly(
        [x - 20 + sx, y, x + 10 + sx, y, x + 10 + sx * 1.08 - 26, y + 90, x - 20 + sx * 1.08 - 30, y + 90],
        '#ffffff',
        'fill-opacity="0.85"',
      );
  return out + rect(x - 50, y + 90, w + 100, 16, paint(colour, -12));
}

export function shopFront(random: Random): string {
  const ground = random.between(680, 720);
  const { sky, body: back } = streetSky(random, ground);
  const width = random.between(600, 760);
  const x = (W - width) / 2 + random.between(-80, 80);
  const wall = random.pick(houseWalls);
  let body = back + block(random, x, width, ground) + rect(x, 80, width, ground - 80, paint(wall));
  for (let wy = 130; wy < ground - 420; wy += 150)
    for (let wx = x + 40; wx < x + width - 120; wx += 160) body += openings(wx, wy, 90, 100, '#ffffff', '#607080');
  const shopTop = ground - 330;
  body += rect(x + 20, shopTop - 60, width - 40, 50, paint(random.pick(houseWalls), -25));
  body += awning(x + 40, shopTop, width - 80, tone(random.pick([0, 140, 210, 30, 330]), 55, 42), random.chance(0.6));
  const glassTop = shopTop + 106;
  const inside = sky.dusk ? '#f3d9a4' : '#d9e6ee';
  body +=
    rect(x + 40, glassTop, width - 80, ground - glassTop, '#2e2e2e') +
    rect(x + 52, glassTop + 10, width * 0.62, ground - glassTop - 20, inside);
  const shelfLeft = x + 70;
  for (let sy = glassTop + 60; sy < ground - 40; sy += 70) {
    body += rect(shelfLeft, sy, width * 0.56, 6, '#8a7a66');
    for (let item = shelfLeft + 10; item < shelfLeft + width * 0.54; item += random.between(40, 70)) {
      const tall = random.between(24, 50);
      body += rect(item, sy - tall, random.between(20, 40), tall, paint(tone(random.between(0, 360), 45, 55)));
    }
  }
  body += door(x + width * 0.7, ground - 10, width * 0.18, ground - glassTop - 30, '#9fb7c6');
  body += sidewalk(random, ground);
  return svg(body + lighting(random, sky.dusk));
}

export function garageDoor(random: Random): string {
  const ground = random.between(660, 720);
  const { sky, body: back } = streetSky(random, ground);
  const width = random.between(560, 700);
  const x = (W - width) / 2 + random.between(-60, 60);
  const wall = random.pick(houseWalls);
  let body = back + block(random, x, width, ground) + rect(x, 60, width, ground - 60, paint(wall));
  for (let wy = 110; wy < ground - 380; wy += 140)
    for (let wx = x + 40; wx < x + width - 120; wx += 150) body += openings(wx, wy, 80, 90, '#ffffff', '#607080');
  const doorTop = ground - 300;
  const doorX = x + width * 0.15;
  const doorWidth = width * 0.7;
  body += rect(doorX - 16, doorTop - 16, doorWidth + 32, 316, paint(wall, -20));
  const metal = random.pick([tone(0, 0, 70), tone(210, 10, 45), tone(30, 20, 35), tone(0, 0, 92)]);
  for (let slat = 0; doorTop + slat * 22 < ground; slat++)
    body +=
      rect(doorX, doorTop + slat * 22, doorWidth, 19, paint(metal, slat % 2 ? 4 : -4)) +
      rect(doorX, doorTop + slat * 22 + 19, doorWidth, 3, paint(metal, -18));
  body += sidewalk(random, ground);
  body += poly(
    [doorX, ground, doorX + doorWidth, ground, doorX + doorWidth + 40, ground + 120, doorX - 40, ground + 120],
    paint(tone(0, 0, 58)),
  );
  body += rect(doorX + doorWidth + 30, doorTop + 60, 30, 40, '#e3b23c');
  return svg(body + lighting(random, sky.dusk));
}
