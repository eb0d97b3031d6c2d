// The pieces of a preview picture (preview-draw.ts) kept as raw RGBA pixels, so composing never decodes a PNG again:
// texts set by sharp's Pango text input with the fonts the project ships (apps/api/fonts), so accents and ñ read the
// same on every machine, and any SVG rasterised once.
import { join } from 'node:path';
import type { OverlayOptions, Sharp } from 'sharp';
import { loadSharp } from '../../lib/images';
import { fontsFolder } from '../../paths';

const regular = join(fontsFolder, 'DejaVuSans.ttf');
const bold = join(fontsFolder, 'DejaVuSans-Bold.ttf');

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Pixels ready to be laid on the picture: raw RGBA, so composing never decodes a PNG again. */
export type Pixels = {
  input: Buffer;
  raw: { width: number; height: number; channels: 4 };
  width: number;
  height: number;
};
/** A line (or a few) of text as transparent pixels, at most `width` wide. */
type Text = Pixels;
type TextOptions = { size: number; bold?: boolean; color?: string; width: number; lines?: number };
const keptTexts = new Map<string, Promise<Text>>();

/** A text drawn before is drawn once: the sites' names, counts and prices repeat across pictures. */
export function drawText(value: string, options: TextOptions): Promise<Text> {
  const key = JSON.stringify([value, options]);
  let kept = keptTexts.get(key);
  if (!kept) {
    kept = setText(value, options);
    kept.catch(() => keptTexts.delete(key));
    if (keptTexts.size >= 500) keptTexts.delete(keptTexts.keys().next().value!);
    keptTexts.set(key, kept);
  }
  return kept;
}

async function setText(value: string, options: TextOptions): Promise<Text> {
  const lines = options.lines ?? 1;
  // Pango cuts nothing by itself: a long text is cut to what `lines` lines of this size hold, with an ellipsis.
  const perLine = Math.floor(options.width / (options.size * 0.6));
  const max = perLine * lines;
  const clean = value.replace(/\s+/g, ' ').trim();
  const clipped = clean.length > max ? `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : clean;
  const sharp = await loadSharp();
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${options.color ?? '#ffffff'}">${escapeMarkup(clipped)}</span>`,
      font: `DejaVu Sans${options.bold ? ' Bold' : ''} ${options.size}`,
      fontfile: options.bold ? bold : regular,
      width: options.width,
      rgba: true,
      wrap: 'word',
      dpi: 72,
    },
  })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return pixelsOf(data, info.width, info.height);
}

const pixelsOf = (data: Buffer, width: number, height: number): Pixels => ({
  input: data,
  raw: { width, height, channels: 4 },
  width,
  height,
});

/** An SVG (or any image) as raw RGBA pixels. */
export async function toPixels(image: Sharp): Promise<Pixels> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return pixelsOf(data, info.width, info.height);
}

/** Pixels as a layer at (left, top). */
export const place = ({ input, raw }: Pixels, left: number, top: number): OverlayOptions => ({ input, raw, left, top });
