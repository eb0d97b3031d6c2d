// The microsite form's state and its pure rules: the draft a microsite starts from, the users list and its default,
// and where an error (the shared schema's, or the API's 422) shows.
import {
  defaultMicrositeSettings,
  defaultMicrositeStyle,
  micrositeFormSchema,
  type AdminMicrosite,
  type MicrositeSettings,
  type MicrositeStatus,
  type MicrositeStyle,
} from '@vitrina/shared/microsites';
import { fieldErrors } from '@/lib/error-message';
import { logoFields, type LogoChange, type LogoField, type MicrositePayload } from '../api/save-admin-microsite';

export type ChosenUser = { id: number; name: string; email: string; avatar_url: string | null };

/** A logo as the form holds it: what saving does with it, and what the field shows meanwhile. */
export type LogoDraft = { change: LogoChange; preview: string | null };

export type MicrositeDraft = {
  name: string;
  host: string;
  description: string;
  status: MicrositeStatus;
  settings: MicrositeSettings;
  style: MicrositeStyle;
  users: ChosenUser[];
  defaultUserId: number | null;
  logos: Record<LogoField, LogoDraft>;
};

/** Errors by field path: 'name', 'style.header.background', 'users', 'logo_main'... */
export type DraftErrors = Partial<Record<string, string>>;

const urlOf = (microsite: AdminMicrosite | undefined, field: LogoField) =>
  microsite ? microsite[`${field}_url`] : null;

export function draftOf(microsite?: AdminMicrosite): MicrositeDraft {
  return {
    name: microsite?.name ?? '',
    host: microsite?.host ?? '',
    description: microsite?.description ?? '',
    status: microsite?.status ?? 'pending',
    settings: microsite?.settings ?? defaultMicrositeSettings,
    style: microsite?.style ?? defaultMicrositeStyle,
    users: (microsite?.users ?? []).map(({ id, name, email, avatar_url }) => ({ id, name, email, avatar_url })),
    defaultUserId: microsite?.users.find((user) => user.pivot.default)?.id ?? microsite?.users[0]?.id ?? null,
    logos: Object.fromEntries(
      logoFields.map((field) => [field, { change: { kind: 'keep' }, preview: urlOf(microsite, field) }]),
    ) as Record<LogoField, LogoDraft>,
  };
}

/** Adds a user once; the first one becomes the default. */
export function addUser(draft: MicrositeDraft, user: ChosenUser): MicrositeDraft {
  if (draft.users.some((chosen) => chosen.id === user.id)) return draft;
  return { ...draft, users: [...draft.users, user], defaultUserId: draft.defaultUserId ?? user.id };
}

/** Removes a user; removing the default passes it to the first one left. */
export function removeUser(draft: MicrositeDraft, id: number): MicrositeDraft {
  const users = draft.users.filter((user) => user.id !== id);
  const defaultUserId = draft.defaultUserId === id ? (users[0]?.id ?? null) : draft.defaultUserId;
  return { ...draft, users, defaultUserId };
}

/** The error's key as the form shows it: list items ('users.0', 'users[]') are the list's. */
export function errorKey(path: readonly PropertyKey[] | string): string {
  const parts = typeof path === 'string' ? path.replace(/\[(\w*)\]/g, '.$1').split('.') : path.map(String);
  const [head, ...rest] = parts.filter((part) => part !== '');
  if (head === 'users' || head === 'settings' || head?.startsWith('remove_')) return head.replace('remove_', '');
  return [head, ...rest].join('.');
}

/** The draft checked by the shared schema: the payload to send, or the first message of each field. */
export function checkDraft(draft: MicrositeDraft): { payload: MicrositePayload } | { errors: DraftErrors } {
  const checked = micrositeFormSchema.safeParse({
    name: draft.name,
    host: draft.host,
    description: draft.description,
    status: draft.status,
    style: draft.style,
    settings: draft.settings,
    users: draft.users.map((user) => user.id),
    default_user_id: draft.defaultUserId ?? undefined,
  });
  if (checked.success) {
    const logos = Object.fromEntries(logoFields.map((field) => [field, draft.logos[field].change]));
    return { payload: { ...checked.data, logos: logos as MicrositePayload['logos'] } };
  }
  const errors: DraftErrors = {};
  for (const issue of checked.error.issues) {
    const key = errorKey(issue.path);
    // With no users there is no default to choose: the list's message says it all.
    if (key === 'default_user_id' && draft.users.length === 0) continue;
    errors[key] ??= issue.message;
  }
  return { errors };
}

/** The API's 422 by field, or null when the failure named no field (then it is a toast). */
export function apiErrors(error: unknown): DraftErrors | null {
  const fields = fieldErrors(error);
  if (!fields) return null;
  const errors: DraftErrors = {};
  for (const [field, texts] of Object.entries(fields)) errors[errorKey(field)] ??= texts[0];
  return errors;
}
