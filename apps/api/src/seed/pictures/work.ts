// Places of work: a shop's sales floor, an open-plan office, a meeting room and a covered car park, each built on
// the same room shell as a home's rooms but furnished for their trade.
import type { Random } from '../publications/random';
import { backWindow, floorEdges, roomShell, type Room } from './interior';
import { H, W, circle, ellipse, lighting, line, paint, plant, poly, rect, svg, tone, type Tone } from './kit';

const officeWalls = [tone(0, 0, 94), tone(210, 10, 88), tone(40, 15, 88), tone(200, 20, 80)];
const floors = [tone(0, 0, 62), tone(210, 8, 50), tone(30, 20, 55), tone(25, 35, 48)];

function panelLights(room: Room, count: number, on: boolean): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = room.y0 * (0.25 + (i * 0.6) / count);
    const spread = (room.x1 - room.x0) * 0.25 + (room.y0 - y) * 1.4;
    out += rect(W / 2 - spread / 2, y, spread, 14, on ? '#fffbe6' : '#f2f2f2');
  }
  return out;
}

export function salesFloor(random: Random): string {
  const room = roomShell(random, random.pick(officeWalls), 'tiles', random.pick(floors), true);
  const width = room.x1 - room.x0;
  let body = room.body + panelLights(room, 3, true);
  const shelf = random.pick([tone(30, 35, 45), tone(0, 0, 92), tone(0, 0, 20)]);
  for (let row = 0; row < 4; row++) {
    const y = room.y0 + 80 + row * ((room.y1 - room.y0 - 140) / 4);
    body += rect(room.x0 + 20, y, width - 40, 10, paint(shelf));
    for (let x = room.x0 + 30; x < room.x1 - 60; x += random.between(36, 60)) {
      const tall = random.between(30, 60);
      body += rect(
        x,
        y - tall,
        random.between(24, 40),
        tall,
        paint(tone(random.between(0, 360), random.between(30, 60), random.between(40, 70))),
      );
    }
  }
  const counterX = random.chance(0.5) ? 60 : W - 460;
  body +=
    rect(counterX, H - 300, 400, 240, paint(tone(30, 30, 40))) +
    rect(counterX - 20, H - 320, 440, 28, paint(tone(0, 0, 90)));
  body += rect(counterX + 260, H - 390, 110, 70, '#2f2f2f') + rect(counterX + 268, H - 382, 94, 50, '#8fb3c9');
  if (random.chance(0.6)) {
    const rackX = counterX < 400 ? random.between(620, 800) : random.between(160, 340);
    body +=
      line(rackX - 160, room.y1 + 10, rackX + 160, room.y1 + 10, '#555', 8) +
      line(rackX - 150, room.y1 + 10, rackX - 150, room.y1 + 240, '#555', 8) +
      line(rackX + 150, room.y1 + 10, rackX + 150, room.y1 + 240, '#555', 8);
    for (let hx = rackX - 130; hx < rackX + 130; hx += 34)
      body += rect(hx, room.y1 + 20, 28, 150, paint(tone(random.between(0, 360), 40, 55)), 'rx="6"');
  }
  return svg(body + lighting(random, false));
}

function desk(x: number, base: number, scale: number, top: Tone, screen: boolean): string {
  return (
    `<g transform="translate(${x} ${base}) scale(${scale.toFixed(2)})">` +
    rect(-150, -120, 300, 16, paint(top)) +
    rect(-140, -104, 10, 104, '#555') +
    rect(130, -104, 10, 104, '#555') +
    (screen
      ? rect(-70, -230, 140, 90, '#1f2328') + rect(-62, -222, 124, 74, '#7aa0c4') + rect(-8, -140, 16, 20, '#333')
      : '') +
    ellipse(0, 20, 60, 12, '#2b2b2b') +
    rect(-50, -60, 100, 40, '#3b3f45', 'rx="10"') +
    rect(-50, -150, 100, 90, '#3b3f45', 'rx="14"') +
    `</g>`
  );
}

export function office(random: Random): string {
  const room = roomShell(random, random.pick(officeWalls), random.chance(0.5) ? 'tiles' : 'wood', random.pick(floors));
  const width = room.x1 - room.x0;
  let body = room.body;
  const panes = random.int(3, 4);
  const paneWidth = (width - 40 - (panes - 1) * 20) / panes;
  for (let i = 0; i < panes; i++)
    body += backWindow(
      random,
      room,
      room.x0 + 20 + i * (paneWidth + 20),
      room.y0 + 30,
      paneWidth,
      room.y1 - room.y0 - 90,
    );
  body += panelLights(room, 3, room.sky.dusk);
  const top = random.pick([tone(0, 0, 96), tone(30, 35, 60), tone(0, 0, 30)]);
  for (const [depth, offsets] of [
    [0.25, [-0.55, -0.18, 0.18, 0.55]],
    [0.75, [-0.45, 0, 0.45]],
  ] as const) {
    const y = room.y1 + (H - room.y1) * depth;
    const [left, right] = floorEdges(room, y);
    const scale = 0.7 + depth * 0.7;
    for (const offset of offsets)
      body += desk((left + right) / 2 + ((right - left) / 2) * offset, y, scale, top, random.chance(0.85));
  }
  body += plant(room.x0 - 60, room.y1 + 100, 1, '#e5e5e5', tone(120, 35, 32));
  return svg(body + lighting(random, room.sky.dusk));
}

export function meetingRoom(random: Random): string {
  const room = roomShell(random, random.pick(officeWalls), 'wood', random.pick(floors.concat([tone(30, 40, 55)])));
  const width = room.x1 - room.x0;
  let body = room.body + panelLights(room, 2, true);
  body +=
    rect(room.x0 + width * 0.3, room.y0 + 60, width * 0.4, width * 0.23, '#1c1f24') +
    rect(
      room.x0 + width * 0.31,
      room.y0 + 70,
      width * 0.38,
      width * 0.21,
      paint(tone(random.between(180, 230), 35, 45)),
    );
  if (random.chance(0.6))
    body += rect(
      room.x1 - width * 0.25,
      room.y0 + 80,
      width * 0.2,
      width * 0.15,
      '#fafafa',
      'stroke="#999" stroke-width="4"',
    );
  const wood = random.pick([tone(30, 40, 45), tone(0, 0, 95), tone(25, 35, 30)]);
  const near = H - 120;
  const far = room.y1 + 30;
  const centre = (room.x0 + room.x1) / 2;
  const halfFar = width * 0.18;
  const halfNear = width * 0.42;
  const seat = tone(random.between(0, 360), 30, 35);
  for (let k = 0; k < 4; k++) {
    const t = (k + 0.5) / 4;
    const y = far + (near - far) * t;
    const half = halfFar + (halfNear - halfFar) * t;
    const scale = 0.6 + t * 0.6;
    for (const side of [-1, 1])
      body += `<g transform="translate(${centre + side * (half + 40 * scale)} ${y}) scale(${scale.toFixed(2)})">${rect(-40, -110, 80, 90, paint(seat), 'rx="14"')}${rect(-44, -30, 88, 30, paint(seat, -8), 'rx="8"')}</g>`;
  }
  body += poly(
    [centre - halfFar, far, centre + halfFar, far, centre + halfNear, near, centre - halfNear, near],
    paint(wood),
  );
  body += poly(
    [centre - halfNear, near, centre + halfNear, near, centre + halfNear, near + 24, centre - halfNear, near + 24],
    paint(wood, -12),
  );
  return svg(body + lighting(random, false));
}

function carRear(x: number, base: number, scale: number, body: Tone): string {
  return (
    `<g transform="translate(${x} ${base}) scale(${scale.toFixed(2)})">` +
    rect(-150, -40, 50, 40, '#1d1d1d', 'rx="8"') +
    rect(100, -40, 50, 40, '#1d1d1d', 'rx="8"') +
    `<path d="M-170 -40 V-130 Q-165 -160 -120 -170 L-95 -240 Q-90 -255 -70 -255 H70 Q90 -255 95 -240 L120 -170 Q165 -160 170 -130 V-40 Z" fill="${paint(body)}"/>` +
    `<path d="M-85 -175 L-68 -235 H68 L85 -175 Z" fill="#2c3640"/>` +
    rect(-160, -140, 60, 22, '#c0392b', 'rx="6"') +
    rect(100, -140, 60, 22, '#c0392b', 'rx="6"') +
    rect(-40, -110, 80, 26, '#e8e8e8', 'rx="3"') +
    rect(-170, -70, 340, 16, paint(body, -14)) +
    `</g>`
  );
}

export function carPark(random: Random): string {
  const room = roomShell(random, tone(0, 0, random.between(70, 82)), 'tiles', tone(0, 0, random.between(45, 58)));
  const width = room.x1 - room.x0;
  let body = room.body + poly([0, 0, W, 0, room.x1, room.y0, room.x0, room.y0], '#8d9296');
  for (let i = 0; i < 3; i++) body += rect(room.x0 + width * (0.2 + i * 0.3) - 30, room.y0 + 4, 60, 10, '#fffbe6');
  for (const f of [0.2, 0.5, 0.8]) {
    const x = room.x0 + width * f;
    body += line(x, room.y1, x + (x - W / 2) * 1.6, H, '#f4f4f4', 6);
  }
  for (const side of [room.x0 + 30, room.x1 - 70])
    body +=
      rect(side, room.y0, 40, room.y1 - room.y0, '#b9bcbf') +
      Array.from({ length: 4 }, (_, i) => rect(side, room.y1 - 80 + i * 20, 40, 10, i % 2 ? '#222' : '#f1c40f')).join(
        '',
      );
  body += rect(room.x0 + width * 0.35, room.y0 + 30, width * 0.3, 40, '#2f7d32');
  body += carRear(
    room.x0 + width * 0.35,
    room.y1 + 60,
    0.9,
    random.pick([tone(0, 0, 85), tone(210, 40, 35), tone(0, 60, 40), tone(0, 0, 20), tone(200, 10, 60)]),
  );
  if (random.chance(0.6))
    body += carRear(
      room.x0 + width * 0.85 + 120,
      room.y1 + 170,
      1.3,
      random.pick([tone(0, 0, 92), tone(30, 20, 45), tone(120, 20, 30)]),
    );
  body +=
    line(0, room.y0 + 40, room.x0, room.y0 + 60, '#6f7478', 10) + circle(room.x1 + 60, room.y0 + 120, 14, '#d9534f');
  return svg(body + lighting(random, false));
}
