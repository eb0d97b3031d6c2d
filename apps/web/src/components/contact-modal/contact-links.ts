// The links of the contact modal (product.md, Sign-in and the account): only the means a user enabled and has data for
// arrive here, already filtered by the API. Numbers read in international style; the links keep the E.164 value.
import type { Contacts } from '@vitrina/shared/groups';
import { formatPhone } from '@vitrina/shared/phone';

export type ContactLink = { kind: 'email' | 'phone' | 'whatsapp'; label: string; value: string; href: string };

export function contactLinks(contacts: Contacts): ContactLink[] {
  const links: ContactLink[] = [];
  if (contacts.email) {
    links.push({ kind: 'email', label: 'Email', value: contacts.email, href: `mailto:${contacts.email}` });
  }
  if (contacts.phone) {
    links.push({ kind: 'phone', label: 'Llamar', value: formatPhone(contacts.phone), href: `tel:${contacts.phone}` });
  }
  if (contacts.whatsapp) {
    // wa.me wants the international number with digits only.
    const digits = contacts.whatsapp.replace(/\D/g, '');
    links.push({
      kind: 'whatsapp',
      label: 'WhatsApp',
      value: formatPhone(contacts.whatsapp),
      href: `https://wa.me/${digits}`,
    });
  }
  return links;
}
