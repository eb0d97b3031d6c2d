// The links of the contact modal and of a listing's page (product.md, Sign-in and the account; Links): only the means a
// user enabled and has data for arrive here, already filtered by the API. Numbers read as `shown` gives them
// (international style); the links keep the E.164 value. The numbers' formatting is the caller's: the modal formats
// them itself (contact-modal.tsx), a listing's page receives them formatted by the server and loads no numbers'
// metadata.
import type { Contacts } from '@vitrina/shared/groups';
// A type alone: erased from the build, it loads none of the numbers' code.
import type { NumbersShown } from '@vitrina/shared/phone';

export type ContactLink = { kind: 'email' | 'phone' | 'whatsapp'; label: string; value: string; href: string };

/** `shown`: how each number reads; null shows it as stored. */
export function contactLinks(contacts: Contacts, shown: NumbersShown): ContactLink[] {
  const links: ContactLink[] = [];
  if (contacts.email) {
    links.push({ kind: 'email', label: 'Email', value: contacts.email, href: `mailto:${contacts.email}` });
  }
  if (contacts.phone) {
    links.push({ kind: 'phone', label: 'Llamar', value: shown.phone ?? contacts.phone, href: `tel:${contacts.phone}` });
  }
  if (contacts.whatsapp) {
    // wa.me wants the international number with digits only.
    const digits = contacts.whatsapp.replace(/\D/g, '');
    links.push({
      kind: 'whatsapp',
      label: 'WhatsApp',
      value: shown.whatsapp ?? contacts.whatsapp,
      href: `https://wa.me/${digits}`,
    });
  }
  return links;
}
