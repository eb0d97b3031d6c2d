// Reads a number as people in Argentina write it, and as other sites and spreadsheets copy it: the comma is the
// decimal separator and the point groups thousands ('1.234,5'), but a pasted '72.5' means 72.5, not 725.
// The number input's own formatting treats every point as a thousands separator, so pasted text comes here.

/** The number a typed or pasted text means; null when it is no number. */
export function parseLocaleNumber(input: string): number | null {
  // Spaces (also the no-break ones some sites group thousands with) and a currency or unit around the digits.
  const text = input.replace(/[\s\u00a0\u202f]/g, '').replace(/^[^\d,.-]+|[^\d,.]+$/g, '');
  if (!/^-?[\d.,]*\d[\d.,]*$/.test(text)) return null;
  const lastComma = text.lastIndexOf(',');
  const lastPoint = text.lastIndexOf('.');
  let normalised: string;
  if (lastComma >= 0 && lastPoint >= 0) {
    // Both: the later one separates the decimals ('1.234,5' and '1,234.5').
    const [group, decimal] = lastComma > lastPoint ? ['.', ','] : [',', '.'];
    if (text.split(decimal).length > 2) return null;
    normalised = text.split(group).join('').replace(decimal, '.');
  } else if (lastComma >= 0 || lastPoint >= 0) {
    const separator = lastComma >= 0 ? ',' : '.';
    const parts = text.split(separator);
    // Repeated, it groups thousands ('1.234.567'); once, it separates decimals ('72,5', '72.5') unless it is a
    // point followed by exactly three digits, which es-AR reads as thousands ('135.000').
    const grouping =
      parts.length > 2 || (separator === '.' && parts[1].length === 3 && parts[0] !== '' && parts[0] !== '-');
    if (grouping && !parts.slice(1).every((part) => part.length === 3)) return null;
    normalised = grouping ? parts.join('') : parts.join('.');
  } else {
    normalised = text;
  }
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}
