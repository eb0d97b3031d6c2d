// Turns any failure into the Spanish text a person reads, following the errors of product.md, The shell.
import { messages } from '@vitrina/shared/messages';
import { HttpError } from './http';

export type FieldErrors = Record<string, string[]>;

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The `errors` object of a validation answer, keeping only fields that carry at least one message. */
export function fieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof HttpError)) return null;
  const errors = asRecord(asRecord(error.body)?.errors);
  if (!errors) return null;
  const result: FieldErrors = {};
  for (const [field, list] of Object.entries(errors)) {
    const texts = (Array.isArray(list) ? list : [list]).filter(
      (text): text is string => typeof text === 'string' && text !== '',
    );
    if (texts.length > 0) result[field] = texts;
  }
  return Object.keys(result).length > 0 ? result : null;
}

/**
 * Every message to show for a failure, in order. Field errors come first (one message per field, the first of
 * each) because they say what to fix; then the server's own message; then the fixed texts per status.
 */
export function errorMessages(error: unknown): string[] {
  if (!(error instanceof HttpError)) return [messages.errors.generic];
  if (error.status === null) return [messages.errors.noResponse];

  const fields = fieldErrors(error);
  if (fields) return Object.values(fields).map((texts) => texts[0]);

  const message = asRecord(error.body)?.message;
  if (typeof message === 'string' && message.trim() !== '') return [message];

  switch (error.status) {
    case 404:
      return [messages.errors.notFound];
    case 413:
      return [messages.errors.tooLarge];
    case 429:
      return [messages.errors.tooManyRequests];
    default:
      return [messages.errors.generic];
  }
}

export function errorMessage(error: unknown): string {
  return errorMessages(error).join(' ');
}
