// The pictures of generated listings, drawn at seed time (../pictures) and stored at the sizes uploads are kept (at
// most 1600 px, a 400 px square thumbnail, the dominant colour) under publications/seed/<view>/, as JPEG: a photo's
// format, encoded in a fifth of WebP's time, which counts with a few hundred pictures at first start. A listing of
// the demo set gets a cover of its own, drawn from its id; its other pictures, and all those of listings topped up
// beyond the demo set, are shared variants of their view: a bounded pool, so a million listings cost a few hundred
// files.
import sharp from 'sharp';
import type { Storage } from '../../lib/storage';
import { imageMaxSize, thumbnailSize } from '../../modules/publications/publication-images';
import { drawView, sharedVariantsOf, viewOf } from '../pictures/drawers';
import type { PictureHints } from '../pictures/kit';
import type { InsertedListing, SeedImage, SeedMedia } from './seed-publications.queries';

export const seedImagePrefix = 'publications/seed/';
/** Shared covers per kind: consecutive ids never share one. */
export const sharedCovers = 12;
/** Pictures drawn at once: the machine's two cores, without starving the rest. */
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
const colourOf = (dominant: { r: number; g: number; b: number }) => `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;

async function encode(svgText: string) {
  const { data, info } = await sharp(Buffer.from(svgText)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  if (Math.max(info.width, info.height) > imageMaxSize) throw new Error('A seed picture is larger than uploads are kept');
  const [main, small] = await Promise.all([
    sharp(data, raw).jpeg({ quality: 84 }).toBuffer(),
    sharp(data, raw).resize(thumbnailSize, thumbnailSize, { fit: 'cover' }).raw().toBuffer({ resolveWithObject: true }),
  ]);
  const smallRaw = { raw: { width: small.info.width, height: small.info.height, channels: small.info.channels } } as const;
  const [thumb, stats] = await Promise.all([
    sharp(small.data, smallRaw).jpeg({ quality: 80 }).toBuffer(),
    sharp(small.data, smallRaw).stats(),
  ]);
  return { main, thumb, width: info.width, height: info.height, color: colourOf(stats.dominant) };
}

type Described = Omit<SeedImage, 'key'>;
// Shared pictures are drawn the same on every run: once described, a stored one is not read or drawn again.
const described = new Map<string, Described>();

async function readStored(storage: Storage, file: string, thumbnail: string): Promise<Described | null> {
  const [main, thumb] = await Promise.all([storage.get(file), storage.get(thumbnail)]);
  if (!main || !thumb) return null;
  const [meta, stats] = await Promise.all([sharp(main).metadata(), sharp(thumb).stats()]);
  return { file, thumbnail, width: meta.width ?? 0, height: meta.height ?? 0, color: colourOf(stats.dominant), size: main.length };
}

async function store(storage: Storage, picture: Picture): Promise<SeedImage> {
  const file = `${seedImagePrefix}${picture.key}.jpg`;
  const thumbnail = `${seedImagePrefix}${picture.key}-thumb.jpg`;
  if (!picture.own) {
    const known = described.get(file) ?? (await readStored(storage, file, thumbnail));
    if (known) {
      described.set(file, known);
      return { key: picture.key, ...known };
    }
  }
  // A listing's own cover is written even when a file is there: it may be another database's listing of that id.
  const drawn = await encode(drawView(picture.view, picture.seed, picture.hints));
  await storage.put(file, drawn.main, 'image/jpeg');
  await storage.put(thumbnail, drawn.thumb, 'image/jpeg');
  const image = { file, thumbnail, width: drawn.width, height: drawn.height, color: drawn.color, size: drawn.main.length };
  if (!picture.own) described.set(file, image);
  return { key: picture.key, ...image };
}

/**
 * What a seed run gives insertPublicationBatch: for the listings just inserted, each one's pictures, with the files
 * they need drawn (or found) first. `ownCovers`: these are demo-set listings, each with a cover of its own.
 */
export function seedPictures(storage: Storage) {
  const stored = new Map<string, Promise<SeedImage>>();
  return async (listings: InsertedListing[], ownCovers: boolean): Promise<{ media: SeedMedia[]; images: SeedImage[] }> => {
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
