// How place names are compared: without accents, case or punctuation, so 'cordoba' finds 'Córdoba' and
// 'nunez' finds 'Núñez'. The same folding is stored in map_places.search_text and applied to what users type.

/** Lowercase, accents removed, anything but letters and digits turned into single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A URL- and id-safe form of a name: 'Villa Ortúzar' -> 'villa-ortuzar'. */
export function slugOf(text: string): string {
  return foldText(text).replaceAll(' ', '-');
}
