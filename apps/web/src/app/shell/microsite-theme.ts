// A microsite's look (product.md, Microsites: Style): its style becomes the app's own CSS variables (--microsite-*) and
// the Mantine theme's primary colour and radius. Only values read here reach the document: a colour must be #rrggbb and
// an option one of its names, else the default stands, so nothing the server sends is ever written as CSS. No zod here:
// the shell is on every page's first download.
import {
  defaultVariantColorsResolver,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineRadius,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import type { MicrositeSettings, MicrositeStyle } from '@vitrina/shared/microsites';
import { BLACK, buttonColors, DARK_TEXT, mix, WHITE } from '@/lib/colors';
import { readableColorsResolver } from '../readable-colors';

/** The shared schema's defaults (a test keeps them equal), for a value that is missing or not valid. */
export const fallbackMicrositeStyle: MicrositeStyle = {
  header: { background: '#ffffff', text: 'dark' },
  body: { background: '#f8f9fa' },
  description: { align: 'center', size: 'md' },
  avatar: { shape: 'circle' },
  button: { background: '#1c7ed6', radius: 'md' },
};

/** The shared defaults of what a microsite offers (users on, groups off). */
export const DEFAULT_MICROSITE_SETTINGS: MicrositeSettings = { users: true, groups: false };

export const MICROSITE_COLOR = 'microsite';
/** Where the button's own colour sits in the palette: Mantine's usual primary shade. */
const BASE_SHADE = 6;

const hexPattern = /^#[0-9a-f]{6}$/i;

function pick<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

function hex(value: unknown, fallback: string): string {
  return typeof value === 'string' && hexPattern.test(value) ? value.toLowerCase() : fallback;
}

function part(value: unknown, key: string): Record<string, unknown> {
  const inner = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : {};
}

/** The style with every value checked again on this side: what fails is replaced by its default. */
export function sanitizeMicrositeStyle(style: unknown): MicrositeStyle {
  const d = fallbackMicrositeStyle;
  const header = part(style, 'header');
  const description = part(style, 'description');
  const button = part(style, 'button');
  return {
    header: {
      background: hex(header.background, d.header.background),
      text: pick(header.text, ['light', 'dark'], d.header.text),
    },
    body: { background: hex(part(style, 'body').background, d.body.background) },
    description: {
      align: pick(description.align, ['left', 'center'], d.description.align),
      size: pick(description.size, ['sm', 'md', 'lg'], d.description.size),
    },
    avatar: { shape: pick(part(style, 'avatar').shape, ['circle', 'rounded', 'square'], d.avatar.shape) },
    button: {
      background: hex(button.background, d.button.background),
      radius: pick(button.radius, ['sm', 'md', 'xl'], d.button.radius),
    },
  };
}

// How far each shade moves towards white (0–5) or black (7–9), close to the steps of Mantine's own palettes.
const TINTS = [0.92, 0.82, 0.64, 0.44, 0.26, 0.12];
const SHADES = [0.1, 0.2, 0.3];

/** Ten shades around the button's colour, lightest first, the colour itself at shade 6. */
export function micrositePalette(color: string): MantineColorsTuple {
  return [
    ...TINTS.map((amount) => mix(color, WHITE, amount)),
    color,
    ...SHADES.map((amount) => mix(color, BLACK, amount)),
  ] as unknown as MantineColorsTuple;
}

const avatarRadius: Record<MicrositeStyle['avatar']['shape'], string> = {
  circle: '50%',
  rounded: 'var(--mantine-radius-lg)',
  square: '0',
};

/** The document's --microsite-* variables; every value is one of ours or a checked colour. */
export function micrositeCssVariables(style: MicrositeStyle): Record<string, string> {
  const button = buttonColors(style.button.background);
  return {
    '--microsite-header-background': style.header.background,
    '--microsite-header-text': style.header.text === 'light' ? WHITE : DARK_TEXT,
    '--microsite-body-background': style.body.background,
    '--microsite-button-background': button.background,
    '--microsite-button-text': button.text,
    '--microsite-button-radius': `var(--mantine-radius-${style.button.radius})`,
    '--microsite-avatar-radius': avatarRadius[style.avatar.shape],
    '--microsite-description-align': style.description.align,
    '--microsite-description-size': `var(--mantine-font-size-${style.description.size})`,
  };
}

/** Filled buttons, badges and icons of the microsite's colour take its readable text colour. */
const micrositeVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant === 'filled' && input.color === MICROSITE_COLOR) {
    return { ...colors, color: 'var(--microsite-button-text)' };
  }
  return colors;
};

/** The app's theme with the microsite's button as primary colour and radius. */
export function micrositeTheme(base: MantineThemeOverride, style: MicrositeStyle): MantineThemeOverride {
  const radius: MantineRadius = style.button.radius;
  return mergeThemeOverrides(base, {
    primaryColor: MICROSITE_COLOR,
    primaryShade: BASE_SHADE,
    colors: { [MICROSITE_COLOR]: micrositePalette(style.button.background) },
    defaultRadius: radius,
    variantColorResolver: micrositeVariantColors,
    components: { Button: { defaultProps: { radius } } },
  });
}

/** The readable colours of the app, then the microsite's: its exact button colour, its text and its variables. */
export function micrositeVariablesResolver(style: MicrositeStyle): CSSVariablesResolver {
  return (theme) => {
    const base = readableColorsResolver(theme);
    const button = buttonColors(style.button.background);
    return {
      variables: { ...base.variables, ...micrositeCssVariables(style) },
      light: {
        ...base.light,
        [`--mantine-color-${MICROSITE_COLOR}-filled`]: button.background,
        [`--mantine-color-${MICROSITE_COLOR}-filled-hover`]: button.hover,
        '--mantine-primary-color-contrast': button.text,
        // Links in the microsite's colour, at the shade that reads on the page.
        '--mantine-color-anchor': base.light[`--mantine-color-${MICROSITE_COLOR}-text`],
      },
      dark: base.dark,
    };
  };
}
