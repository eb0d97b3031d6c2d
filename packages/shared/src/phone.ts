// Phone numbers (spec 01 §5): optional, international with the country code, normalised to E.164. Kept apart
// from validation.ts because the number metadata is heavy and only the profile form needs it.
import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { messages } from './messages';

export function normalizePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(trimmed);
  return parsed && parsed.isValid() ? parsed.number : null;
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
