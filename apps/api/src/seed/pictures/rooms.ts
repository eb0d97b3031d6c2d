// The living room and the bedroom: a room shell furnished around its back wall (sofa or bed, window, lamps,
// plants, a print), each piece's colour, size and side drawn from the picture's own generator.
import type { Random } from '../publications/random';
import { backWindow, curtains, homeWall, roomShell, rug, sunPatch, woodTone, type Room } from './interior';
import { ellipse, floorLamp, lighting, near, paint, painting, plant, rect, svg, tone, type Tone } from './kit';

const upholstery = [
  tone(200, 25, 40),
  tone(30, 20, 55),
  tone(150, 18, 38),
  tone(10, 45, 45),
  tone(45, 15, 72),
  tone(220, 10, 30),
  tone(90, 20, 45),
];
const accents = [
  tone(40, 80, 58),
  tone(10, 70, 60),
  tone(190, 50, 45),
  tone(330, 40, 70),
  tone(80, 40, 50),
  tone(0, 0, 96),
];

/** The window's slot on the back wall, and the free span beside it for the main piece. */
function layout(random: Random, room: Room, windowShare: number) {
  const width = room.x1 - room.x0;
  const windowWidth = width * windowShare;
  const windowLeft = random.chance(0.5);
  const windowX = windowLeft ? room.x0 + width * 0.08 : room.x1 - width * 0.08 - windowWidth;
  const free = windowLeft ? [windowX + windowWidth + 40, room.x1 - 30] : [room.x0 + 30, windowX - 40];
  return { windowX, windowWidth, windowLeft, free: free as [number, number] };
}

function sofa(random: Random, x: number, base: number, width: number, cloth: Tone): string {
  const cushions = random.int(2, 3);
  let out =
    ellipse(x + width / 2, base + 6, width / 2 + 30, 14, '#000', 'fill-opacity="0.15"') +
    rect(x, base - 190, width, 120, paint(cloth), 'rx="22"') +
    rect(x - 10, base - 90, width + 20, 70, paint(cloth, 6), 'rx="14"') +
    rect(x - 40, base - 140, 60, 125, paint(cloth, -6), 'rx="22"') +
    rect(x + width - 20, base - 140, 60, 125, paint(cloth, -6), 'rx="22"') +
    rect(x + 10, base - 22, 12, 22, '#3b2a1e') +
    rect(x + width - 22, base - 22, 12, 22, '#3b2a1e');
  for (let i = 0; i < cushions; i++) {
    const accent = random.pick(accents);
    const cx = x + ((i + 0.7) * width) / (cushions + 0.4);
    out += `<rect x="${cx - 45}" y="${base - 170}" width="90" height="80" rx="16" fill="${paint(accent)}" transform="rotate(${random.between(-8, 8).toFixed(1)} ${cx} ${base - 130})"/>`;
  }
  return out;
}

function coffeeTable(random: Random, room: Room, centre: number): string {
  const y = room.y1 + random.between(150, 200);
  const wood = woodTone(random);
  const round = random.chance(0.5);
  const top = round
    ? ellipse(centre, y, 150, 40, paint(wood, 8)) + ellipse(centre, y + 10, 150, 40, paint(wood, -8))
    : rect(centre - 170, y - 30, 340, 50, paint(wood, 6), 'rx="6"');
  const legs =
    rect(centre - 120, y + 15, 14, 80, paint(wood, -14)) + rect(centre + 106, y + 15, 14, 80, paint(wood, -14));
  const things = random.chance(0.6)
    ? rect(centre - 60, y - 50, 70, 18, paint(random.pick(accents))) +
      rect(centre - 54, y - 64, 60, 14, paint(random.pick(accents)))
    : ellipse(centre + 30, y - 22, 36, 14, paint(tone(30, 60, 55)));
  return legs + top + things;
}

/** Over the sofa: one print, a pair of small ones, or a shelf of books and a vase. */
function wallDecor(random: Random, x: number, top: number, width: number): string {
  const kind = random.pick(['print', 'pair', 'shelf'] as const);
  if (kind === 'print') return painting(random, x + width * 0.25, top, width * 0.5, random.between(110, 160));
  if (kind === 'pair')
    return (
      painting(random, x + width * 0.18, top + 20, width * 0.28, 110) +
      painting(random, x + width * 0.54, top, width * 0.28, 130)
    );
  let books = rect(x + width * 0.1, top + 120, width * 0.8, 12, paint(woodTone(random)));
  for (let bx = x + width * 0.14; bx < x + width * 0.55; bx += random.between(14, 22)) {
    const tall = random.between(60, 95);
    books += rect(bx, top + 120 - tall, 12, tall, paint(random.pick(accents.concat(upholstery))));
  }
  return books + rect(x + width * 0.66, top + 40, 44, 80, paint(tone(random.between(0, 360), 30, 70)), 'rx="18"');
}

/** An armchair close to the camera, in a front corner of the room. */
function armchair(random: Random, left: boolean): string {
  const cloth = random.pick(upholstery.concat(accents.slice(0, 3)));
  const x = left ? 40 : 900;
  return (
    `<g transform="translate(${x} 620)">` +
    rect(20, 0, 240, 190, paint(cloth, -4), 'rx="40"') +
    rect(0, 120, 280, 110, paint(cloth, 6), 'rx="26"') +
    rect(-20, 70, 70, 180, paint(cloth, -10), 'rx="30"') +
    rect(230, 70, 70, 180, paint(cloth, -10), 'rx="30"') +
    rect(30, 240, 16, 40, '#3b2a1e') +
    rect(234, 240, 16, 40, '#3b2a1e') +
    `</g>`
  );
}

export function livingRoom(random: Random): string {
  const room = roomShell(random, homeWall(random), random.chance(0.8) ? 'wood' : 'tiles', woodTone(random));
  const plan = layout(random, room, random.between(0.26, 0.36));
  const windowTop = room.y0 + random.between(40, 80);
  const windowHeight = room.y1 - windowTop - random.between(90, 170);
  const cloth = random.pick(upholstery);
  const [freeLeft, freeRight] = plan.free;
  const sofaWidth = Math.min(freeRight - freeLeft - 60, random.between(400, 520));
  const sofaX = freeLeft + 30 + random.next() * Math.max(0, freeRight - freeLeft - 60 - sofaWidth);
  const base = room.y1 + random.between(20, 45);
  let body =
    room.body +
    backWindow(random, room, plan.windowX, windowTop, plan.windowWidth, windowHeight) +
    (random.chance(0.5)
      ? curtains(plan.windowX, windowTop, plan.windowWidth, windowHeight + 80, near(random, cloth, 20, 25))
      : '') +
    sunPatch(room, plan.windowX, plan.windowWidth) +
    wallDecor(random, sofaX, room.y0 + random.between(50, 110), sofaWidth) +
    rug(
      random,
      room,
      sofaX + sofaWidth / 2,
      sofaWidth * random.between(0.9, 1.2),
      random.pick(accents.concat(upholstery)),
    );
  const lampSide = plan.windowLeft ? sofaX + sofaWidth + 80 : sofaX - 80;
  body += random.chance(0.6)
    ? floorLamp(lampSide, base, random.between(0.9, 1.1), paint(tone(40, 30, 85)), room.sky.dusk)
    : plant(lampSide, base + 10, random.between(0.8, 1.1), '#c2704a', tone(120, 35, 35));
  body += sofa(random, sofaX, base, sofaWidth, cloth);
  body += coffeeTable(random, room, sofaX + sofaWidth / 2 + random.between(-60, 60));
  if (random.chance(0.5))
    body += plant(plan.windowLeft ? room.x0 - 40 : room.x1 + 40, 880, 1.5, '#d8d2c4', tone(110, 40, 32));
  else if (random.chance(0.6)) body += armchair(random, plan.windowLeft);
  return svg(body + lighting(random, room.sky.dusk));
}

function bedsideTable(x: number, base: number, wood: Tone, lamp: Tone, lit: boolean): string {
  return (
    rect(x - 50, base - 110, 100, 110, paint(wood), 'rx="6"') +
    rect(x - 40, base - 70, 80, 4, paint(wood, -15)) +
    (lit ? ellipse(x, base - 160, 90, 70, '#ffe6a8', 'fill-opacity="0.4"') : '') +
    rect(x - 6, base - 170, 12, 60, '#444') +
    `<path d="M${x - 36} ${base - 160} L${x - 24} ${base - 215} H${x + 24} L${x + 36} ${base - 160} Z" fill="${lit ? '#fff1c9' : paint(lamp)}"/>`
  );
}

function bed(random: Random, room: Room, centre: number, width: number): string {
  const base = room.y1 + 10;
  const front = base + random.between(220, 280);
  const spread = (front - base) * 0.35;
  const duvet = random.pick([
    tone(0, 0, 96),
    tone(210, 30, 75),
    tone(30, 35, 80),
    tone(150, 15, 70),
    tone(350, 30, 80),
    tone(45, 40, 70),
  ]);
  const headboard = random.pick(upholstery);
  const left = centre - width / 2;
  return (
    rect(left - 20, base - 230, width + 40, 230, paint(headboard), 'rx="24"') +
    `<polygon points="${left},${base - 40} ${left + width},${base - 40} ${left + width + spread},${front} ${left - spread},${front}" fill="${paint(duvet)}"/>` +
    rect(left - spread - 6, front, width + spread * 2 + 12, 60, paint(duvet, -10), 'rx="8"') +
    `<polygon points="${left},${base + 30} ${left + width},${base + 30} ${left + width + spread * 0.45},${base + 110} ${left - spread * 0.45},${base + 110}" fill="${paint(near(random, duvet, 30, 20), -14)}"/>` +
    rect(left + 20, base - 110, width / 2 - 35, 70, '#fbfbf8', 'rx="26"') +
    rect(centre + 15, base - 110, width / 2 - 35, 70, '#fbfbf8', 'rx="26"') +
    rect(left + width / 2 - 70, base - 80, 140, 60, paint(random.pick(accents)), 'rx="18"')
  );
}

export function bedroom(random: Random): string {
  const room = roomShell(random, homeWall(random), random.chance(0.85) ? 'wood' : 'tiles', woodTone(random));
  const width = room.x1 - room.x0;
  const bedWidth = width * random.between(0.42, 0.5);
  const centre = room.x0 + width * random.between(0.45, 0.6);
  const windowLeft = centre - room.x0 > room.x1 - centre;
  const windowWidth = Math.min(
    random.between(170, 240),
    (windowLeft ? centre - bedWidth / 2 - room.x0 : room.x1 - centre - bedWidth / 2) - 70,
  );
  const windowX = windowLeft ? room.x0 + 35 : room.x1 - 35 - windowWidth;
  const windowTop = room.y0 + random.between(30, 60);
  const wood = woodTone(random);
  const lamp = tone(random.between(20, 60), 35, 80);
  let body = room.body;
  if (windowWidth > 90) {
    body += backWindow(random, room, windowX, windowTop, windowWidth, room.y1 - windowTop - 250);
    body += curtains(windowX, windowTop, windowWidth, room.y1 - windowTop - 120, tone(random.between(0, 360), 20, 80));
    body += sunPatch(room, windowX, windowWidth);
  }
  body += random.chance(0.6)
    ? painting(random, centre - bedWidth * 0.3, room.y0 + 40, bedWidth * 0.6, random.between(100, 140))
    : rect(centre - bedWidth * 0.45, room.y0 + 100, bedWidth * 0.9, 10, paint(wood)) +
      painting(random, centre - 110, room.y0 + 20, 90, 70) +
      painting(random, centre + 20, room.y0 + 30, 70, 60);
  body += rug(random, room, centre, bedWidth * 1.3, random.pick(accents));
  body += bed(random, room, centre, bedWidth);
  body += bedsideTable(centre - bedWidth / 2 - 90, room.y1 + 20, wood, lamp, room.sky.dusk);
  body += bedsideTable(centre + bedWidth / 2 + 90, room.y1 + 20, wood, lamp, room.sky.dusk);
  if (random.chance(0.4))
    body += plant(windowLeft ? room.x1 + 60 : room.x0 - 60, 860, 1.4, '#e0ddd5', tone(100, 35, 34));
  return svg(body + lighting(random, room.sky.dusk));
}
