// The contact means a user offers to others (spec 01 §6): a means shows only when the user enabled it AND has the
// data for it. The contact modal of the store page and of the member list reads this object.
import type { Contacts } from '@vitrina/shared/groups';
import type { UserRow } from '../db/schema/index';

/** WhatsApp goes to the phone number; a means without its data is null, as is one the user did not enable. */
export function contactsOf(user: Pick<UserRow, 'contactTypes' | 'email' | 'phone'>): Contacts {
  const enabled = new Set(user.contactTypes);
  return {
    email: enabled.has('email') && user.email ? user.email : null,
    phone: enabled.has('phone') && user.phone ? user.phone : null,
    whatsapp: enabled.has('whatsapp') && user.phone ? user.phone : null,
  };
}
