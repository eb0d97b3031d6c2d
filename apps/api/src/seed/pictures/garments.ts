// Garment silhouettes, one or more per clothing category, drawn around the centre of the 1200 × 900 canvas: the
// listing's title picks the shape ('Mochila' draws a backpack, 'Short' shorts) and its first colour the fill.
import type { Random } from '../publications/random';
import { circle, ellipse, line, rect } from './kit';

/** `base`: the lowest y of the drawing, where it rests on a shelf. */
export type Garment = { outline: string; details: (ink: string) => string; base?: number };

const seam = (d: string, ink: string, width = 5) =>
  `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round"/>`;
const buttons = (x: number, from: number, to: number, step: number, ink: string) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => circle(x, from + i * step, 7, ink)).join('');

const shapes: Record<string, Garment> = {
  tee: {
    outline:
      'M420 220 L520 180 Q600 240 680 180 L780 220 L900 330 L820 420 L760 370 V760 H440 V370 L380 420 L300 330 Z',
    details: (ink) => seam('M520 182 Q600 250 680 182', ink, 8) + seam('M440 740 H760', ink, 3),
  },
  tank: {
    outline: 'M470 180 L520 176 Q600 300 680 176 L730 180 Q735 300 775 370 V760 H425 V370 Q465 300 470 180 Z',
    details: (ink) => seam('M520 178 Q600 300 680 178', ink, 6),
  },
  polo: {
    outline:
      'M420 220 L530 180 L600 250 L670 180 L780 220 L900 330 L820 420 L760 370 V760 H440 V370 L380 420 L300 330 Z',
    details: (ink) =>
      `<path d="M530 180 L600 250 L560 270 L510 200 Z M670 180 L600 250 L640 270 L690 200 Z" fill="${ink}" fill-opacity="0.35"/>` +
      seam('M600 250 V330', ink) +
      buttons(600, 275, 320, 40, ink),
  },
  shirt: {
    outline:
      'M430 200 L540 170 L600 250 L660 170 L770 200 L860 300 L910 640 L835 655 L790 380 V790 H410 V380 L365 655 L290 640 L340 300 Z',
    details: (ink) =>
      `<path d="M540 170 L600 250 L555 285 L515 195 Z M660 170 L600 250 L645 285 L685 195 Z" fill="${ink}" fill-opacity="0.3"/>` +
      seam('M600 250 V790', ink, 4) +
      buttons(615, 300, 760, 70, ink) +
      seam('M440 300 H530 V360 H440 Z', ink, 3),
  },
  trousers: {
    outline: 'M440 160 H760 L805 800 H650 L600 370 L550 800 H395 Z',
    details: (ink) =>
      seam('M440 200 H760', ink, 4) +
      seam('M470 200 Q500 260 450 280 M730 200 Q700 260 750 280', ink, 4) +
      seam('M600 200 V330', ink, 4),
  },
  shorts: {
    outline: 'M430 220 H770 L815 570 H640 L600 410 L560 570 H385 Z',
    details: (ink) =>
      seam('M430 260 H770', ink, 4) + seam('M600 260 V380', ink, 4) + seam('M395 540 H555 M645 540 H805', ink, 3),
  },
  dress: {
    outline: 'M520 160 H680 L700 330 L860 800 H340 L500 330 Z',
    details: (ink) => seam('M505 330 Q600 360 695 330', ink, 6) + seam('M540 160 V120 M660 160 V120', ink, 8),
  },
  jumpsuit: {
    outline: 'M500 170 H700 L720 420 L760 800 H630 L600 520 L570 800 H440 L480 420 Z',
    details: (ink) => seam('M485 420 Q600 450 715 420', ink, 6) + seam('M520 170 V130 M680 170 V130', ink, 8),
  },
  jacket: {
    outline:
      'M420 200 L530 170 Q600 230 670 170 L780 200 L900 460 V620 H820 L780 420 V790 H420 V420 L380 620 H300 V460 Z',
    details: (ink) =>
      seam('M600 230 V790', ink, 6) +
      seam('M460 560 H540 M660 560 H740', ink, 5) +
      `<path d="M530 170 L600 230 L570 320 L500 190 Z M670 170 L600 230 L630 320 L700 190 Z" fill="${ink}" fill-opacity="0.3"/>`,
  },
  coat: {
    outline:
      'M430 190 L530 165 Q600 220 670 165 L770 190 L880 470 V660 H810 L775 430 L800 860 H400 L425 430 L390 660 H320 V470 Z',
    details: (ink) =>
      seam('M620 230 L600 860', ink, 4) + buttons(650, 330, 610, 90, ink) + buttons(560, 330, 610, 90, ink),
  },
  vest: {
    outline: 'M470 180 L540 170 Q600 240 660 170 L730 180 Q760 300 790 380 V780 H410 V380 Q440 300 470 180 Z',
    details: (ink) =>
      seam('M600 240 V780', ink, 6) + [330, 430, 530, 630, 730].map((y) => seam(`M420 ${y} H780`, ink, 3)).join(''),
  },
  puffer: {
    outline:
      'M420 200 L530 170 Q600 230 670 170 L780 200 L900 460 V620 H820 L780 420 V790 H420 V420 L380 620 H300 V460 Z',
    details: (ink) =>
      seam('M600 230 V790', ink, 6) + [300, 400, 500, 600, 700].map((y) => seam(`M425 ${y} H775`, ink, 4)).join(''),
  },
  hoodie: {
    outline:
      'M430 210 Q470 120 600 110 Q730 120 770 210 L900 460 L900 640 H820 L780 440 V780 H420 V440 L380 640 H300 V460 Z',
    details: (ink) =>
      `<path d="M520 210 Q600 150 680 210 Q600 260 520 210 Z" fill="${ink}" fill-opacity="0.35"/>` +
      seam('M480 560 H720 V690 H480 Z', ink, 4) +
      seam('M580 230 V300 M620 230 V300', ink, 4),
  },
  sweater: {
    outline: 'M430 210 Q600 160 770 210 L880 450 L900 650 H820 L780 440 V780 H420 V440 L380 650 H300 L320 450 Z',
    details: (ink) =>
      seam('M520 200 Q600 240 680 200', ink, 10) + seam('M420 750 H780 M305 630 H380 M820 630 H895', ink, 8),
  },
  cardigan: {
    outline: 'M430 210 Q600 180 770 210 L880 450 L900 650 H820 L780 440 V780 H420 V440 L380 650 H300 L320 450 Z',
    details: (ink) =>
      seam('M540 205 L600 380 L660 205', ink, 6) + seam('M600 380 V780', ink, 5) + buttons(620, 420, 740, 80, ink),
  },
  sneaker: {
    base: 690,
    outline: 'M300 560 Q320 420 440 430 L560 470 Q640 520 760 520 Q900 530 920 620 V680 H300 Z',
    details: (ink) =>
      rect(290, 640, 640, 50, '#f5f5f5') +
      seam('M470 460 L520 500 M500 450 L550 490 M530 455 L580 500', ink, 6) +
      seam('M320 640 H920', ink, 3),
  },
  boot: {
    base: 740,
    outline: 'M420 180 H610 V540 Q720 545 830 590 Q910 625 905 700 V730 H420 Z',
    details: (ink) => rect(410, 700, 505, 40, '#2a2a2a') + seam('M430 220 H600 M600 180 V540', ink, 4),
  },
  sandal: {
    base: 690,
    outline: 'M300 640 Q310 600 420 600 H820 Q910 605 915 650 Q910 690 820 690 H420 Q310 690 300 650 Z',
    details: (ink) => seam('M460 600 Q520 470 600 600 M640 600 Q700 500 760 600', ink, 22),
  },
  loafer: {
    base: 690,
    outline: 'M300 600 Q320 500 460 510 L600 540 Q700 560 820 560 Q920 570 925 640 V680 H300 Z',
    details: (ink) => rect(290, 660, 645, 30, '#3a2a1e') + seam('M600 545 Q700 520 780 560', ink, 6),
  },
  espadrille: {
    base: 685,
    outline: 'M300 600 Q330 500 480 510 L620 540 Q760 560 860 575 Q925 590 925 640 H300 Z',
    details: () =>
      rect(290, 630, 645, 55, '#c8a877') +
      Array.from({ length: 16 }, (_, i) => line(300 + i * 40, 635, 320 + i * 40, 680, '#a98a5a', 3)).join(''),
  },
  bag: {
    base: 780,
    outline:
      'M360 380 H840 L880 780 H320 Z M480 380 Q480 220 600 220 Q720 220 720 380 H690 Q690 250 600 250 Q510 250 510 380 Z',
    details: (ink) => seam('M360 470 H840', ink, 4) + rect(580, 450, 40, 40, '#d4b35a'),
  },
  backpack: {
    base: 820,
    outline:
      'M420 300 Q420 200 600 200 Q780 200 780 300 V780 Q780 820 740 820 H460 Q420 820 420 780 Z M560 200 Q560 140 600 140 Q640 140 640 200 H620 Q620 160 600 160 Q580 160 580 200 Z',
    details: (ink) =>
      seam('M470 560 H730 V760 H470 Z', ink, 5) +
      seam('M470 600 H730', ink, 4) +
      seam('M430 330 Q600 280 770 330', ink, 4),
  },
  belt: {
    base: 570,
    outline: 'M260 520 Q600 430 940 520 L930 570 Q600 480 270 570 Z',
    details: (ink) =>
      rect(560, 460, 110, 90, 'none', `stroke="#d4b35a" stroke-width="14"`) +
      [700, 760, 820].map((x) => circle(x, 505 - (x - 700) * 0.08, 7, ink)).join(''),
  },
  cap: {
    base: 640,
    outline: 'M380 560 Q380 300 600 300 Q820 300 820 560 Z M760 540 Q900 540 960 610 Q880 640 760 600 Z',
    details: (ink) =>
      seam('M600 300 V560 M490 320 Q470 450 480 560 M710 320 Q730 450 720 560', ink, 4) + circle(600, 300, 14, ink),
  },
  scarf: {
    base: 760,
    outline:
      'M380 220 Q600 160 820 220 L790 300 Q600 250 410 300 Z M640 260 L720 280 L700 760 H610 Z M560 260 L640 270 L600 700 H520 Z',
    details: (ink) =>
      [700, 720, 740]
        .map((y) =>
          seam(
            `M525 ${y} V${y + 40} M560 ${y} V${y + 40} M615 ${y + 60} V${y + 100} M650 ${y + 60} V${y + 100} M690 ${y + 60} V${y + 100}`,
            ink,
            4,
          ),
        )
        .join(''),
  },
  earrings: {
    base: 740,
    outline: '',
    details: (ink) =>
      rect(380, 220, 440, 520, '#fbf8f2', 'rx="16"') +
      circle(500, 420, 70, 'none', `stroke="${ink}" stroke-width="16"`) +
      circle(700, 420, 70, 'none', `stroke="${ink}" stroke-width="16"`) +
      circle(500, 335, 10, ink) +
      circle(700, 335, 10, ink),
  },
  fannypack: {
    base: 620,
    outline:
      'M380 480 Q380 380 600 380 Q820 380 820 480 Q820 620 600 620 Q380 620 380 480 Z M200 470 H380 V500 H200 Z M820 470 H1000 V500 H820 Z',
    details: (ink) => seam('M420 450 Q600 420 780 450', ink, 6) + ellipse(760, 445, 12, 8, '#d4b35a'),
  },
};

/** The shapes of a category, and the words of a title that choose one of them. */
const byCategory: Record<string, [shape: string, words: RegExp | null][]> = {
  remeras: [
    ['tank', /musculosa|top/i],
    ['polo', /chomba/i],
    ['tee', null],
  ],
  camisas: [['shirt', null]],
  pantalones: [
    ['shorts', /short|bermuda/i],
    ['trousers', null],
  ],
  vestidos: [
    ['jumpsuit', /mono/i],
    ['dress', null],
  ],
  camperas: [
    ['vest', /chaleco/i],
    ['coat', /tapado|parka/i],
    ['puffer', /inflable/i],
    ['jacket', null],
  ],
  buzos: [
    ['cardigan', /cardigan/i],
    ['sweater', /sweater|polera/i],
    ['hoodie', null],
  ],
  calzado: [
    ['boot', /bota|borcego/i],
    ['sandal', /sandalia/i],
    ['loafer', /mocas/i],
    ['espadrille', /alpargata/i],
    ['sneaker', null],
  ],
  accesorios: [
    ['backpack', /mochila/i],
    ['belt', /cintur/i],
    ['cap', /gorra/i],
    ['scarf', /bufanda/i],
    ['earrings', /aros/i],
    ['fannypack', /riñonera/i],
    ['bag', null],
  ],
};

export const clothingCategories = Object.keys(byCategory);

/** The garment a title names, or, without a title (a shared picture), any of its category's. */
export function garmentFor(random: Random, category: string, title: string | undefined): Garment {
  const options = byCategory[category] ?? byCategory.remeras;
  const named = title ? options.find(([, words]) => words?.test(title)) : undefined;
  const [shape] = named ?? (title ? options[options.length - 1] : random.pick(options));
  return shapes[shape];
}

/** The colour names the listings use, as paint. */
export const colourNames: Record<string, string> = {
  Negro: '#232323',
  Blanco: '#f4f4f1',
  Azul: '#2c4f8c',
  Gris: '#8a8d91',
  Beige: '#d8c7a6',
  Celeste: '#8cc4e8',
  Rojo: '#c0392b',
  Verde: '#3f8f5a',
  Rosa: '#f2a6b8',
  Bordó: '#7a1f2e',
  Marrón: '#6b4226',
  Camel: '#c19a6b',
  'Verde militar': '#5b6138',
  Natural: '#e9dfc8',
};
