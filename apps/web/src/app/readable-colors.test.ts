import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio } from '@/lib/colors';
import { DIMMED_COLOR, lightBackground, readableColorsResolver } from './readable-colors';
import { theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = readableColorsResolver(merged).light;
const white = '#ffffff';
// The page (gray.0), a card's hover (gray.1), the brand's pale background (brand.0) and its light tint.
const cardBackgrounds = [white, '#f8f9fa', '#f1f3f5', '#f3f0ff', lightBackground(merged.colors.brand[7])];

describe('readable colours', () => {
  it('makes secondary text at least 4.5:1 on white and on every card background', () => {
    expect(variables['--mantine-color-dimmed']).toBe(DIMMED_COLOR);
    for (const background of cardBackgrounds)
      expect(contrastRatio(DIMMED_COLOR, background)).toBeGreaterThanOrEqual(AA_CONTRAST);
    // Mantine's own grey, for the record, does not.
    expect(contrastRatio(merged.colors.gray[6], white)).toBeLessThan(AA_CONTRAST);
  });

  it('gives every colour a light-variant text that reads on its own tint, text that reads on the page and filled shades under white text', () => {
    for (const [name, shades] of Object.entries(merged.colors)) {
      if (name === 'dark' || name === 'gray') continue;
      // The tint is translucent: over white and over the greyest surface a badge sits on (gray.1).
      for (const surface of [white, '#f1f3f5']) {
        const tint = lightBackground(shades[7], surface);
        expect(contrastRatio(variables[`--mantine-color-${name}-light-color`], tint), name).toBeGreaterThanOrEqual(
          AA_CONTRAST,
        );
      }
      expect(contrastRatio(variables[`--mantine-color-${name}-text`], '#f8f9fa'), name).toBeGreaterThanOrEqual(
        AA_CONTRAST,
      );
      expect(contrastRatio(white, variables[`--mantine-color-${name}-filled`]), name).toBeGreaterThanOrEqual(
        AA_CONTRAST,
      );
    }
    // The brand already reads, so its look does not change.
    expect(variables['--mantine-color-brand-light-color']).toBe(merged.colors.brand[7]);
    expect(variables['--mantine-color-error']).toBe(variables['--mantine-color-red-text']);
  });
});
