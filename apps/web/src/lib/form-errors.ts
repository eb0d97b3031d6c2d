// The shared form error handler (product.md, The shell): a form that cannot be sent, because its own check or the
// API's 422 refused it, marks its fields, says the first message in a toast and brings the first field to fix into
// view, focused; messages of fields the form does not show, and failures without fields, go out as toasts too.
import { flushSync } from 'react-dom';
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

type ShownErrors = Partial<Record<string, string | null | undefined>>;

const focusable =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), ' +
  'button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The message a control shows for itself: the text of an element its aria-describedby names, if it is one of these. */
function messageOf(control: Element, messages: readonly string[]): string | undefined {
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  for (const id of ids) {
    const text = id ? control.ownerDocument.getElementById(id)?.textContent?.trim() : undefined;
    if (text && messages.includes(text)) return text;
  }
  return undefined;
}

/** The innermost element that shows one of the messages, first in the form's order. */
function shownMessage(form: HTMLElement, messages: readonly string[]): HTMLElement | null {
  for (const element of form.querySelectorAll<HTMLElement>('*')) {
    const text = element.textContent?.trim();
    if (!text || !messages.includes(text)) continue;
    if (![...element.children].some((child) => child.textContent?.trim() === text)) return element;
  }
  return null;
}

/** Where a message shown apart from its control leads: the first control of the nearest field around it. */
function controlNear(element: HTMLElement, form: HTMLElement): HTMLElement | null {
  for (let node: HTMLElement | null = element; node && node !== form.parentElement; node = node.parentElement) {
    const found = node.matches(focusable) ? node : node.querySelector<HTMLElement>(focusable);
    if (found) return found;
  }
  return null;
}

/**
 * The first thing to fix, in the form's order: a control marked invalid (Mantine's inputs, with their message in
 * aria-describedby), or a message shown beside controls that cannot be marked so (a group of checkboxes, an image).
 */
function firstToFix(form: HTMLElement, messages: readonly string[]) {
  const control = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const shown = shownMessage(form, messages);
  if (control && (!shown || control.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING)) {
    return { message: messageOf(control, messages), into: control, focus: control };
  }
  if (shown) return { message: shown.textContent?.trim(), into: shown, focus: controlNear(shown, form) };
  return null;
}

/**
 * Marks a form's fields with `errors` (`mark` sets the form's state, applied at once so the page shows the marks),
 * then says the first message in a toast, the one of the first field to fix in the form's order, scrolls that field
 * to the middle of the screen (clear of a sticky bar) and focuses it. A form calls it for its own check and for the
 * API's 422 alike: `showFormErrors(form, inlineFieldErrors(error, FIELDS), setErrors)`. With no message (the failure
 * was already a toast) it only marks.
 */
export function showFormErrors<E extends ShownErrors>(
  form: HTMLElement | null | undefined,
  errors: E,
  mark?: (errors: E) => void,
): void {
  if (mark) flushSync(() => mark(errors));
  const messages = Object.values(errors).filter((text): text is string => typeof text === 'string' && text !== '');
  if (messages.length === 0) return;
  const first = form ? firstToFix(form, messages) : null;
  notifyErrorText(first?.message ?? messages[0]);
  if (!first) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  first.into.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  first.focus?.focus({ preventScroll: true });
}
