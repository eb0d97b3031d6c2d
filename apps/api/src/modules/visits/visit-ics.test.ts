import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, visitCalendar } from './visit-ics';

const base = {
  id: 7,
  sequence: 0,
  status: 'requested',
  startsAt: new Date('2024-08-07T13:00:00Z'),
  endsAt: new Date('2024-08-07T14:00:00Z'),
  stamp: new Date('2024-08-06T12:00:00Z'),
  title: 'Departamento 3 ambientes, con balcón; Palermo',
  address: 'Av. Santa Fe 1234, Palermo, CABA',
  lat: -34.59,
  lng: -58.4,
  message: 'Hola,\nvoy con mi pareja',
  url: 'https://vitrina.example/publication/1',
  host: 'vitrina.example',
  appName: 'Vitrina',
  agent: { name: 'Valentina Gómez', email: 'valentina@vitrina.example' },
  client: { name: 'Lucía "Lu" Rodríguez', email: 'lucia@vitrina.example' },
};

describe('visitCalendar', () => {
  it('writes an invitation calendar clients import: CRLF lines, UTC times, escaped text', () => {
    const ics = visitCalendar(base);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Vitrina//Visitas//ES',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
    ]);
    expect(ics).toContain('UID:visit-7@vitrina.example\r\n');
    expect(ics).toContain('DTSTART:20240807T130000Z\r\nDTEND:20240807T140000Z\r\n');
    expect(ics).toContain('SUMMARY:Visita: Departamento 3 ambientes\\, con balcón\\; Palermo\r\n');
    expect(ics).toContain('STATUS:TENTATIVE\r\n');
    expect(ics).toContain('ORGANIZER;CN="Valentina Gómez":mailto:valentina@vitrina.example\r\n');
    expect(ics).toContain('CN="Lucía Lu Rodríguez"');
    // No bare line feed anywhere: every line ends in CRLF.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds every line at 75 octets without splitting a character', () => {
    const ics = visitCalendar({ ...base, message: 'ñ'.repeat(200) });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:Mensaje: ${'ñ'.repeat(200)}\\nhttps://vitrina.example/publication/1`);
    expect(foldLine('a'.repeat(80))).toBe(`${'a'.repeat(75)}\r\n ${'a'.repeat(5)}`);
  });

  it('cancels with METHOD:CANCEL and the same UID, at a higher SEQUENCE', () => {
    const ics = visitCalendar({ ...base, status: 'cancelled', sequence: 3 });
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('UID:visit-7@vitrina.example\r\n');
    expect(ics).toContain('SEQUENCE:3\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
  });

  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});
