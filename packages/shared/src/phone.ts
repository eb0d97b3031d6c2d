// Phone numbers: optional, international with the country code, normalised to E.164. Kept apart
// from validation.ts because the number metadata is heavy: only the profile form and the contact modal load it in the
// browser (a listing's page gets its numbers formatted by the API).
import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { messages } from './messages';

export function normalizePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(trimmed);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/**
 * A stored (E.164) number as people read it, international style: '+5491123456789' -> '+54 9 11 2345 6789'.
 * Anything it cannot parse is shown as it came. Links (tel:, WhatsApp) keep using the E.164 value.
 */
export function formatPhone(value: string): string {
  const parsed = parsePhoneNumberFromString(value.trim());
  return parsed ? parsed.formatInternational() : value;
}

/** How a person's numbers read (formatPhone), each null where they have none. */
export type NumbersShown = { phone: string | null; whatsapp: string | null };

/**
 * A person's numbers as people read them: the contact modal formats them as it opens, the API before it answers a
 * listing's page (which then loads no numbers' metadata).
 */
export function numbersShown(numbers: { phone: string | null; whatsapp: string | null }): NumbersShown {
  return {
    phone: numbers.phone ? formatPhone(numbers.phone) : null,
    whatsapp: numbers.whatsapp ? formatPhone(numbers.whatsapp) : null,
  };
}

/** Optional phone; '' and null clear it; anything else must parse as an international number. */
export function phoneField() {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const normalized = normalizePhone(value);
      if (!normalized) {
        ctx.addIssue({ code: 'custom', message: messages.validation.phone });
        return z.NEVER;
      }
      return normalized;
    });
}
