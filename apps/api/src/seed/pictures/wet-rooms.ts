// The kitchen and the bathroom: cabinets, counter, hob and fridge along the back wall, sometimes an island with
// stools; tiles, basin and mirror, a shower or a tub. Finishes and layout come from the picture's generator.
import type { Random } from '../publications/random';
import { backWindow, homeWall, roomShell, sunPatch, woodTone, type Room } from './interior';
import { circle, ellipse, line, lighting, paint, plant, rect, svg, tone, type Tone } from './kit';

const fronts = [
  tone(0, 0, 97),
  tone(200, 20, 35),
  tone(150, 15, 45),
  tone(32, 40, 55),
  tone(0, 0, 25),
  tone(40, 25, 82),
  tone(350, 20, 60),
];
const counters = [tone(0, 0, 90), tone(0, 0, 22), tone(30, 20, 60), tone(40, 10, 75)];

function tileGrid(x: number, y: number, w: number, h: number, size: number, fill: Tone): string {
  let out = rect(x, y, w, h, paint(fill));
  const grout = paint(fill, -10);
  for (let gx = x + size; gx < x + w; gx += size) out += line(gx, y, gx, y + h, grout, 2);
  for (let gy = y + size / 2; gy < y + h; gy += size / 2) out += line(x, gy, x + w, gy, grout, 2);
  return out;
}

function cabinets(x: number, top: number, w: number, h: number, front: Tone, doors: number): string {
  let out = rect(x, top, w, h, paint(front));
  for (let i = 0; i < doors; i++) {
    const dx = x + (w / doors) * i;
    out += rect(
      dx + 4,
      top + 4,
      w / doors - 8,
      h - 8,
      paint(front, 4),
      `stroke="${paint(front, -10)}" stroke-width="2"`,
    );
    out += rect(dx + w / doors / 2 - 16, top + 14, 32, 5, '#8a8a8a');
  }
  return out;
}

function pendant(x: number, drop: number, shade: string, lit: boolean): string {
  return (
    line(x, 0, x, drop, '#333', 3) +
    (lit ? ellipse(x, drop + 40, 70, 50, '#ffe6a8', 'fill-opacity="0.35"') : '') +
    `<path d="M${x - 40} ${drop + 36} Q${x} ${drop - 20} ${x + 40} ${drop + 36} Z" fill="${shade}"/>`
  );
}

export function kitchen(random: Random): string {
  const room = roomShell(
    random,
    homeWall(random),
    'tiles',
    random.pick([tone(30, 10, 80), tone(0, 0, 70), tone(25, 35, 60), tone(200, 8, 55)]),
    true,
  );
  const front = random.pick(fronts);
  const counter = random.pick(counters);
  const width = room.x1 - room.x0;
  const base = room.y1;
  const counterTop = base - 190;
  const fridgeLeft = random.chance(0.5);
  const fridgeWidth = 130;
  const runLeft = fridgeLeft ? room.x0 + fridgeWidth + 10 : room.x0;
  const runWidth = width - fridgeWidth - 10;
  const windowOver = random.chance(0.5);
  const sinkX = runLeft + runWidth * random.between(0.2, 0.35);
  const hobX = runLeft + runWidth * random.between(0.6, 0.78);
  let body =
    room.body +
    tileGrid(
      runLeft,
      counterTop - 170,
      runWidth,
      170,
      random.pick([40, 60, 80]),
      random.pick([tone(0, 0, 96), tone(190, 30, 80), tone(30, 40, 85), tone(150, 20, 78)]),
    );
  body += windowOver
    ? backWindow(random, room, sinkX - 110, room.y0 + 50, 220, counterTop - room.y0 - 230) +
      sunPatch(room, sinkX - 110, 220)
    : '';
  const uppers = windowOver
    ? [
        [runLeft, sinkX - 150],
        [sinkX + 150, runLeft + runWidth],
      ]
    : [[runLeft, runLeft + runWidth]];
  for (const [from, to] of uppers)
    if (to - from > 80)
      body += cabinets(
        from,
        room.y0 + 30,
        to - from,
        counterTop - room.y0 - 230,
        front,
        Math.max(1, Math.round((to - from) / 110)),
      );
  body += cabinets(
    runLeft,
    counterTop + 20,
    runWidth,
    base - counterTop - 20,
    front,
    Math.max(2, Math.round(runWidth / 110)),
  );
  body += rect(runLeft - 8, counterTop, runWidth + 16, 22, paint(counter));
  body += rect(sinkX - 60, counterTop + 2, 120, 12, paint(tone(0, 0, 70)));
  body += `<path d="M${sinkX + 30} ${counterTop} V${counterTop - 70} Q${sinkX + 30} ${counterTop - 95} ${sinkX} ${counterTop - 95} Q${sinkX - 20} ${counterTop - 95} ${sinkX - 20} ${counterTop - 70}" fill="none" stroke="#9aa0a6" stroke-width="8"/>`;
  body +=
    rect(hobX - 80, counterTop - 6, 160, 8, '#222') +
    circle(hobX - 40, counterTop - 6, 4, '#555') +
    circle(hobX + 40, counterTop - 6, 4, '#555');
  body +=
    `<path d="M${hobX - 90} ${counterTop - 230} H${hobX + 90} L${hobX + 30} ${counterTop - 300} H${hobX - 30} Z" fill="#b9bec4"/>` +
    rect(hobX - 26, room.y0, 52, counterTop - 300 - room.y0, '#aab0b6');
  const fridgeX = fridgeLeft ? room.x0 : room.x1 - fridgeWidth;
  body +=
    rect(fridgeX, room.y0 + 40, fridgeWidth, base - room.y0 - 40, '#c9ced3') +
    line(fridgeX, base - 230, fridgeX + fridgeWidth, base - 230, '#9ca3a9', 3) +
    rect(fridgeLeft ? fridgeX + fridgeWidth - 22 : fridgeX + 14, base - 330, 8, 80, '#7d848a');
  if (random.chance(0.6)) body += plant(sinkX + 110, counterTop, 0.35, '#c2704a', tone(110, 40, 35));
  body += ellipse(hobX - 140, counterTop - 14, 40, 14, paint(tone(random.between(0, 60), 70, 55)));
  if (random.chance(0.55)) body += island(random, room, front, counter);
  return svg(body + lighting(random, room.sky.dusk));
}

function island(random: Random, room: Room, front: Tone, counter: Tone): string {
  const centre = (room.x0 + room.x1) / 2 + random.between(-80, 80);
  const width = (room.x1 - room.x0) * random.between(0.55, 0.75);
  const top = room.y1 + random.between(50, 90);
  const lit = room.sky.dusk;
  const shade = paint(random.pick([tone(0, 0, 15), tone(40, 60, 55), tone(190, 30, 40)]));
  let out = pendant(centre - width / 4, top - 300, shade, lit) + pendant(centre + width / 4, top - 300, shade, lit);
  out += cabinets(centre - width / 2, top + 24, width, 900 - top, front, Math.round(width / 140));
  out += rect(centre - width / 2 - 20, top, width + 40, 28, paint(counter));
  const wood = woodTone(random);
  for (const offset of [-0.3, 0, 0.3]) {
    const sx = centre + width * offset;
    out +=
      line(sx - 30, top + 110, sx - 40, 900, paint(wood, -15), 8) +
      line(sx + 30, top + 110, sx + 40, 900, paint(wood, -15), 8);
    out += ellipse(sx, top + 110, 55, 16, paint(wood));
  }
  return out;
}

export function bathroom(random: Random): string {
  const tile = random.pick([tone(0, 0, 95), tone(190, 25, 85), tone(150, 15, 82), tone(30, 25, 86), tone(210, 10, 40)]);
  const room = roomShell(
    random,
    homeWall(random),
    'tiles',
    random.pick([tone(0, 0, 80), tone(30, 15, 65), tone(0, 0, 35)]),
    true,
  );
  const width = room.x1 - room.x0;
  let body =
    room.body +
    tileGrid(
      room.x0,
      room.y0 + (room.y1 - room.y0) * 0.35,
      width,
      (room.y1 - room.y0) * 0.65 - 12,
      random.pick([50, 70]),
      tile,
    );
  const vanityLeft = random.chance(0.5);
  const vanityX = vanityLeft ? room.x0 + width * 0.08 : room.x1 - width * 0.08 - 260;
  const base = room.y1;
  const wood = woodTone(random);
  body +=
    rect(vanityX, base - 170, 260, 150, paint(wood)) +
    rect(vanityX + 10, base - 160, 115, 130, paint(wood, 5)) +
    rect(vanityX + 135, base - 160, 115, 130, paint(wood, 5));
  body += rect(vanityX - 10, base - 190, 280, 22, '#f4f4f2') + ellipse(vanityX + 130, base - 190, 70, 12, '#dfe4e8');
  body +=
    line(vanityX + 130, base - 190, vanityX + 130, base - 235, '#9aa0a6', 8) +
    line(vanityX + 130, base - 235, vanityX + 100, base - 235, '#9aa0a6', 8);
  body += random.chance(0.5)
    ? ellipse(vanityX + 130, base - 390, 100, 120, '#cfd8dc', `stroke="${paint(wood, -10)}" stroke-width="10"`)
    : rect(vanityX + 20, base - 500, 220, 230, '#cfd8dc', `stroke="#8a8f94" stroke-width="6"`);
  const otherX = vanityLeft ? vanityX + 330 : room.x0 + width * 0.08;
  const otherWidth = vanityLeft ? room.x1 - otherX - 20 : vanityX - otherX - 70;
  if (random.chance(0.5)) {
    body +=
      rect(otherX, base - 140, otherWidth, 140, '#fbfbfb', `stroke="#d5dadd" stroke-width="6" rx="20"`) +
      rect(otherX + 20, base - 150, otherWidth - 40, 24, '#e6ecef', 'rx="10"');
    body += line(otherX + otherWidth - 40, base - 150, otherX + otherWidth - 40, base - 210, '#9aa0a6', 8);
  } else {
    body +=
      rect(otherX, room.y0 + 60, otherWidth, base - room.y0 - 60, '#d8eef7', 'fill-opacity="0.55"') +
      rect(otherX, room.y0 + 60, 8, base - room.y0 - 60, '#9aa0a6');
    body +=
      circle(otherX + otherWidth / 2, room.y0 + 120, 30, '#9aa0a6') +
      line(otherX + otherWidth / 2, room.y0 + 60, otherX + otherWidth / 2, room.y0 + 90, '#9aa0a6', 8);
  }
  const towel = paint(tone(random.between(0, 360), 40, 70));
  body += rect(vanityLeft ? vanityX + 280 : vanityX - 90, base - 330, 70, 130, towel, 'rx="6"');
  if (random.chance(0.5))
    body += plant(vanityLeft ? room.x1 + 40 : room.x0 - 40, 880, 1.2, '#eeeeee', tone(130, 30, 32));
  return svg(body + lighting(random, room.sky.dusk));
}
