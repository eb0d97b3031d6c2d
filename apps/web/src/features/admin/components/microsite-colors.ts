// Contrast of a microsite's colours (WCAG 2.x relative luminance), so the preview writes on a colour in the text
// colour that reads on it and the form warns of a header whose text would not.
export const lightText = '#ffffff';
export const darkText = '#1f1646';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** AA for normal text. */
export const minimumContrast = 4.5;

/**
 * The text colour that reads on `background`: white or the theme's dark text, whichever reads better, or black when
 * neither reaches AA (a mid blue such as #1c7ed6 gives 4.2:1 with white and 5.0:1 with black).
 */
export function readableOn(background: string): string {
  const best = contrastRatio(background, lightText) >= contrastRatio(background, darkText) ? lightText : darkText;
  if (contrastRatio(background, best) >= minimumContrast) return best;
  return contrastRatio(background, lightText) >= contrastRatio(background, '#000000') ? lightText : '#000000';
}
