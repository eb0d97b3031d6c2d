// A shared search's collage (preview-draw.ts): its photos cut to their tiles, decoded side by side, and copied into
// one RGB canvas that is the picture's base. Opaque tiles need no blending: laid on as layers, each would be embedded
// in a whole picture's size and blended over all of it.
import type { Sharp } from 'sharp';
import { loadSharp } from '../../lib/images';

export type Tile = { width: number; height: number; left: number; top: number };

/** A photo cut to fill the tile, as raw RGB; a photo that cannot be read (or none) is the `fallback` SVG. */
async function rgbOf(photo: Buffer | undefined, tile: Tile, fallback: (width: number, height: number) => string) {
  const sharp = await loadSharp();
  const rgb = (image: Sharp) => image.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  if (photo) {
    try {
      const { data, info } = await rgb(sharp(photo).rotate().resize(tile.width, tile.height, { fit: 'cover' }));
      if (info.channels === 3 && info.width === tile.width && info.height === tile.height) return data;
    } catch {
      // Falls through to the panel.
    }
  }
  return (await rgb(sharp(Buffer.from(fallback(tile.width, tile.height))))).data;
}

export async function collage(
  photos: (Buffer | undefined)[],
  tiles: Tile[],
  size: { width: number; height: number },
  fallback: (width: number, height: number) => string,
): Promise<Sharp> {
  const sharp = await loadSharp();
  const canvas = Buffer.alloc(size.width * size.height * 3, 255);
  const cut = await Promise.all(tiles.map((tile, index) => rgbOf(photos[index], tile, fallback)));
  tiles.forEach((tile, index) => {
    const row = tile.width * 3;
    for (let y = 0; y < tile.height; y += 1) {
      cut[index].copy(canvas, ((tile.top + y) * size.width + tile.left) * 3, y * row, (y + 1) * row);
    }
  });
  return sharp(canvas, { raw: { ...size, channels: 3 } });
}
