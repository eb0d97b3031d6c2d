// Colour maths shared by the shell's themes and the forms that preview them: WCAG 2.x contrast, mixing two colours,
// and a filled button's colours at AA contrast. No zod and no React: the shell is on every page's first download.
import { darken, luminance } from '@mantine/core';

/** AA for body text. */
export const AA_CONTRAST = 4.5;
export const WHITE = '#ffffff';
/** The theme's black: the dark text on a light header or button. */
export const DARK_TEXT = '#1f1646';
export const BLACK = '#000000';

// Each colour's luminance, parsed once: a theme's readable shades compare its few colours thousands of times, while
// the page is being taken over. Bounded, as a form previewing colours typed one by one asks for new ones.
const luminances = new Map<string, number>();

function relativeLuminance(color: string): number {
  let value = luminances.get(color);
  if (value === undefined) {
    if (luminances.size >= 1_000) luminances.clear();
    value = luminance(color);
    luminances.set(color, value);
  }
  return value;
}

export function contrastRatio(foreground: string, background: string): number {
  const one = relativeLuminance(foreground);
  const other = relativeLuminance(background);
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

type Rgb = [number, number, number];

function toRgb(color: string): Rgb {
  const value = parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `color` moved towards `target` by `amount` (0: unchanged, 1: the target). */
export function mix(color: string, target: string, amount: number): string {
  const from = toRgb(color);
  const to = toRgb(target);
  return toHex(from.map((channel, index) => channel + (to[index] - channel) * amount) as Rgb);
}

/**
 * A filled button's colours at AA contrast: white text when it reads on the colour, dark text when that reads better;
 * a mid-tone where neither reaches 4.5:1 is darkened, in small steps, until white does.
 */
export function buttonColors(color: string): { background: string; text: string; hover: string } {
  const onWhite = contrastRatio(WHITE, color);
  const onDark = contrastRatio(DARK_TEXT, color);
  if (onWhite >= AA_CONTRAST) return { background: color, text: WHITE, hover: darken(color, 0.1) };
  if (onDark >= AA_CONTRAST && onDark > onWhite) {
    return { background: color, text: DARK_TEXT, hover: mix(color, WHITE, 0.15) };
  }
  let background = color;
  for (let step = 0; step < 20 && contrastRatio(WHITE, background) < AA_CONTRAST; step++) {
    background = mix(background, BLACK, 0.04);
  }
  return { background, text: WHITE, hover: darken(background, 0.1) };
}
