// The export of 'Consultas' as CSV for a spreadsheet: UTF-8 with a byte order mark (Excel reads the accents then),
// semicolons (what Excel expects in Spanish-speaking locales, where the comma is the decimal sign), CRLF lines, and
// every field quoted. A field that starts like a formula (=, +, -, @, a tab or a return) gets a leading apostrophe, so
// a sender's text never runs as a formula in the receiver's spreadsheet (OWASP, CSV injection).
import { leadSources, leadStatuses, type Lead } from '@vitrina/shared/leads';
import { formatDateTime } from '@vitrina/shared/format';

const header = ['Fecha', 'Nombre', 'Email', 'Teléfono', 'Mensaje', 'Publicación', 'Origen', 'Estado'];

export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const titleOf = <T extends { value: string; title: string }>(list: readonly T[], value: string) =>
  list.find((item) => item.value === value)?.title ?? value;

export function leadsCsv(leads: Lead[]): string {
  const lines = [
    header,
    ...leads.map((lead) => [
      formatDateTime(lead.created_at),
      lead.name,
      lead.email ?? '',
      lead.phone ?? '',
      lead.message,
      lead.publication?.title ?? 'Tienda',
      titleOf(leadSources, lead.source),
      titleOf(leadStatuses, lead.status),
    ]),
  ];
  return `\uFEFF${lines.map((fields) => fields.map(csvField).join(';')).join('\r\n')}\r\n`;
}
