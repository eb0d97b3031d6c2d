// zod helpers that speak the product's Spanish (product.md, The shell: Validation texts). Importing this module
// installs a global error map, so any schema without its own message reports that wording, on the server and in
// forms alike.
import { z } from 'zod';
import { messages } from './messages';
import { limits } from './constants';

const v = messages.validation;

function numberOrigin(origin: string): boolean {
  return origin === 'number' || origin === 'int' || origin === 'bigint';
}

export function spanishIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return v.required;
      if (issue.expected === 'number' || issue.expected === 'int') return v.decimal;
      return v.invalidValue;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? v.required : v.minLength(Number(issue.minimum));
      if (numberOrigin(issue.origin)) return v.minValue(Number(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) <= 1 ? v.required : v.minValue(Number(issue.minimum));
      return v.invalidValue;
    case 'too_big':
      if (issue.origin === 'string') return v.maxLength(Number(issue.maximum));
      return v.maxValue(Number(issue.maximum));
    case 'invalid_format':
      if (issue.format === 'email') return v.email;
      if (issue.format === 'url') return v.url;
      return v.invalidValue;
    case 'invalid_value':
    case 'invalid_union':
      return v.invalidOption;
    case 'not_multiple_of':
      return v.decimal;
    case 'unrecognized_keys':
      return v.unknownFields(issue.keys);
    default:
      return undefined;
  }
}

// In the browser, parsers are not compiled with `new Function`: the app's Content-Security-Policy has no
// 'unsafe-eval', and zod's probe for it would be reported as a violation (decision 007).
z.config({ customError: (issue) => spanishIssueMessage(issue), jitless: 'document' in globalThis });

/** A required trimmed text of min..max characters (names are 3–150). */
export function requiredText(min: number = limits.nameMin, max: number = limits.nameMax) {
  return z.string().trim().min(1, { error: v.required, abort: true }).min(min).max(max);
}

/** An optional text; empty strings become null so "cleared" and "absent" are one state. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
}

export function emailField() {
  return z.string().trim().toLowerCase().min(1, { error: v.required, abort: true }).max(255).pipe(z.email());
}

/** Flattens a ZodError to `{ 'field.path': [messages] }`, the `errors` of a 422 response. */
export function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (result[key] ??= []).push(issue.message);
  }
  return result;
}

/** The first message of the first field: what a 422's `message` says. */
export function firstMessage(errors: Record<string, string[]>): string {
  for (const list of Object.values(errors)) if (list.length) return list[0];
  return messages.errors.invalidData;
}
