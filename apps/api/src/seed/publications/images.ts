// The one set of pictures every generated listing shares: drawn once, re-encoded the way uploads are (WebP at
// most 1600 px, a 400 px square thumbnail, the dominant colour), stored under publications/seed/, and referenced
// by as many media rows as there are listings. A million listings cost 24 files, not millions.
import sharp from 'sharp';
import { processImage, thumbnail } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { imageMaxSize, thumbnailSize } from '../../modules/publications/publication-images';
import { clothingScenes, propertyScenes } from './image-scenes';

/** One stored picture; `kind` is 'property' or a clothing category, `slot` its place among its kind's. */
export type SeedImage = {
  kind: string;
  slot: number;
  kinds: number;
  file: string;
  thumbnail: string;
  width: number;
  height: number;
  color: string;
  size: number;
};

export const seedImagePrefix = 'publications/seed/';
const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

async function storeScene(storage: Storage, name: string, svgText: string) {
  const png = await sharp(Buffer.from(svgText)).png().toBuffer();
  const [main, thumb] = await Promise.all([
    processImage(png, { maxSize: imageMaxSize }),
    thumbnail(png, thumbnailSize),
  ]);
  const { dominant } = await sharp(thumb.data).stats();
  const file = `${seedImagePrefix}${name}.webp`;
  const thumbnailFile = `${seedImagePrefix}${name}-thumb.webp`;
  // Drawing is deterministic, so files already there hold these very bytes: they are left alone.
  if (!(await storage.exists(file))) await storage.put(file, main.data, 'image/webp');
  if (!(await storage.exists(thumbnailFile))) await storage.put(thumbnailFile, thumb.data, 'image/webp');
  return {
    file,
    thumbnail: thumbnailFile,
    width: main.width,
    height: main.height,
    color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    size: main.data.length,
  };
}

/** Draws and stores the shared pictures (missing files only) and describes them for the media rows. */
export async function prepareSeedImages(storage: Storage): Promise<SeedImage[]> {
  const images: SeedImage[] = [];
  const property = Object.entries(propertyScenes);
  for (const [slot, [name, scene]] of property.entries()) {
    images.push({ kind: 'property', slot, kinds: property.length, ...(await storeScene(storage, name, scene)) });
  }
  const byCategory = new Map<string, [string, string][]>();
  for (const entry of Object.entries(clothingScenes)) {
    const category = entry[0].replace(/-\d+$/, '');
    byCategory.set(category, [...(byCategory.get(category) ?? []), entry]);
  }
  for (const [category, scenes] of byCategory) {
    for (const [slot, [name, scene]] of scenes.entries()) {
      images.push({ kind: category, slot, kinds: scenes.length, ...(await storeScene(storage, name, scene)) });
    }
  }
  return images;
}
