// A visit as an iCalendar invitation (RFC 5545) that Google Calendar, Apple Calendar and Outlook import: one event
// whose UID stays the visit's, with SEQUENCE raised at each change (METHOD:REQUEST) and METHOD:CANCEL when it is
// called off. Lines end in CRLF and are folded at 75 octets without splitting a character; text is escaped.

export type VisitCalendar = {
  id: number;
  sequence: number;
  status: string;
  startsAt: Date;
  endsAt: Date;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  title: string;
  address: string | null;
  lat: number | null;
  lng: number | null;
  message: string | null;
  url: string;
  host: string;
  appName: string;
  agent: { name: string; email: string };
  client: { name: string; email: string };
};

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (a name in CN=): quoted, without the quotes and control characters it cannot hold. */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/** Folds a content line at 75 octets: each continuation starts with one space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** UTC form: 20260110T130000Z. */
function utc(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function visitCalendar(visit: VisitCalendar): string {
  const cancelled = visit.status === 'cancelled' || visit.status === 'declined';
  const description = [visit.message ? `Mensaje: ${visit.message}` : null, visit.url].filter(Boolean).join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(visit.appName)}//Visitas//ES`,
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:visit-${visit.id}@${visit.host}`,
    `SEQUENCE:${visit.sequence}`,
    `DTSTAMP:${utc(visit.stamp)}`,
    `DTSTART:${utc(visit.startsAt)}`,
    `DTEND:${utc(visit.endsAt)}`,
    `SUMMARY:${escapeText(`Visita: ${visit.title}`)}`,
    ...(visit.address ? [`LOCATION:${escapeText(visit.address)}`] : []),
    ...(visit.lat !== null && visit.lng !== null ? [`GEO:${visit.lat};${visit.lng}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${visit.url}`,
    `STATUS:${cancelled ? 'CANCELLED' : visit.status === 'confirmed' || visit.status === 'done' ? 'CONFIRMED' : 'TENTATIVE'}`,
    `ORGANIZER;CN=${paramValue(visit.agent.name)}:mailto:${visit.agent.email}`,
    `ATTENDEE;CN=${paramValue(visit.client.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${
      visit.status === 'confirmed' || visit.status === 'done' ? 'ACCEPTED' : cancelled ? 'DECLINED' : 'NEEDS-ACTION'
    }:mailto:${visit.client.email}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
