// The text colour the microsite form's preview and warnings read on a chosen colour, from the shell's colour maths
// (lib/colors.ts): the same functions that paint the live site, so the preview shows what visitors will see.
import { AA_CONTRAST, contrastRatio, DARK_TEXT, WHITE } from '@/lib/colors';

export const lightText = WHITE;
export const darkText = DARK_TEXT;
export { contrastRatio };

/** AA for normal text. */
export const minimumContrast = AA_CONTRAST;

/**
 * The text colour that reads on `background`: white or the theme's dark text, whichever reads better, or black when
 * neither reaches AA (a mid blue such as #1c7ed6 gives 4.2:1 with white and 5.0:1 with black).
 */
export function readableOn(background: string): string {
  const best = contrastRatio(background, lightText) >= contrastRatio(background, darkText) ? lightText : darkText;
  if (contrastRatio(background, best) >= minimumContrast) return best;
  return contrastRatio(background, lightText) >= contrastRatio(background, '#000000') ? lightText : '#000000';
}
