// Land: an empty plot behind its wire fence (from inside and from the street), and the country: crop rows running
// to the horizon with a windmill, cattle on pasture, and the farmhouse under its eucalyptus.
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
  poly,
  rect,
  skyOf,
  svg,
  tone,
  tree,
  type Tone,
} from './kit';

function fence(from: number, to: number, base: number, height: number, spacing: number): string {
  let out = '';
  for (let x = from; x <= to; x += spacing) out += rect(x - 5, base - height, 10, height, '#7a5a3a');
  for (let k = 1; k <= 3; k++)
    out += line(from, base - (height * k) / 3.4, to, base - (height * k) / 3.4, '#5e5e5e', 2);
  return out;
}

function neighbours(random: Random, horizon: number): string {
  let out = '';
  for (let x = -60; x < W; x += random.between(220, 340)) {
    const width = random.between(150, 220);
    const height = random.between(60, 110);
    out += rect(x, horizon - height, width, height, paint(tone(random.between(20, 50), 25, random.between(75, 88))));
    out += poly(
      [x - 10, horizon - height, x + width / 2, horizon - height - 50, x + width + 10, horizon - height],
      paint(tone(12, 45, random.between(35, 45))),
    );
  }
  return out;
}

export function plot(random: Random): string {
  const sky = skyOf(random);
  const horizon = random.between(360, 440);
  let body =
    gradientBox('sky', 0, 0, W, horizon, sky.top, sky.bottom) +
    clouds(random, 0, 20, W, horizon * 0.5, random.int(1, 4));
  body += neighbours(random, horizon + 6);
  for (let x = 0; x < W; x += random.between(90, 200))
    body += tree(x, horizon + 20, random.between(0.4, 0.7), near(random, tone(110, 35, 35), 15, 6));
  const grass = tone(random.between(70, 100), 40, random.between(45, 55));
  body += rect(0, horizon, W, H, paint(grass));
  for (let i = 0; i < 14; i++)
    body += ellipse(
      random.between(0, W),
      random.between(horizon + 60, H),
      random.between(60, 160),
      random.between(10, 30),
      paint(tone(30, 30, random.between(45, 60))),
      'fill-opacity="0.55"',
    );
  for (let i = 0; i < 40; i++) {
    const x = random.between(0, W);
    const y = random.between(horizon + 30, H);
    body += line(x, y, x + random.between(-8, 8), y - 10 - ((y - horizon) / (H - horizon)) * 24, paint(grass, -12), 3);
  }
  body += fence(-20, W + 20, H - 40, random.between(150, 200), random.between(120, 180));
  if (random.chance(0.5))
    body +=
      rect(random.between(700, 900), horizon + 60, 10, 160, '#555') +
      rect(random.between(900, 1000), horizon + 60, 10, 160, '#555') +
      rect(random.between(680, 720), horizon + 20, 340, 80, '#f2f2f2', 'fill-opacity="0.9"');
  return svg(body + lighting(random, sky.dusk));
}

export function plotFromStreet(random: Random): string {
  const sky = skyOf(random);
  const ground = random.between(520, 580);
  let body = gradientBox('sky', 0, 0, W, ground, sky.top, sky.bottom) + clouds(random, 0, 20, W, 200, random.int(1, 3));
  body += rect(
    0,
    ground - random.between(260, 340),
    random.between(180, 260),
    W,
    paint(tone(random.between(10, 50), 20, 75)),
  );
  body += rect(
    W - random.between(180, 260),
    ground - random.between(220, 320),
    300,
    W,
    paint(tone(random.between(180, 220), 10, 72)),
  );
  body += rect(0, ground, W, 200, paint(tone(80, 40, random.between(45, 52))));
  for (let i = 0; i < 8; i++)
    body += ellipse(
      random.between(200, 1000),
      random.between(ground + 20, ground + 180),
      random.between(50, 120),
      14,
      paint(tone(30, 30, 52)),
      'fill-opacity="0.5"',
    );
  body += fence(200, 1000, ground + 200, 140, 100);
  body +=
    rect(0, ground + 200, W, 90, paint(tone(30, 10, 70))) +
    rect(0, ground + 290, W, 12, '#9a9a9a') +
    rect(0, ground + 302, W, H, '#4b4f54');
  body += tree(random.between(500, 800), ground + 230, random.between(0.9, 1.2), tone(100, 35, 38));
  body += rect(1040, ground - 120, 12, 400, '#3d3d3d') + rect(1000, ground - 130, 90, 16, '#3d3d3d');
  return svg(body + lighting(random, sky.dusk));
}

function windmill(x: number, base: number, scale: number): string {
  let blades = '';
  for (let i = 0; i < 12; i++) {
    const angle = (i * Math.PI) / 6;
    blades += line(0, -300, Math.cos(angle) * 70, -300 + Math.sin(angle) * 70, '#d8d8d8', 6);
  }
  return (
    `<g transform="translate(${x} ${base}) scale(${scale.toFixed(2)})">` +
    line(-60, 0, -6, -290, '#6b6b6b', 6) +
    line(60, 0, 6, -290, '#6b6b6b', 6) +
    line(-45, -80, 45, -80, '#6b6b6b', 4) +
    line(-30, -170, 30, -170, '#6b6b6b', 4) +
    blades +
    circle(0, -300, 12, '#8a8a8a') +
    poly([10, -304, 110, -320, 110, -284, 10, -296], '#cfcfcf') +
    rect(80, -70, 110, 70, '#9aa3aa') +
    ellipse(135, -70, 55, 10, '#b7bec4') +
    `</g>`
  );
}

export function farmland(random: Random): string {
  const sky = skyOf(random);
  const horizon = random.between(330, 480);
  let body =
    gradientBox('sky', 0, 0, W, horizon, sky.top, sky.bottom) +
    clouds(random, 0, 20, W, horizon * 0.6, random.int(2, 5));
  for (let x = -40; x < W + 40; x += random.between(30, 60))
    if (random.chance(0.6))
      body += circle(x, horizon - 10, random.between(16, 34), paint(tone(110, 30, random.between(24, 32))));
  const crops = [tone(random.between(45, 60), 60, 55), tone(100, 45, 42), tone(30, 35, 45), tone(80, 50, 48)];
  body += rect(0, horizon, W, H - horizon, paint(crops[1]));
  const vanish = random.between(300, 900);
  const rows = random.int(14, 22);
  for (let i = 0; i < rows; i++) {
    const a = -1400 + ((W + 2800) * i) / rows;
    const b = -1400 + ((W + 2800) * (i + 1)) / rows;
    const field = crops[Math.floor(i / (rows / 3)) % crops.length];
    body += poly([vanish, horizon, a, H, b, H], paint(field, i % 2 ? 4 : -4));
  }
  body += rect(0, horizon, W, 14, paint(crops[0], -10), 'fill-opacity="0.5"');
  body += windmill(
    random.between(120, 380) + (vanish > 600 ? 0 : 620),
    horizon + random.between(40, 120),
    random.between(0.7, 1.1),
  );
  body += fence(-20, W + 20, H - 30, 110, 160);
  return svg(body + lighting(random, sky.dusk));
}

function cow(x: number, base: number, scale: number, hide: Tone, spotted: boolean, facing: 1 | -1): string {
  const coat = paint(hide);
  const spots = spotted ? ellipse(10, -120, 40, 28, '#f4f4f4') + ellipse(-60, -100, 24, 20, '#f4f4f4') : '';
  return (
    `<g transform="translate(${x} ${base}) scale(${(scale * facing).toFixed(2)} ${scale.toFixed(2)})">` +
    rect(-90, -70, 18, 70, coat) +
    rect(-60, -70, 18, 70, coat) +
    rect(40, -70, 18, 70, coat) +
    rect(70, -70, 18, 70, coat) +
    rect(-100, -160, 200, 100, coat, 'rx="40"') +
    spots +
    `<path d="M90 -150 L150 -170 Q175 -150 165 -110 L120 -100 Z" fill="${coat}"/>` +
    ellipse(160, -112, 16, 12, '#e8b4a0') +
    line(140, -168, 128, -190, '#e6dccb', 6) +
    line(-100, -140, -118, -90, coat, 6) +
    `</g>`
  );
}

export function cattle(random: Random): string {
  const sky = skyOf(random);
  const horizon = random.between(340, 420);
  let body =
    gradientBox('sky', 0, 0, W, horizon, sky.top, sky.bottom) +
    clouds(random, 0, 20, W, horizon * 0.5, random.int(2, 4));
  body += rect(0, horizon, W, H, paint(tone(random.between(80, 100), 45, random.between(42, 50))));
  body += tree(random.between(100, 1100), horizon + 40, random.between(0.8, 1.2), tone(110, 35, 30));
  const herd = random.int(3, 6);
  for (let i = 0; i < herd; i++) {
    const depth = random.between(0, 1);
    const hide = random.pick([tone(0, 0, 12), tone(20, 45, 30), tone(25, 35, 45), tone(30, 30, 18)]);
    body += cow(
      random.between(80, 1120),
      horizon + 80 + depth * 380,
      0.45 + depth * 0.9,
      hide,
      random.chance(0.4),
      random.chance(0.5) ? 1 : -1,
    );
  }
  body += fence(-20, W + 20, horizon + 40, 50, 60);
  return svg(body + lighting(random, sky.dusk));
}

export function farmhouse(random: Random): string {
  const sky = skyOf(random);
  const ground = random.between(540, 620);
  let body = gradientBox('sky', 0, 0, W, ground, sky.top, sky.bottom) + clouds(random, 0, 20, W, 200, random.int(1, 4));
  body += rect(0, ground, W, H, paint(tone(85, 40, random.between(42, 50))));
  for (let i = 0; i < 5; i++) {
    const x = random.between(0, W);
    body +=
      rect(x - 10, ground - random.between(300, 420), 20, random.between(300, 420), '#8c7b6a') +
      ellipse(
        x,
        ground - random.between(360, 440),
        random.between(60, 90),
        random.between(110, 150),
        paint(tone(120, 20, random.between(32, 42))),
      );
  }
  const x = random.between(260, 520);
  const width = random.between(420, 520);
  body += rect(x, ground - 170, width, 180, paint(tone(40, 20, 94)));
  body += poly(
    [x - 40, ground - 165, x + width + 40, ground - 165, x + width, ground - 250, x, ground - 250],
    paint(tone(random.pick([0, 12, 200]), 35, random.between(35, 45))),
  );
  for (let gx = x + 30; gx < x + width - 60; gx += 110)
    body +=
      rect(gx, ground - 120, 60, 70, '#5d7283') +
      rect(gx - 14, ground - 120, 14, 70, '#3f6b47') +
      rect(gx + 60, ground - 120, 14, 70, '#3f6b47');
  body += `<path d="M${x + width / 2 - 30} ${ground + 10} Q${x + width / 2 - 80} ${ground + 200} ${x + width / 2 - 220} ${H} H${x + width / 2 + 160} Q${x + width / 2 + 40} ${ground + 200} ${x + width / 2 + 30} ${ground + 10} Z" fill="${paint(tone(30, 30, 62))}"/>`;
  body += windmill(random.chance(0.5) ? 140 : 1040, ground + 40, 0.8);
  return svg(body + lighting(random, sky.dusk));
}
