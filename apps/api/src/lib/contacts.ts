// The one rule for which contact means a user shows, and to whom (product.md, Sign-in and the account): a means shows
// only when the user enabled it AND has the data for it. Fellow group members see those means (and nothing else: no
// email or phone the member did not offer); a store page's visitors see them only when the owner chose so in 'Tienda'.
import type { Contacts } from '@vitrina/shared/groups';
import type { UserRow } from '../db/schema/index';

type ContactFields = Pick<UserRow, 'contactTypes' | 'email' | 'phone'>;

const noContacts: Contacts = { email: null, phone: null, whatsapp: null };

/** WhatsApp goes to the phone number; a means without its data is null, as is one the user did not enable. */
function contactsOf(user: ContactFields): Contacts {
  const enabled = new Set(user.contactTypes);
  return {
    email: enabled.has('email') && user.email ? user.email : null,
    phone: enabled.has('phone') && user.phone ? user.phone : null,
    whatsapp: enabled.has('whatsapp') && user.phone ? user.phone : null,
  };
}

/** What other members of a group see: the member's `email` and `phone` fields travel only as offered means. */
export function memberContactsOf(user: ContactFields): {
  email: string | null;
  phone: string | null;
  contacts: Contacts;
} {
  const contacts = contactsOf(user);
  return { email: contacts.email, phone: contacts.phone ?? contacts.whatsapp, contacts };
}

/** What anyone visiting the store page sees: nothing unless the owner turned `store_contacts` on. */
export function storeContactsOf(user: ContactFields & Pick<UserRow, 'storeContacts'>): Contacts {
  return user.storeContacts ? contactsOf(user) : noContacts;
}
