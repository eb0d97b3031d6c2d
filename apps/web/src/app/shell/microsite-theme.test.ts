import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { defaultMicrositeSettings, defaultMicrositeStyle, type MicrositeStyle } from '@vitrina/shared/microsites';
import { AA_CONTRAST, buttonColors, contrastRatio, DARK_TEXT, mix } from '@/lib/colors';
import { theme } from '../theme';
import {
  DEFAULT_MICROSITE_SETTINGS,
  fallbackMicrositeStyle,
  micrositeCssVariables,
  micrositePalette,
  micrositeTheme,
  micrositeVariablesResolver,
  sanitizeMicrositeStyle,
} from './microsite-theme';

const style: MicrositeStyle = {
  header: { background: '#0b3d2e', text: 'light' },
  body: { background: '#f4f1ea' },
  description: { align: 'left', size: 'lg' },
  avatar: { shape: 'rounded' },
  button: { background: '#e8590c', radius: 'xl' },
};

describe('the microsite style, checked again on this side', () => {
  it('keeps the same defaults as the shared schema', () => {
    expect(fallbackMicrositeStyle).toEqual(defaultMicrositeStyle);
    expect(sanitizeMicrositeStyle({})).toEqual(defaultMicrositeStyle);
    expect(sanitizeMicrositeStyle(null)).toEqual(defaultMicrositeStyle);
    expect(DEFAULT_MICROSITE_SETTINGS).toEqual(defaultMicrositeSettings);
  });

  it('keeps valid values and lower-cases colours', () => {
    expect(sanitizeMicrositeStyle(style)).toEqual(style);
    expect(sanitizeMicrositeStyle({ body: { background: '#ABCDEF' } }).body.background).toBe('#abcdef');
  });

  it('never lets anything but a colour or a known option through', () => {
    const hostile = {
      header: { background: 'red; } body { display: none', text: 'url(x)' },
      body: { background: 'var(--x)' },
      description: { align: 'justify', size: '100px' },
      avatar: { shape: 'blob' },
      button: { background: '#12345', radius: '0; color: red' },
    };
    expect(sanitizeMicrositeStyle(hostile)).toEqual(defaultMicrositeStyle);
  });
});

describe('the colour maths', () => {
  it('mixes channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#e8590c', '#ffffff', 0)).toBe('#e8590c');
    expect(mix('#e8590c', '#000000', 1)).toBe('#000000');
  });

  it('derives ten shades, lightest first, with the colour itself at shade 6', () => {
    const palette = micrositePalette('#e8590c');
    expect(palette).toHaveLength(10);
    expect(palette[6]).toBe('#e8590c');
    for (const shade of palette) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
    const lightness = palette.map((shade) => luminance(shade));
    for (let index = 1; index < lightness.length; index++) expect(lightness[index]).toBeLessThan(lightness[index - 1]);
    expect(lightness[0]).toBeGreaterThan(0.8);
  });

  it('puts white text on a dark button and dark text on a light one, both at AA', () => {
    expect(buttonColors('#0b3d2e')).toMatchObject({ background: '#0b3d2e', text: '#ffffff' });
    expect(buttonColors('#ffd166')).toMatchObject({ background: '#ffd166', text: DARK_TEXT });
    expect(buttonColors('#ffffff').text).toBe(DARK_TEXT);
    for (const color of ['#0b3d2e', '#ffd166', '#ffffff', '#e8590c', '#1c7ed6', '#40c057', '#7950f2', '#868e96']) {
      const { background, text } = buttonColors(color);
      expect(contrastRatio(text, background), color).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('darkens a mid-tone where neither text reads, just enough for white', () => {
    // The default blue: white reads 4.0:1 on it, the dark text 4.0:1 too.
    const { background, text } = buttonColors('#1c7ed6');
    expect(text).toBe('#ffffff');
    expect(background).not.toBe('#1c7ed6');
    expect(contrastRatio('#ffffff', background)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio('#ffffff', background)).toBeLessThan(5.2);
  });
});

describe('the theme and the variables', () => {
  it('turns the style into the document variables', () => {
    expect(micrositeCssVariables(style)).toEqual({
      '--microsite-header-background': '#0b3d2e',
      '--microsite-header-text': '#ffffff',
      '--microsite-body-background': '#f4f1ea',
      '--microsite-button-background': buttonColors('#e8590c').background,
      '--microsite-button-text': buttonColors('#e8590c').text,
      '--microsite-button-radius': 'var(--mantine-radius-xl)',
      '--microsite-avatar-radius': 'var(--mantine-radius-lg)',
      '--microsite-description-align': 'left',
      '--microsite-description-size': 'var(--mantine-font-size-lg)',
    });
    expect(micrositeCssVariables(defaultMicrositeStyle)['--microsite-header-text']).toBe(DARK_TEXT);
    expect(micrositeCssVariables({ ...style, avatar: { shape: 'circle' } })['--microsite-avatar-radius']).toBe('50%');
  });

  it("makes the button's colour and radius the theme's primary colour and radius", () => {
    const merged = mergeMantineTheme(DEFAULT_THEME, micrositeTheme(theme, style));
    expect(merged.primaryColor).toBe('microsite');
    expect(merged.colors.microsite[6]).toBe('#e8590c');
    expect(merged.defaultRadius).toBe('xl');
    expect(merged.components.Button.defaultProps).toMatchObject({ radius: 'xl' });
    // The product's own palette stays for what names it.
    expect(merged.colors.brand).toEqual(mergeMantineTheme(DEFAULT_THEME, theme).colors.brand);
    const filled = merged.variantColorResolver({ color: 'microsite', theme: merged, variant: 'filled' });
    expect(filled.color).toBe('var(--microsite-button-text)');
    expect(merged.variantColorResolver({ color: 'red', theme: merged, variant: 'filled' }).color).not.toBe(
      'var(--microsite-button-text)',
    );
  });

  it('fills buttons with the exact readable colour, and keeps the readable colours of the rest', () => {
    const merged = mergeMantineTheme(DEFAULT_THEME, micrositeTheme(theme, style));
    const { variables, light } = micrositeVariablesResolver(style)(merged);
    const button = buttonColors('#e8590c');
    expect(light['--mantine-color-microsite-filled']).toBe(button.background);
    expect(light['--mantine-primary-color-contrast']).toBe(button.text);
    expect(light['--mantine-color-dimmed']).toBe('#5f666d');
    expect(variables['--microsite-body-background']).toBe('#f4f1ea');
    expect(contrastRatio(light['--mantine-color-anchor'], '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });
});
