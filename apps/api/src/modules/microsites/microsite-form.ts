// The microsite form as the API reads it (multipart, or JSON without logos): bracket-named fields folded, `style` and
// `settings` parsed from their JSON text, `users[]` as ids, validated with the shared schema; the logos checked by
// their bytes and re-encoded. Every problem of the form itself is reported at once as one 422, before anything is
// written; what needs the database (users that exist, a host no other microsite uses) is checked by the writes.
import { messages } from '@vitrina/shared/messages';
import {
  micrositeFormSchema,
  micrositeMessages,
  micrositeUpdateSchema,
  type MicrositeForm,
  type MicrositeUpdate,
} from '@vitrina/shared/microsites';
import { toFieldErrors } from '@vitrina/shared/validation';
import type { z } from 'zod';
import { HttpError, type FieldErrors } from '../../lib/errors';
import { foldFormFields } from '../../lib/form-fields';
import {
  encodeLogos,
  logoField,
  logoKinds,
  logosToRemove,
  removeLogoField,
  type EncodedLogos,
  type LogoKind,
} from './microsite-logos';

export type ReadForm<T> = { fields: T; logos: EncodedLogos; remove: Set<LogoKind> };

/** The host the platform itself answers on (PUBLIC_URL's): never a microsite's. */
export function platformHost(publicUrl: string): string {
  return new URL(publicUrl).hostname.toLowerCase().replace(/\.$/, '');
}

export function throwIfAny(errors: FieldErrors): void {
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(422, first[0], errors);
}

/** `style` and `settings` travel as JSON text in a multipart form (or as objects in a JSON body). */
function parseJsonField(fields: Record<string, unknown>, name: string, errors: FieldErrors, message: string) {
  const value = fields[name];
  if (typeof value !== 'string') return;
  try {
    fields[name] = JSON.parse(value) as unknown;
  } catch {
    errors[name] = [message];
    delete fields[name];
  }
}

/** A style's only readable errors are its colours'; anything else in it (an unknown key, CSS, a wrong option) is one. */
function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors = toFieldErrors(error);
  for (const [key, list] of Object.entries(errors))
    if (key === 'style' || key.startsWith('style.'))
      errors[key] = [
        ...new Set(
          list.map((message) =>
            message === micrositeMessages.colorInvalid ? message : micrositeMessages.styleInvalid,
          ),
        ),
      ];
  return errors;
}

async function read<T extends MicrositeForm | MicrositeUpdate>(
  body: Record<string, unknown>,
  schema: z.ZodType<T>,
  publicUrl: string,
  create: boolean,
): Promise<ReadForm<T>> {
  const folded = foldFormFields(body);
  const fields: Record<string, unknown> = { ...folded };
  delete fields._method;
  for (const kind of logoKinds) {
    delete fields[logoField(kind)];
    delete fields[removeLogoField(kind)];
  }
  const errors: FieldErrors = {};
  parseJsonField(fields, 'style', errors, micrositeMessages.styleInvalid);
  parseJsonField(fields, 'settings', errors, messages.validation.invalidValue);
  parseJsonField(fields, 'filters', errors, messages.validation.invalidValue);
  // FormData cannot send an empty list: an empty `users` field (or none, on a new microsite) means "no users".
  if ('users' in fields || create) {
    const list = Array.isArray(fields.users) ? fields.users : fields.users === undefined ? [] : [fields.users];
    fields.users = list.filter((entry) => entry !== '');
  }
  if (fields.default_user_id === '') delete fields.default_user_id;

  const parsed = schema.safeParse(fields);
  // A field whose JSON could not be read keeps that error rather than the schema's.
  if (!parsed.success) for (const [key, list] of Object.entries(fieldErrorsOf(parsed.error))) errors[key] ??= list;
  const host = parsed.success ? parsed.data.host : undefined;
  if (host !== undefined && host === platformHost(publicUrl)) errors.host = [micrositeMessages.hostReserved];
  const logos = await encodeLogos(folded, errors);
  throwIfAny(errors);
  return { fields: parsed.data!, logos, remove: logosToRemove(folded) };
}

/** A new microsite's form: every field required. */
export function readCreateForm(body: Record<string, unknown>, publicUrl: string): Promise<ReadForm<MicrositeForm>> {
  return read(body, micrositeFormSchema, publicUrl, true);
}

/** An edit's form: only the fields sent change. */
export function readUpdateForm(body: Record<string, unknown>, publicUrl: string): Promise<ReadForm<MicrositeUpdate>> {
  return read(body, micrositeUpdateSchema, publicUrl, false);
}
