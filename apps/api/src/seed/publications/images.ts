// The pictures of generated listings, drawn at seed time (../pictures) and stored at the sizes uploads are kept (at
// most 1600 px, a 400 px square thumbnail, the dominant colour) under publications/seed/<view>/, as JPEG: a photo's
// format, encoded in a fifth of WebP's time, which counts with a few hundred pictures at first start. A listing of
// the demo set gets a cover of its own, drawn from its id; its other pictures, and all those of listings topped up
// beyond the demo set, are shared variants of their view: a bounded pool, so a million listings cost a few hundred
// files.
import { loadSharp } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { imageMaxSize, thumbnailSize } from '../../modules/publications';
import { drawView, sharedVariantsOf, viewOf } from '../pictures/drawers';
import { centreSquare, reframed, type PictureHints } from '../pictures/kit';
import type { InsertedListing, SeedImage, SeedMedia } from './seed-publications.queries';

export const seedImagePrefix = 'publications/seed/';
/** Shared covers per kind: consecutive ids never share one. */
export const sharedCovers = 12;
/** Pictures drawn at once: two keep a small server's cores busy without starving the rest of its start. */
const concurrency = 2;

/** The view whose drawer made a stored picture (its thumbnail included), read from its key. */
export function seedPictureView(file: string): string | null {
  return file.startsWith(seedImagePrefix) ? file.slice(seedImagePrefix.length).split('/')[0] : null;
}

type Picture = { key: string; view: string; seed: number; hints: PictureHints; own: boolean };

/** The listing's n-th picture: its own cover, or the variant of the view its id and the view's repeat pick. */
function pictureOf(listing: InsertedListing, number: number, ownCover: boolean): Picture {
  const { view, repeat } = viewOf(listing.kind, number);
  if (number === 1 && ownCover) {
    const hints = { colour: listing.colour ?? undefined, garment: listing.title };
    return { key: `${view}/listing-${listing.id}`, view, seed: listing.id, hints, own: true };
  }
  const variant = number === 1 ? listing.id % sharedCovers : (listing.id + repeat) % sharedVariantsOf(listing.kind);
  return { key: `${view}/v${variant}`, view, seed: variant, hints: {}, own: false };
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');
const colourOf = (dominant: { r: number; g: number; b: number }) =>
  `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;

/**
 * The most common colour of raw RGB pixels, in 16 levels a channel, as sharp's stats() names the dominant one
 * (which also measures entropy and sharpness, and so costs more than drawing the picture).
 */
function dominantOf(pixels: Buffer, channels: number) {
  const counts = new Uint32Array(4096);
  for (let i = 0; i < pixels.length; i += channels * 3)
    counts[((pixels[i] >> 4) << 8) | ((pixels[i + 1] >> 4) << 4) | (pixels[i + 2] >> 4)]++;
  let best = 0;
  for (let bin = 1; bin < counts.length; bin++) if (counts[bin] > counts[best]) best = bin;
  return { r: ((best >> 8) << 4) + 8, g: (((best >> 4) & 15) << 4) + 8, b: ((best & 15) << 4) + 8 };
}

/**
 * The picture as stored: the full canvas as the main image, its centre square rendered again at thumbnail size
 * (what resizing a centre crop gives, sharper and cheaper), and a tiny render of that square for the colour.
 */
async function encode(picture: string) {
  const square = (size: number) => Buffer.from(reframed(picture, size, size, centreSquare));
  const sharp = await loadSharp();
  const [main, thumb, tiny] = await Promise.all([
    sharp(Buffer.from(picture)).jpeg({ quality: 84 }).toBuffer({ resolveWithObject: true }),
    sharp(square(thumbnailSize)).jpeg({ quality: 80 }).toBuffer(),
    sharp(square(32)).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
  ]);
  const { width, height } = main.info;
  if (Math.max(width, height) > imageMaxSize) throw new Error('A seed picture is larger than uploads are kept');
  return { main: main.data, thumb, width, height, color: colourOf(dominantOf(tiny.data, tiny.info.channels)) };
}

type Described = Omit<SeedImage, 'key'>;
// Shared pictures are drawn the same on every run: once described, a stored one is not read or drawn again.
const described = new Map<string, Described>();

async function readStored(storage: Storage, file: string, thumbnail: string): Promise<Described | null> {
  const [main, thumb] = await Promise.all([storage.get(file), storage.get(thumbnail)]);
  if (!main || !thumb) return null;
  const sharp = await loadSharp();
  const [meta, pixels] = await Promise.all([
    sharp(main).metadata(),
    sharp(thumb).raw().toBuffer({ resolveWithObject: true }),
  ]);
  const color = colourOf(dominantOf(pixels.data, pixels.info.channels));
  return { file, thumbnail, width: meta.width ?? 0, height: meta.height ?? 0, color, size: main.length };
}

async function store(storage: Storage, picture: Picture): Promise<SeedImage> {
  const file = `${seedImagePrefix}${picture.key}.jpg`;
  const thumbnail = `${seedImagePrefix}${picture.key}-thumb.jpg`;
  if (!picture.own) {
    const remembered = described.get(file);
    const known =
      remembered && (await storage.exists(file)) && (await storage.exists(thumbnail))
        ? remembered
        : await readStored(storage, file, thumbnail);
    if (known) {
      described.set(file, known);
      return { key: picture.key, ...known };
    }
  }
  // A listing's own cover is written even when a file is there: it may be another database's listing of that id.
  const drawn = await encode(drawView(picture.view, picture.seed, picture.hints));
  await storage.put(file, drawn.main, 'image/jpeg');
  await storage.put(thumbnail, drawn.thumb, 'image/jpeg');
  const image = {
    file,
    thumbnail,
    width: drawn.width,
    height: drawn.height,
    color: drawn.color,
    size: drawn.main.length,
  };
  if (!picture.own) described.set(file, image);
  return { key: picture.key, ...image };
}

/**
 * What a seed run gives insertPublicationBatch: for the listings just inserted, each one's pictures, with the files
 * they need drawn (or found) first. `ownCovers`: these are demo-set listings, each with a cover of its own.
 */
export function seedPictures(storage: Storage) {
  const stored = new Map<string, Promise<SeedImage>>();
  return async (
    listings: InsertedListing[],
    ownCovers: boolean,
  ): Promise<{ media: SeedMedia[]; images: SeedImage[] }> => {
    const media: SeedMedia[] = [];
    const wanted = new Map<string, Picture>();
    for (const listing of listings)
      for (let number = 1; number <= listing.mediaCount; number++) {
        const picture = pictureOf(listing, number, ownCovers);
        media.push({ publicationId: listing.id, number, key: picture.key });
        wanted.set(picture.key, picture);
      }
    const queue = [...wanted.values()];
    const images: SeedImage[] = [];
    const worker = async () => {
      for (let picture = queue.shift(); picture; picture = queue.shift()) {
        if (!stored.has(picture.key)) stored.set(picture.key, store(storage, picture));
        images.push(await stored.get(picture.key)!);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { media, images };
  };
}
