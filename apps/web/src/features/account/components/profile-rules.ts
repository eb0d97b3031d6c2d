// The rules of the 'Mi perfil' form (product.md, Sign-in and the account): a required name of 3 to 150 characters; an
// optional phone that must be international and is sent in E.164; calls and WhatsApp offered only with a phone.
import { limits } from '@vitrina/shared/constants';
import { normalizePhone } from '@vitrina/shared/phone';
import { messages } from '@vitrina/shared/messages';
import { requiredText } from '@vitrina/shared/validation';

export type ProfileValues = {
  name: string;
  phone: string;
  contact_types: string[];
};

export type ProfileField = 'name' | 'phone' | 'contact_types' | 'avatar';
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** What the API receives once the values pass. */
export type ProfileData = { name: string; phone: string | null; contact_types: string[] };

const nameSchema = requiredText(limits.nameMin, limits.nameMax);
const PHONE_CONTACTS: readonly string[] = ['phone', 'whatsapp'];

function hasPhone(phone: string): boolean {
  return phone.trim() !== '';
}

/** The contact means the form offers: email always, calls and WhatsApp only when a phone is set. */
export function offeredContactTypes<T extends { value: string }>(all: readonly T[], phone: string): T[] {
  return all.filter((type) => hasPhone(phone) || !PHONE_CONTACTS.includes(type.value));
}

function validateName(name: string): string | undefined {
  const result = nameSchema.safeParse(name);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function validatePhone(phone: string): string | undefined {
  if (!hasPhone(phone)) return undefined;
  return normalizePhone(phone) ? undefined : messages.validation.phone;
}

export function validateProfile(values: ProfileValues): { errors: ProfileErrors; data: ProfileData | null } {
  const errors: ProfileErrors = {};
  const name = validateName(values.name);
  if (name) errors.name = name;
  const phone = validatePhone(values.phone);
  if (phone) errors.phone = phone;
  if (Object.keys(errors).length > 0) return { errors, data: null };
  const normalizedPhone = hasPhone(values.phone) ? normalizePhone(values.phone) : null;
  return {
    errors,
    data: {
      name: values.name.trim(),
      phone: normalizedPhone,
      // A cleared phone takes calls and WhatsApp with it.
      contact_types: values.contact_types.filter((type) => normalizedPhone || !PHONE_CONTACTS.includes(type)),
    },
  };
}
