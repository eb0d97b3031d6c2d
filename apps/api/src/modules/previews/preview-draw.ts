// The preview images a chat app shows beside a link (product.md, Links): 1200×630 JPEG drawn with sharp from an SVG
// composition (photos, shades, panels) and text set by sharp with the fonts the project ships (apps/api/fonts), so
// accents and ñ read the same on every machine. What each kind shows:
// - a listing: its first photo, its price and its title;
// - a shared search: a collage of its first three listings' photos, its title and how many listings it holds;
// - a store or a microsite: its logo (or initials), its name and its latest listings;
// - the home: the platform's name and what it is for.
import type { OverlayOptions, Sharp } from 'sharp';
import { loadSharp } from '../../lib/images';
import { collage } from './preview-collage';
import { drawText, place, toPixels, type Pixels } from './preview-text';

export const previewWidth = 1200;
export const previewHeight = 630;
const brand = '#d83b7d';
const ink = '#1f1535';

export type PreviewPicture = {
  kind: 'listing' | 'search' | 'store' | 'home';
  /** The site it belongs to, drawn small in a corner. */
  site: string;
  title: string;
  /** A listing's price; a search's count; a store's count of listings. */
  subtitle: string | null;
  /** The photos' bytes, in order (a listing uses the first; a search and a store up to three). */
  photos: Buffer[];
  /** A store's or microsite's logo (or avatar). */
  logo: Buffer | null;
};

type Layer = OverlayOptions;

/** Pixels as a layer: raw, so no picture is encoded and decoded again on its way into the composition. */
async function rawLayer(image: Sharp, left: number, top: number): Promise<Layer> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: info.channels }, left, top };
}

const panels = new Map<string, Promise<Pixels>>();

/** The brand's gradient panel of a size, drawn once per size. */
function panel(width: number, height: number): Promise<Pixels> {
  const key = `${width}x${height}`;
  let made = panels.get(key);
  if (!made) {
    made = loadSharp().then((sharp) => toPixels(sharp(Buffer.from(panelSvg(width, height)))));
    panels.set(key, made);
  }
  return made;
}

/** A whole picture's base from kept pixels. */
const baseOf = async (pixels: Pixels) => (await loadSharp())(pixels.input, { raw: pixels.raw });

/** A photo cut to fill `width`×`height` at (left, top); a photo that cannot be read is a plain panel. */
async function cover(photo: Buffer | undefined, width: number, height: number, left = 0, top = 0): Promise<Layer> {
  const sharp = await loadSharp();
  if (photo) {
    try {
      return await rawLayer(sharp(photo).rotate().resize(width, height, { fit: 'cover' }), left, top);
    } catch {
      // Falls through to the panel.
    }
  }
  return place(await panel(width, height), left, top);
}

const panelSvg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand}"/>` +
  `<stop offset="1" stop-color="${ink}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;

/** A shade from transparent to dark over the lower part (from `from` down), where the text goes. */
const shadeSvg = (from: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${previewWidth}" height="${previewHeight - from}">` +
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/>` +
  `<stop offset="1" stop-color="#000" stop-opacity="0.85"/></linearGradient></defs>` +
  `<rect width="100%" height="100%" fill="url(#s)"/></svg>`;

const rasters = new Map<string, Promise<Pixels>>();

/** An SVG drawn once: the shades and pills repeat in every picture, and rasterising them costs more than
 * compositing them. */
function raster(svg: string): Promise<Pixels> {
  let made = rasters.get(svg);
  if (!made) {
    made = loadSharp().then((sharp) => toPixels(sharp(Buffer.from(svg))));
    if (rasters.size >= 200) rasters.delete(rasters.keys().next().value!);
    rasters.set(svg, made);
  }
  return made;
}

/** The shade laid over the picture from `from` down. */
const shade = async (from: number) => place(await raster(shadeSvg(from)), 0, from);

/** The site's name in a pill at the top left. */
async function sitePill(site: string): Promise<OverlayOptions[]> {
  const label = await drawText(site, { size: 26, bold: true, width: 600 });
  const pill = await raster(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${label.width + 40}" height="${label.height + 20}">` +
      `<rect width="100%" height="100%" rx="${Math.round((label.height + 20) / 2)}" fill="${brand}"/></svg>`,
  );
  return [place(pill, 40, 36), place(label, 60, 46)];
}

/** Title and subtitle set from the bottom up, left aligned with a margin. */
async function caption(title: string, subtitle: string | null, titleFirst: boolean): Promise<OverlayOptions[]> {
  const [big, small] = await Promise.all([
    drawText(titleFirst ? title : (subtitle ?? title), { size: 60, bold: true, width: 1100 }),
    subtitle ? drawText(titleFirst ? subtitle : title, { size: 36, width: 1100, lines: 2, color: '#f1f1f4' }) : null,
  ]);
  const bottom = previewHeight - 48;
  const smallTop = small ? bottom - small.height : bottom;
  const bigTop = smallTop - (small ? 14 : 0) - big.height;
  const layers: OverlayOptions[] = [place(big, 56, bigTop)];
  if (small) layers.push(place(small, 56, smallTop));
  return layers;
}

type Composition = { base: () => Promise<Sharp>; layers: Layer[] };

/** The whole picture's background: a photo cut to size in the same pipeline as the rest, or the brand's panel. */
async function background(photo: Buffer | undefined): Promise<Sharp> {
  const sharp = await loadSharp();
  if (photo) {
    try {
      const resized = sharp(photo).rotate().resize(previewWidth, previewHeight, { fit: 'cover' });
      await resized.clone().metadata();
      return resized;
    } catch {
      // Falls through to the panel.
    }
  }
  return baseOf(await panel(previewWidth, previewHeight));
}

async function listingLayers(picture: PreviewPicture): Promise<Composition> {
  const base = () => background(picture.photos[0]);
  // The price big, the title below it.
  const [shaded, pill, texts] = await Promise.all([
    shade(230),
    sitePill(picture.site),
    caption(picture.title, picture.subtitle, false),
  ]);
  return { base, layers: [shaded, ...pill, ...texts] };
}

async function searchLayers(picture: PreviewPicture): Promise<Composition> {
  const leftWidth = 700;
  const rightWidth = previewWidth - leftWidth - 6;
  const half = Math.floor((previewHeight - 6) / 2);
  const tiles = [
    { width: leftWidth, height: previewHeight, left: 0, top: 0 },
    { width: rightWidth, height: half, left: leftWidth + 6, top: 0 },
    { width: rightWidth, height: half, left: leftWidth + 6, top: half + 6 },
  ];
  // The photos are decoded side by side, and with the texts: each is its own work for sharp's threads.
  const [photos, shaded, pill, texts] = await Promise.all([
    collage(picture.photos, tiles, { width: previewWidth, height: previewHeight }, panelSvg),
    shade(200),
    sitePill(picture.site),
    caption(picture.title, picture.subtitle, true),
  ]);
  return { base: async () => photos.clone(), layers: [shaded, ...pill, ...texts] };
}

async function storeLayers(picture: PreviewPicture): Promise<Composition> {
  const base = async () => baseOf(await panel(previewWidth, previewHeight));
  const layers: Layer[] = [];
  const logoSize = 168;
  const circle = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${logoSize}" height="${logoSize}">` +
      `<circle cx="${logoSize / 2}" cy="${logoSize / 2}" r="${logoSize / 2}" fill="#fff"/></svg>`,
  );
  const sharp = await loadSharp();
  let logo: Buffer | null = null;
  if (picture.logo) {
    try {
      logo = await sharp(picture.logo)
        .resize(logoSize, logoSize, { fit: 'cover' })
        .composite([{ input: circle, blend: 'dest-in' }])
        .png()
        .toBuffer();
    } catch {
      logo = null;
    }
  }
  if (!logo) {
    const initials = picture.title
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('');
    const letters = await drawText(initials || '·', { size: 64, bold: true, color: ink, width: logoSize });
    logo = await sharp(circle)
      .composite([
        place(
          letters,
          Math.max(0, Math.round((logoSize - letters.width) / 2)),
          Math.max(0, Math.round((logoSize - letters.height) / 2)),
        ),
      ])
      .png()
      .toBuffer();
  }
  layers.push({ input: logo, left: 56, top: 48 });
  const name = await drawText(picture.title, { size: 56, bold: true, width: 900, lines: 2 });
  const nameTop = 48 + Math.max(0, Math.round((logoSize - name.height) / 2));
  layers.push(place(name, 56 + logoSize + 36, nameTop));
  const photos = picture.photos.slice(0, 3);
  const tile = { width: 352, height: 300, gap: 26 };
  const tiles = await Promise.all(
    photos.map((photo, index) =>
      cover(photo, tile.width, tile.height, 56 + index * (tile.width + tile.gap), previewHeight - 48 - tile.height),
    ),
  );
  layers.push(...tiles);
  if (tiles.length === 0 && picture.subtitle) {
    const line = await drawText(picture.subtitle, { size: 40, width: 1080, lines: 3, color: '#f1f1f4' });
    layers.push(place(line, 56, 300));
  }
  return { base, layers };
}

async function homeLayers(picture: PreviewPicture): Promise<Composition> {
  const base = async () => baseOf(await panel(previewWidth, previewHeight));
  const name = await drawText(picture.title, { size: 110, bold: true, width: 1080 });
  const line = await drawText(picture.subtitle ?? '', { size: 40, width: 1080, lines: 3, color: '#f1f1f4' });
  return {
    base,
    layers: [place(name, 60, 150), place(line, 60, 150 + name.height + 40)],
  };
}

const layouts = { listing: listingLayers, search: searchLayers, store: storeLayers, home: homeLayers };

/** The preview as JPEG bytes (about 60–200 kB; never over 300 kB). */
export async function drawPreview(picture: PreviewPicture): Promise<Buffer> {
  const { base, layers } = await layouts[picture.kind](picture);
  const draw = async (quality: number) =>
    (await base())
      .composite(layers)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, chromaSubsampling: '4:2:0', optimiseCoding: false })
      .toBuffer();
  let jpeg = await draw(80);
  // A very busy photo may weigh more: a lower quality keeps it under the limit chat apps take.
  if (jpeg.length > 290_000) jpeg = await draw(62);
  return jpeg;
}
