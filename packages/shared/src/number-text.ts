// Numbers as the app writes them (decision 003): '.' between thousands, always, and ',' before the decimals. Written
// by hand rather than with Intl.NumberFormat: building a formatter loads locale data, tens of milliseconds on a slow
// phone, and the first screen of a listing, a store or a deck writes prices before anything else. The texts are
// Intl's own for es-ES with useGrouping 'always' (format.test.ts and number-text.test.ts compare them): the decimal
// text of the number (its shortest form, as JavaScript prints it) is rounded half away from zero.

let fallback: Map<number, Intl.NumberFormat> | undefined;

/** Intl's text, for what the hand-written path leaves to it: NaN, the infinities and exponent forms. */
function intlText(value: number, decimals: number): string {
  fallback ??= new Map();
  let format = fallback.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('es-ES', { maximumFractionDigits: decimals, useGrouping: 'always' });
    fallback.set(decimals, format);
  }
  return format.format(value);
}

/** '1234567' as '1.234.567'. */
function grouped(digits: string): string {
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) text += `.${digits.slice(at, at + 3)}`;
  return text;
}

/** A string of decimal digits plus one ('199' → '200', '99' → '100'). */
function incremented(digits: string): string {
  let at = digits.length - 1;
  while (at >= 0 && digits[at] === '9') at -= 1;
  if (at < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, at) + String(Number(digits[at]) + 1) + '0'.repeat(digits.length - at - 1);
}

/**
 * `value` with '.' for thousands and ',' for decimals, at most `decimals` of them (trailing zeros dropped), rounded
 * half away from zero: 1234567.891 → '1.234.567,89', 12.5 with none → '13', -0 → '-0' as Intl writes it.
 */
export function numberText(value: number, decimals: number): string {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) return intlText(value, decimals);
  const point = text.indexOf('.');
  let whole = point === -1 ? text : text.slice(0, point);
  let fraction = point === -1 ? '' : text.slice(point + 1);
  if (fraction.length > decimals) {
    const roundsUp = fraction.charCodeAt(decimals) >= 53; // '5'
    fraction = fraction.slice(0, decimals);
    if (roundsUp) {
      const digits = incremented(whole + fraction);
      whole = digits.slice(0, digits.length - decimals);
      fraction = digits.slice(digits.length - decimals);
    }
  }
  fraction = fraction.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped(whole)}${fraction ? `,${fraction}` : ''}`;
}
