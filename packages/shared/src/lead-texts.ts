// The words, limits and enumerations of leads (product.md, Leads), apart from the schemas so that a page showing the
// «Consultar» button does not load the form's validation (the phone metadata is heavy).

export const leadLimits = {
  nameMax: 150,
  messageMin: 10,
  messageMax: 2000,
} as const;

export const leadTexts = {
  // ours
  button: 'Consultar',
  title: 'Enviar una consulta',
  intro: 'Tu consulta le llega a quien publica. Completá tu email o tu teléfono para que te responda.',
  name: 'Nombre',
  email: 'Email',
  phone: 'Teléfono',
  phoneHint: 'Con código de país, por ejemplo +54 9 11 2345 6789',
  message: 'Mensaje',
  messagePlaceholder: 'Hola, me interesa. ¿Sigue disponible?',
  consent: 'Acepto que quien publica me contacte por los medios que indiqué.',
  send: 'Enviar consulta',
  sent: 'Tu consulta fue enviada.',
  sentDetail: 'Quien publica va a responderte por email o teléfono.',
  contactRequired: 'Indicá un email o un teléfono',
  consentRequired: 'Debés aceptar que te contacten',
  noLinks: 'El texto no puede contener enlaces ni código',
  // 'Consultas'
  menu: 'Consultas',
  empty: 'Todavía no recibiste consultas.',
  export: 'Exportar CSV',
  answerWhatsapp: 'Responder por WhatsApp',
  answerEmail: 'Responder por email',
  statusLabel: 'Estado',
  statusUpdated: 'Estado actualizado.',
  aboutStore: 'Sobre tu tienda',
  loadFailed: 'No se pudieron cargar las consultas.',
  retry: 'Reintentar',
} as const;

/** The receiver's follow-up of a lead, in the words; 'nueva' first: every lead starts there. */
export const leadStatuses = [
  { value: 'nueva', title: 'Nueva', color: 'brand' },
  { value: 'contactada', title: 'Contactada', color: 'teal' },
  { value: 'descartada', title: 'Descartada', color: 'gray' },
] as const;
export type LeadStatus = (typeof leadStatuses)[number]['value'];
export const leadStatusValues = leadStatuses.map((status) => status.value) as [LeadStatus, ...LeadStatus[]];

/**
 * Where the lead was sent from, for the statistics: a listing's page, a store, the listing's detail in a search's
 * deck; `microsite` is counted apart (a lead sent on a microsite's host, whatever the page).
 */
export const leadSources = [
  { value: 'publication', title: 'Página de la publicación' },
  { value: 'store', title: 'Tienda' },
  { value: 'search', title: 'Búsquedas' },
  { value: 'microsite', title: 'Micrositio' },
] as const;
export type LeadSource = (typeof leadSources)[number]['value'];

/** The WhatsApp chat with a number: wa.me takes the digits of the international number, without '+'. */
export function whatsappUrl(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 8 ? `https://wa.me/${digits}` : null;
}
