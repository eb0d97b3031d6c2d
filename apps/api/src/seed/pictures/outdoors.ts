// Open-air spaces of a home: a balcony over the city, a PH's rooftop terrace, a garden with its pool, a weekend
// house in its park and a quincho with its grill.
import type { Random } from '../publications/random';
import {
  H,
  W,
  circle,
  clouds,
  ellipse,
  gradientBox,
  lighting,
  line,
  near,
  paint,
  plant,
  poly,
  rect,
  skyline,
  skyOf,
  svg,
  tone,
  tree,
  type Tone,
} from './kit';

const leaves = [tone(115, 35, 35), tone(100, 38, 32), tone(125, 30, 40), tone(90, 35, 38)];

/** A bistro chair seen from the side; a negative scale turns it to face the other way. */
function chair(x: number, base: number, scale: number, colour: string): string {
  return (
    `<g transform="translate(${x} ${base}) scale(${scale} ${Math.abs(scale)})">` +
    rect(-34, -170, 12, 170, colour) +
    rect(26, -78, 12, 78, colour) +
    rect(-40, -84, 84, 14, colour, 'rx="4"') +
    rect(-34, -160, 12, 80, colour) +
    rect(-38, -172, 22, 60, colour, 'rx="6"') +
    `</g>`
  );
}

function table(x: number, base: number, scale: number, top: string): string {
  return `<g transform="translate(${x} ${base}) scale(${scale})">${ellipse(0, -90, 70, 16, top)}${rect(-4, -90, 8, 90, '#333')}${ellipse(0, 0, 30, 6, '#333')}</g>`;
}

export function balcony(random: Random): string {
  const sky = skyOf(random);
  const rail = random.between(520, 600);
  let body = gradientBox('sky', 0, 0, W, H, sky.top, sky.bottom) + clouds(random, 0, 30, W, 200, random.int(1, 4));
  body += skyline(random, 0, rail + 60, W, random.between(280, 420), sky.dusk);
  const floor = random.pick([tone(20, 45, 50), tone(30, 15, 70), tone(0, 0, 60)]);
  body += rect(0, rail + 60, W, H, paint(floor));
  for (let i = 0; i < 8; i++) body += line(i * 170 - 80, rail + 60, i * 230 - 400, H, paint(floor, -10), 3);
  body += random.chance(0.5)
    ? rect(0, rail - 120, W, 180, '#bfe3f2', 'fill-opacity="0.35"') + rect(0, rail - 130, W, 12, '#9aa4ab')
    : rect(0, rail - 130, W, 12, '#2d2d2d') +
      Array.from({ length: 40 }, (_, i) => rect(i * 32, rail - 130, 6, 190, '#2d2d2d')).join('');
  const wall = random.pick([tone(0, 0, 92), tone(30, 25, 80)]);
  body +=
    poly([0, 0, 120, 0, 120, rail + 60, 0, H], paint(wall, -6)) +
    poly([W, 0, W - 120, 0, W - 120, rail + 60, W, H], paint(wall));
  const seat = paint(tone(random.between(0, 360), 45, 45));
  body +=
    chair(random.between(380, 460), 860, 1.4, seat) +
    table(random.between(600, 680), 870, 1.5, paint(tone(30, 20, 85))) +
    chair(random.between(820, 880), 860, -1.4, seat);
  body +=
    plant(200, 880, random.between(1.0, 1.4), '#c2704a', random.pick(leaves)) +
    (random.chance(0.6) ? plant(1000, 880, random.between(0.8, 1.2), '#e0ddd5', random.pick(leaves)) : '');
  return svg(body + lighting(random, sky.dusk));
}

function parrilla(x: number, base: number, scale: number, brick: Tone): string {
  return (
    `<g transform="translate(${x} ${base}) scale(${scale})">` +
    rect(-120, -200, 240, 200, paint(brick)) +
    rect(-90, -170, 180, 90, '#2b2b2b') +
    rect(-80, -120, 160, 6, '#777') +
    poly([-120, -200, 120, -200, 50, -300, -50, -300], paint(brick, -8)) +
    rect(-30, -420, 60, 120, paint(brick, -4)) +
    Array.from({ length: 6 }, (_, i) => line(-120, -30 * i, 120, -30 * i, paint(brick, -14), 2)).join('') +
    `</g>`
  );
}

export function terrace(random: Random): string {
  const sky = skyOf(random);
  const parapet = random.between(460, 540);
  let body =
    gradientBox('sky', 0, 0, W, parapet, sky.top, sky.bottom) + clouds(random, 0, 30, W, 160, random.int(1, 3));
  for (let bx = -40; bx < W; bx += random.between(160, 260)) {
    const top = random.between(140, parapet - 60);
    body += rect(
      bx,
      top,
      random.between(140, 240),
      parapet - top,
      paint(tone(random.between(10, 50), 15, random.between(60, 78))),
    );
    if (random.chance(0.4))
      body += rect(bx + 30, top - 70, 60, 70, '#bfc5ca') + ellipse(bx + 60, top - 70, 30, 8, '#d5dadd');
  }
  const floor = random.pick([tone(15, 50, 48), tone(22, 45, 55), tone(0, 0, 70)]);
  body += rect(0, parapet, W, 80, paint(tone(30, 20, 80))) + rect(0, parapet + 80, W, H, paint(floor));
  for (let gy = parapet + 80; gy < H; gy += 50) body += line(0, gy, W, gy, paint(floor, -10), 3);
  for (let gx = -400; gx < W + 400; gx += 90)
    body += line(W / 2 + (gx - W / 2) * 0.4, parapet + 80, gx, H, paint(floor, -10), 3);
  body += parrilla(
    random.chance(0.5) ? 240 : 960,
    parapet + 260,
    random.between(0.9, 1.1),
    tone(12, 45, random.between(38, 48)),
  );
  const seat = paint(tone(random.between(0, 360), 40, 45));
  const cx = random.between(520, 700);
  body +=
    chair(cx - 140, 860, 1.2, seat) + table(cx, 870, 1.4, paint(tone(35, 30, 70))) + chair(cx + 140, 860, -1.2, seat);
  body += plant(80, 880, 1.1, '#c2704a', random.pick(leaves)) + plant(1120, 880, 0.9, '#a85a3a', random.pick(leaves));
  return svg(body + lighting(random, sky.dusk));
}

function pool(random: Random, x: number, y: number, w: number, h: number): string {
  let out =
    rect(x - 24, y - 24, w + 48, h + 48, '#e8dcc4', 'rx="18"') +
    rect(x, y, w, h, paint(tone(195, 65, random.between(48, 58))), 'rx="12"');
  for (let i = 0; i < 5; i++) {
    const wy = y + 20 + (i * (h - 40)) / 5;
    const wx = x + random.between(20, w - 160);
    out += `<path d="M${wx} ${wy} q30 -14 60 0 t60 0" fill="none" stroke="#c9f0ff" stroke-width="6" stroke-opacity="0.8"/>`;
  }
  return out;
}

function lounger(x: number, y: number, colour: string): string {
  return (
    poly([x, y, x + 160, y, x + 190, y - 60, x + 170, y - 66, x + 140, y - 14, x, y - 14], colour) +
    rect(x + 10, y, 6, 30, '#666') +
    rect(x + 140, y, 6, 30, '#666')
  );
}

export function garden(random: Random): string {
  const sky = skyOf(random);
  const ground = random.between(380, 460);
  let body =
    gradientBox('sky', 0, 0, W, ground, sky.top, sky.bottom) + clouds(random, 0, 20, W, ground * 0.4, random.int(1, 3));
  body += rect(0, ground, W, H, paint(tone(100, 45, random.between(40, 48))));
  const wall = paint(tone(random.between(25, 45), 30, random.between(80, 90)));
  const houseX = random.between(-100, 200);
  body +=
    rect(houseX, ground - 200, 700, 210, wall) +
    poly(
      [houseX - 30, ground - 195, houseX + 730, ground - 195, houseX + 700, ground - 240, houseX, ground - 240],
      paint(tone(12, 50, 38)),
    );
  for (let gx = houseX + 60; gx < houseX + 640; gx += 150)
    body +=
      rect(gx, ground - 160, 110, 160, sky.dusk ? '#f6cf86' : '#6a8aa3') + rect(gx + 52, ground - 160, 6, 160, '#fff');
  body += tree(random.between(900, 1120), ground + 20, random.between(1.1, 1.5), random.pick(leaves));
  if (random.chance(0.75))
    body += pool(random, random.between(180, 360), ground + 170, random.between(520, 640), random.between(180, 240));
  body += lounger(random.between(60, 120), H - 40, paint(tone(random.between(0, 360), 35, 85)));
  body += plant(1100, H - 10, 1.2, '#c2704a', random.pick(leaves));
  return svg(body + lighting(random, sky.dusk));
}

export function quinta(random: Random): string {
  const sky = skyOf(random);
  const horizon = random.between(380, 450);
  let body =
    gradientBox('sky', 0, 0, W, horizon, sky.top, sky.bottom) +
    clouds(random, 0, 20, W, horizon * 0.5, random.int(2, 4));
  body += rect(0, horizon, W, H, paint(tone(95, 45, random.between(40, 50))));
  for (let tx = -40; tx < W + 40; tx += random.between(60, 110))
    body += circle(
      tx,
      horizon - random.between(10, 40),
      random.between(40, 70),
      paint(near(random, tone(110, 35, 30), 10, 6)),
    );
  const houseX = random.between(300, 620);
  const roof = tone(12, 55, random.between(35, 45));
  body +=
    rect(houseX, horizon - 70, 320, 110, paint(tone(40, 30, 92))) +
    poly([houseX - 20, horizon - 66, houseX + 160, horizon - 150, houseX + 340, horizon - 66], paint(roof));
  for (const fx of [40, 130, 230]) body += rect(houseX + fx, horizon - 40, 50, 50, sky.dusk ? '#f6cf86' : '#6a8aa3');
  body += tree(random.between(80, 200), horizon + 240, random.between(1.6, 2.1), random.pick(leaves));
  body += tree(random.between(1000, 1140), horizon + 200, random.between(1.3, 1.8), random.pick(leaves));
  if (random.chance(0.7))
    body += pool(random, random.between(340, 480), horizon + 250, random.between(420, 520), random.between(130, 170));
  else
    body += `<path d="M${W / 2 - 40} ${horizon + 40} Q${W / 2 - 120} ${horizon + 260} ${W / 2 - 260} ${H} H${W / 2 + 120} Q${W / 2 + 40} ${horizon + 260} ${W / 2 + 10} ${horizon + 40} Z" fill="${paint(tone(35, 30, 70))}"/>`;
  return svg(body + lighting(random, sky.dusk));
}

export function quincho(random: Random): string {
  const sky = skyOf(random);
  const ground = random.between(560, 620);
  let body = gradientBox('sky', 0, 0, W, ground, sky.top, sky.bottom) + clouds(random, 0, 20, W, 160, random.int(1, 3));
  body += rect(0, ground, W, H, paint(tone(100, 42, random.between(40, 48))));
  body += tree(random.between(60, 140), ground, random.between(1.1, 1.4), random.pick(leaves));
  const x = random.between(220, 320);
  const width = random.between(640, 760);
  const roof = random.chance(0.5) ? tone(40, 45, 55) : tone(12, 50, 38);
  const wood = tone(28, 45, 35);
  body += poly([x - 60, 250, x + width + 60, 250, x + width - 40, 130, x + 40, 130], paint(roof));
  body += rect(x - 60, 250, width + 120, 24, paint(roof, -10));
  for (const px of [x, x + width / 2, x + width]) body += rect(px - 10, 270, 20, ground + 60 - 270, paint(wood));
  body += rect(x + 40, 274, width - 80, ground - 274 + 20, paint(tone(30, 20, 86)), 'fill-opacity="0.6"');
  body += parrilla(x + width * 0.75, ground + 40, 0.95, tone(12, 45, 42));
  const tableY = ground + 150;
  body +=
    rect(x + 40, tableY - 20, width * 0.5, 24, paint(wood, 10)) +
    rect(x + 60, tableY, 14, 100, paint(wood)) +
    rect(x + width * 0.5 + 10, tableY, 14, 100, paint(wood));
  body += rect(x + 30, tableY + 60, width * 0.52, 16, paint(wood, -6));
  return svg(body + lighting(random, sky.dusk));
}
