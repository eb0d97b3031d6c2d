// The shared form error handler (product.md, The shell): every failure of a form's submit is shown as toasts (the first
// message of each field, or the message, or the status text), and the fields the server named are returned so
// the form can mark them invalid.
import { fieldErrors, type FieldErrors } from './error-message';
import { notifyError, notifyErrorText } from './notify';

export function handleFormError(error: unknown): FieldErrors {
  notifyError(error);
  return fieldErrors(error) ?? {};
}

/**
 * For forms that show messages beside their fields: the first message of each field the form has, to show
 * there; messages of other fields, and failures without fields, still go out as toasts.
 */
export function inlineFieldErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const errors = fieldErrors(error);
  if (!errors) {
    notifyError(error);
    return {};
  }
  const inline: Partial<Record<F, string>> = {};
  for (const [field, texts] of Object.entries(errors)) {
    if ((fields as readonly string[]).includes(field)) inline[field as F] = texts[0];
    else notifyErrorText(texts[0]);
  }
  return inline;
}
