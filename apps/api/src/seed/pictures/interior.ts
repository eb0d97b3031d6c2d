// A room seen from its doorway in one-point perspective: the back wall somewhere in the middle (its size and place
// set the room's depth and the camera's angle), side walls, ceiling and a wooden or tiled floor, and a window on the
// back wall that shows the sky, the city or trees. Every interior scene starts from one.
import type { Random } from '../publications/random';
import {
  H,
  W,
  clouds,
  framed,
  gradientBox,
  paint,
  poly,
  rect,
  skyline,
  skyOf,
  tone,
  tree,
  type Sky,
  type Tone,
} from './kit';

export type Room = {
  /** The back wall's corners. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  sky: Sky;
  /** Which side the daylight comes from: that side wall is the lit one. */
  lit: 'left' | 'right';
  body: string;
};

export type FloorKind = 'wood' | 'tiles';

/** The floor's left and right edges at height y (they run from the back wall's corners to the picture's). */
export function floorEdges(room: Room, y: number): [number, number] {
  const t = (y - room.y1) / (H - room.y1);
  return [room.x0 - room.x0 * t - 260 * t, room.x1 + (W - room.x1) * t + 260 * t];
}

function planks(room: Room, floor: Tone, count: number): string {
  let out = '';
  const bottomLeft = -260;
  const bottomRight = W + 260;
  for (let i = 0; i < count; i++) {
    const a = i / count;
    const b = (i + 1) / count;
    const top = (f: number) => room.x0 + (room.x1 - room.x0) * f;
    const bottom = (f: number) => bottomLeft + (bottomRight - bottomLeft) * f;
    out += poly([top(a), room.y1, top(b), room.y1, bottom(b), H, bottom(a), H], paint(floor, i % 2 ? 3 : -3));
  }
  return out;
}

function tiles(room: Room, floor: Tone, count: number): string {
  let out = poly([room.x0, room.y1, room.x1, room.y1, W + 260, H, -260, H], paint(floor));
  const grout = paint(floor, -12);
  for (let i = 0; i <= count; i++) {
    const f = i / count;
    out += `<line x1="${room.x0 + (room.x1 - room.x0) * f}" y1="${room.y1}" x2="${-260 + (W + 520) * f}" y2="${H}" stroke="${grout}" stroke-width="3"/>`;
  }
  for (let k = 1; k < 7; k++) {
    const y = room.y1 + (H - room.y1) * Math.pow(k / 7, 1.5);
    const [left, right] = floorEdges(room, y);
    out += `<line x1="${left}" y1="${y}" x2="${right}" y2="${y}" stroke="${grout}" stroke-width="3"/>`;
  }
  return out;
}

/** `close`: the camera nearer the back wall, for rooms whose interest is on it (a kitchen's run, a bathroom's basin). */
export function roomShell(random: Random, wall: Tone, floorKind: FloorKind, floor: Tone, close = false): Room {
  const width = close ? random.between(780, 900) : random.between(600, 820);
  const height = close ? random.between(540, 610) : random.between(420, 520);
  const x0 = (W - width) / 2 + random.between(-150, 150) * (close ? 0.6 : 1);
  const y0 = close ? random.between(50, 100) : random.between(90, 170);
  const room: Room = {
    x0,
    y0,
    x1: x0 + width,
    y1: y0 + height,
    sky: skyOf(random),
    lit: random.chance(0.5) ? 'left' : 'right',
    body: '',
  };
  const side = (which: 'left' | 'right') => paint(wall, which === room.lit ? 3 : -9);
  room.body =
    poly([0, 0, W, 0, room.x1, y0, x0, y0], paint(wall, 6)) +
    poly([0, 0, x0, y0, x0, room.y1, 0, H], side('left')) +
    poly([W, 0, W, H, room.x1, room.y1, room.x1, y0], side('right')) +
    rect(x0, y0, width, height, paint(wall)) +
    (floorKind === 'wood' ? planks(room, floor, random.int(9, 14)) : tiles(room, floor, random.int(6, 9))) +
    rect(x0, room.y1 - 12, width, 12, paint(wall, -14));
  return room;
}

/** A window on the back wall: frame, mullions, and what is outside (the city, trees or open sky). */
export function backWindow(random: Random, room: Room, x: number, y: number, w: number, h: number): string {
  const frame = random.pick(['#ffffff', '#2f2f2f', '#7a5a3c']);
  const view = random.pick(['city', 'trees', 'sky'] as const);
  const id = `window${Math.round(x)}`;
  let outside = gradientBox(`${id}sky`, 0, 0, w, h, room.sky.top, room.sky.bottom);
  if (view === 'city') outside += skyline(random, 0, h + 10, w, h * 0.7, room.sky.dusk);
  else if (view === 'trees')
    outside +=
      tree(w * 0.3, h * 0.95, (h / 380) * 1.1, tone(120, 35, 38)) + tree(w * 0.8, h, h / 400, tone(105, 38, 34));
  else outside += clouds(random, 0, h * 0.1, w, h * 0.5, 3);
  const bars = w > 260 ? 2 : 1;
  let mullions = '';
  for (let i = 1; i <= bars; i++) mullions += rect((w / (bars + 1)) * i - 5, 0, 10, h, frame);
  if (random.chance(0.5)) mullions += rect(0, h * 0.38, w, 9, frame);
  return (
    rect(x - 16, y - 16, w + 32, h + 32, frame) +
    framed(x, y, w, h, outside + mullions) +
    rect(x - 24, y + h + 10, w + 48, 14, paint(tone(0, 0, 92)))
  );
}

/** Curtains either side of a window. */
export function curtains(x: number, y: number, w: number, h: number, cloth: Tone): string {
  const fold = (left: number, dir: number) =>
    `<path d="M${left} ${y - 40} h${dir * 70} q${dir * -20} ${h / 2} ${dir * 10} ${h + 60} h${dir * -80} Z" fill="${paint(cloth)}"/>`;
  return rect(x - 60, y - 52, w + 120, 10, '#4a4a4a') + fold(x - 50, 1) + fold(x + w + 50, -1);
}

/** The patch of sun a window throws on the floor in daytime. */
export function sunPatch(room: Room, x: number, w: number): string {
  if (room.sky.dusk) return '';
  const lean = room.lit === 'left' ? 160 : -160;
  return poly(
    [x, room.y1 + 8, x + w, room.y1 + 8, x + w + lean, room.y1 + 190, x + lean, room.y1 + 190],
    '#fffbe8',
    'fill-opacity="0.22"',
  );
}

/** A rug lying on the floor in front of the back wall, in perspective. */
export function rug(random: Random, room: Room, centre: number, width: number, colour: Tone): string {
  const top = room.y1 + random.between(70, 110);
  const bottom = top + random.between(150, 220);
  const spread = (bottom - top) * 0.35;
  const pattern = paint(colour, random.chance(0.5) ? 18 : -18);
  return (
    poly(
      [
        centre - width / 2,
        top,
        centre + width / 2,
        top,
        centre + width / 2 + spread,
        bottom,
        centre - width / 2 - spread,
        bottom,
      ],
      paint(colour),
    ) +
    poly(
      [
        centre - width / 2 + 30,
        top + 18,
        centre + width / 2 - 30,
        top + 18,
        centre + width / 2 + spread - 40,
        bottom - 20,
        centre - width / 2 - spread + 40,
        bottom - 20,
      ],
      'none',
      `stroke="${pattern}" stroke-width="8"`,
    )
  );
}

/** The walls' colours a home is painted in. */
export function homeWall(random: Random): Tone {
  return random.pick([
    tone(40, 30, 92),
    tone(35, 14, 86),
    tone(95, 16, 80),
    tone(15, 38, 88),
    tone(205, 28, 88),
    tone(25, 40, 78),
    tone(0, 0, 95),
  ]);
}

/** Oak, walnut or light ash. */
export function woodTone(random: Random): Tone {
  return random.pick([tone(32, 45, 58), tone(25, 40, 38), tone(38, 35, 72), tone(28, 50, 48)]);
}
