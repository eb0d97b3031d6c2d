// Text colours that keep WCAG AA contrast (4.5:1 for body text). Mantine's light palette writes coloured text
// with the primary shade and greys with gray.6, which fall to 2-4:1 on white and on the tinted backgrounds of
// light badges and avatars; these variables replace them with the first shade of each colour that reads.
import { darken, toRgba, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { AA_CONTRAST, contrastRatio } from '@/lib/colors';

/**
 * Secondary ('dimmed') text: 5.8:1 on white, 5.5:1 on gray.0 (the page), 5.2:1 on brand.0 and 5.0:1 on the brand's
 * light tint, the backgrounds of cards and labels.
 */
export const DIMMED_COLOR = '#5f666d';

// The backgrounds coloured text sits on besides white: the page (gray.0) and a card's hover (gray.1).
const PAGE_BACKGROUNDS = ['#ffffff', '#f8f9fa', '#f1f3f5'];

/** The colour a light variant paints behind its text: the shade at 10% over the surface, as Mantine mixes it. */
export function lightBackground(shade: string, surface = '#ffffff'): string {
  const color = toRgba(shade);
  const under = toRgba(surface);
  const mix = (channel: 'r' | 'g' | 'b') => Math.round(color[channel] * 0.1 + under[channel] * 0.9);
  return `rgb(${mix('r')}, ${mix('g')}, ${mix('b')})`;
}

/** The first shade from `from` on that reads on every background, else the darkest one darkened until it does. */
function readableShade(shades: MantineColorsTuple, from: number, backgrounds: string[]): string {
  const reads = (color: string) => backgrounds.every((background) => contrastRatio(color, background) >= AA_CONTRAST);
  for (let index = from; index < shades.length; index++) if (reads(shades[index])) return shades[index];
  let color = shades[shades.length - 1];
  for (let step = 0; step < 20 && !reads(color); step++) color = darken(color, 0.05);
  return color;
}

// Mantine asks for the variables on each render of its provider, with the same theme object while the theme stays.
const resolved = new WeakMap<object, ReturnType<CSSVariablesResolver>>();

export const readableColorsResolver: CSSVariablesResolver = (theme) => {
  let variables = resolved.get(theme);
  if (!variables) {
    variables = readableVariables(theme);
    resolved.set(theme, variables);
  }
  return variables;
};

function readableVariables(theme: Parameters<CSSVariablesResolver>[0]): ReturnType<CSSVariablesResolver> {
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const light: Record<string, string> = { '--mantine-color-dimmed': DIMMED_COLOR };
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    // A light badge's tint is translucent, so it is darkest over the greyest surface it sits on.
    const tints = PAGE_BACKGROUNDS.map((surface) => lightBackground(shades[shade], surface));
    const onLight = readableShade(shades, shade, [...tints, ...PAGE_BACKGROUNDS]);
    const onPage = readableShade(shades, shade, PAGE_BACKGROUNDS);
    // White text on a filled button or badge.
    const filled = readableShade(shades, shade, ['#ffffff']);
    Object.assign(light, {
      [`--mantine-color-${name}-light-color`]: onLight,
      [`--mantine-color-${name}-text`]: onPage,
      [`--mantine-color-${name}-outline`]: onPage,
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
    });
  }
  light['--mantine-color-error'] = light['--mantine-color-red-text'];
  return { variables: {}, light, dark: {} };
}
