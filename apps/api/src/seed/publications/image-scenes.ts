// The pictures generated listings show, drawn here as flat illustrations (never downloaded): rooms and
// buildings for properties, one garment per clothing category in two colours. No text, so no fonts are needed.

const W = 1200;
const H = 900;
// Drawn on a 1200 × 900 canvas, rendered at 800 × 600: plenty for a card, and a third of the encoding time.
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 ${W} ${H}">${body}</svg>`;
const sky = (from: string, to: string) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
const windows = (x: number, y: number, cols: number, rows: number, w: number, h: number, gap: number, fill: string) => {
  let out = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="4" fill="${fill}"/>`;
  return out;
};
const tree = (x: number, y: number, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><rect x="-12" y="0" width="24" height="120" fill="#7a5230"/><circle cx="0" cy="-20" r="80" fill="#3f8f4a"/><circle cx="-50" cy="20" r="55" fill="#4aa157"/><circle cx="50" cy="20" r="55" fill="#367d40"/></g>`;
const plant = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><path d="M-30 0 H30 L22 60 H-22 Z" fill="#c0683a"/><path d="M0 0 C-40 -60 -60 -90 -20 -120 C-10 -80 0 -40 0 0 C10 -50 30 -90 60 -100 C50 -60 20 -20 0 0" fill="#3f8f4a"/></g>`;

export const propertyScenes: Record<string, string> = {
  edificio: svg(
    sky('#8ec5ff', '#e3f1ff') +
      `<rect x="380" y="140" width="440" height="680" fill="#d9cbb8"/><rect x="360" y="120" width="480" height="30" fill="#b8a58c"/>` +
      windows(410, 180, 4, 8, 80, 56, 22, '#5b7fa6') +
      `<rect x="560" y="740" width="80" height="80" fill="#6b4a2e"/><rect x="0" y="820" width="${W}" height="80" fill="#8d8d8d"/>` +
      tree(180, 700, 0.9) +
      tree(1020, 700, 0.8),
  ),
  casa: svg(
    sky('#a6d4ff', '#f1f8ff') +
      `<rect x="0" y="700" width="${W}" height="200" fill="#6db35f"/><rect x="330" y="420" width="540" height="300" fill="#f3e6cf"/>` +
      `<path d="M300 430 L600 220 L900 430 Z" fill="#b2452f"/><rect x="560" y="560" width="90" height="160" fill="#7b4b2a"/>` +
      `<rect x="390" y="500" width="110" height="90" fill="#7fb0d9" stroke="#fff" stroke-width="8"/><rect x="720" y="500" width="110" height="90" fill="#7fb0d9" stroke="#fff" stroke-width="8"/>` +
      tree(150, 620) +
      `<path d="M560 720 L520 900 H690 L650 720 Z" fill="#c9b79a"/>`,
  ),
  living: svg(
    `<rect width="${W}" height="${H}" fill="#efe6da"/><rect x="0" y="680" width="${W}" height="220" fill="#b98b5e"/>` +
      `<rect x="700" y="140" width="360" height="380" fill="#bfe0f5" stroke="#fff" stroke-width="14"/><path d="M880 140 V520 M700 330 H1060" stroke="#fff" stroke-width="10"/>` +
      `<rect x="140" y="500" width="500" height="170" rx="30" fill="#4f6d7a"/><rect x="110" y="460" width="80" height="230" rx="30" fill="#45616d"/><rect x="590" y="460" width="80" height="230" rx="30" fill="#45616d"/>` +
      `<rect x="170" y="430" width="200" height="110" rx="24" fill="#5d7f8d"/><rect x="400" y="430" width="200" height="110" rx="24" fill="#5d7f8d"/>` +
      `<rect x="250" y="740" width="300" height="30" rx="10" fill="#6b4a2e"/>` +
      plant(1000, 620),
  ),
  cocina: svg(
    `<rect width="${W}" height="${H}" fill="#f4f1ea"/><rect x="0" y="560" width="${W}" height="340" fill="#d8d2c4"/>` +
      `<rect x="80" y="120" width="1040" height="200" fill="#ffffff" stroke="#d0c9ba" stroke-width="6"/>` +
      windows(100, 140, 5, 1, 188, 160, 14, '#e9e4d8') +
      `<rect x="80" y="520" width="1040" height="40" fill="#3d3d3d"/><rect x="80" y="560" width="1040" height="260" fill="#ffffff" stroke="#d0c9ba" stroke-width="6"/>` +
      `<rect x="480" y="440" width="240" height="80" fill="#9aa3ab"/><circle cx="540" cy="520" r="26" fill="#2e2e2e"/><circle cx="660" cy="520" r="26" fill="#2e2e2e"/>` +
      plant(220, 460),
  ),
  dormitorio: svg(
    `<rect width="${W}" height="${H}" fill="#e8eef3"/><rect x="0" y="700" width="${W}" height="200" fill="#a9825c"/>` +
      `<rect x="300" y="300" width="600" height="220" rx="20" fill="#7d5a3c"/><rect x="260" y="500" width="680" height="220" rx="20" fill="#f7f7f7"/>` +
      `<rect x="260" y="580" width="680" height="140" rx="10" fill="#8fb3c9"/><rect x="330" y="440" width="220" height="90" rx="30" fill="#ffffff"/><rect x="650" y="440" width="220" height="90" rx="30" fill="#ffffff"/>` +
      `<rect x="980" y="560" width="140" height="160" fill="#8a6544"/><path d="M1020 460 H1080 L1100 540 H1000 Z" fill="#f2c879"/><rect x="1046" y="540" width="8" height="20" fill="#555"/>`,
  ),
  bano: svg(
    `<rect width="${W}" height="${H}" fill="#dfeef0"/>` +
      windows(0, 0, 12, 9, 96, 96, 4, '#eef7f8') +
      `<rect x="120" y="520" width="560" height="220" rx="60" fill="#ffffff" stroke="#c5d6d8" stroke-width="8"/><rect x="820" y="200" width="200" height="260" rx="20" fill="#cfe3ff" stroke="#a9b9c0" stroke-width="10"/>` +
      `<rect x="780" y="520" width="280" height="60" rx="20" fill="#ffffff" stroke="#c5d6d8" stroke-width="8"/><rect x="860" y="580" width="120" height="220" fill="#ffffff" stroke="#c5d6d8" stroke-width="8"/>`,
  ),
  balcon: svg(
    sky('#ffb88c', '#ffe6c7') +
      windows(60, 320, 6, 1, 150, 420, 40, '#6f7d91') +
      `<rect x="0" y="600" width="${W}" height="300" fill="#c9c3b8"/><rect x="0" y="590" width="${W}" height="16" fill="#444"/>` +
      Array.from({ length: 24 }, (_, i) => `<rect x="${i * 52}" y="606" width="8" height="200" fill="#444"/>`).join(
        '',
      ) +
      `<rect x="0" y="800" width="${W}" height="100" fill="#a89f90"/>` +
      plant(160, 740) +
      plant(1040, 740),
  ),
  pileta: svg(
    sky('#9fd3ff', '#effaff') +
      `<rect x="0" y="420" width="${W}" height="480" fill="#68b05c"/><rect x="220" y="520" width="760" height="300" rx="30" fill="#e8dcc4"/>` +
      `<rect x="260" y="550" width="680" height="240" rx="20" fill="#39a9d8"/><path d="M300 620 q40 -20 80 0 t80 0 t80 0 M560 700 q40 -20 80 0 t80 0" stroke="#bfeaff" stroke-width="8" fill="none"/>` +
      tree(110, 380, 0.8) +
      tree(1080, 360, 0.9),
  ),
};

const garmentPaths: Record<string, string> = {
  remeras: 'M420 220 L520 180 Q600 240 680 180 L780 220 L900 330 L820 420 L760 370 V760 H440 V370 L380 420 L300 330 Z',
  camisas:
    'M430 200 L540 170 L600 260 L660 170 L770 200 L880 420 L810 450 L760 340 V780 H440 V340 L390 450 L320 420 Z M598 270 V770',
  pantalones: 'M440 160 H760 L800 800 H650 L600 360 L550 800 H400 Z',
  vestidos: 'M520 160 H680 L700 330 L860 800 H340 L500 330 Z',
  camperas:
    'M420 200 L530 170 Q600 230 670 170 L780 200 L900 460 V620 H820 L780 420 V790 H420 V420 L380 620 H300 V460 Z M600 230 V790',
  buzos:
    'M430 210 Q600 100 770 210 L900 460 L900 640 H820 L780 440 V780 H420 V440 L380 640 H300 V460 Z M480 560 H720 V690 H480 Z',
  calzado: 'M300 560 Q320 420 440 430 L560 470 Q640 520 760 520 Q900 530 920 620 V680 H300 Z',
  accesorios: 'M360 380 H840 L880 780 H320 Z M480 380 Q480 220 600 220 Q720 220 720 380',
};

const palettes: Record<string, [string, string]> = {
  remeras: ['#2f3e4e', '#e9e2d0'],
  camisas: ['#8fb8de', '#f2f2f2'],
  pantalones: ['#3b5b8c', '#c8b58d'],
  vestidos: ['#b03a48', '#5f8f6a'],
  camperas: ['#4a3426', '#1f2a36'],
  buzos: ['#8c8c8c', '#b4525c'],
  calzado: ['#f4f4f4', '#1d1d1d'],
  accesorios: ['#9a6233', '#2c2c2c'],
};

function garmentScene(category: string, colour: string): string {
  const background = category === 'calzado' || colour === '#f4f4f4' ? '#dfe6ee' : '#f3efe9';
  const stroke = colour === '#f4f4f4' || colour === '#f2f2f2' ? '#b9bec4' : 'rgba(0,0,0,0.25)';
  return svg(
    `<rect width="${W}" height="${H}" fill="${background}"/><ellipse cx="600" cy="830" rx="360" ry="30" fill="rgba(0,0,0,0.08)"/>` +
      `<path d="${garmentPaths[category]}" fill="${colour}" stroke="${stroke}" stroke-width="8" stroke-linejoin="round" fill-rule="evenodd"/>`,
  );
}

/** Every clothing picture: two colours of each category's garment, keyed `<category>-<n>`. */
export const clothingScenes: Record<string, string> = Object.fromEntries(
  Object.entries(palettes).flatMap(([category, colours]) =>
    colours.map((colour, index) => [`${category}-${index + 1}`, garmentScene(category, colour)]),
  ),
);
