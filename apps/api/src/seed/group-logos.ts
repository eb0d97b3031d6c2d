// Demo group logos drawn here, never downloaded: a white pictogram on a colour. No text, so no fonts are needed.
// They go through the same re-encoding as uploaded logos, so the demo serves what real groups serve.
import { renderSvg, thumbnail } from '../lib/images';
import { logoSize } from '../modules/groups';

export type LogoPictogram = 'house' | 'hanger' | 'key';

const pictograms: Record<LogoPictogram, (background: string) => string> = {
  house: (background) =>
    `<path d="M100 38 L164 94 H148 V160 H52 V94 H36 Z" fill="#fff"/>` +
    `<rect x="88" y="120" width="24" height="40" fill="${background}"/>` +
    `<rect x="64" y="104" width="18" height="18" fill="${background}"/><rect x="118" y="104" width="18" height="18" fill="${background}"/>`,
  hanger: () =>
    `<g fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="M86 56 A16 16 0 1 1 100 72 V82"/><path d="M100 82 L164 140 H36 Z"/></g>`,
  key: () =>
    `<g fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round">` +
    `<circle cx="70" cy="100" r="28"/><path d="M98 100 H164 M138 100 V124 M160 100 V118"/></g>`,
};

/** The white pictogram alone, drawn in a 200 x 200 box on `background` (its openings are painted in it). */
export function pictogramSvg(pictogram: LogoPictogram, background: string): string {
  return pictograms[pictogram](background);
}

/** The whole square logo as SVG: the pictogram on its colour. */
export function groupLogoSvg(pictogram: LogoPictogram, background: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
    `<rect width="200" height="200" fill="${background}"/>${pictogramSvg(pictogram, background)}</svg>`
  );
}

/** The logo as stored: WebP, square, at the size uploads are stored. */
export async function renderGroupLogo(pictogram: LogoPictogram, background: string): Promise<Buffer> {
  const png = await renderSvg(groupLogoSvg(pictogram, background), logoSize);
  return (await thumbnail(png, logoSize)).data;
}
