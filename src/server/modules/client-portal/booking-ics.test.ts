import { describe, expect, it } from 'vitest';
import { bookingIcs } from './booking-ics';

const booking = {
  id: 'b1',
  status: 'confirmed' as const,
  sequence: 0,
  // 09:00 in Budapest on the autumn change day's Monday: 08:00 UTC.
  start: new Date('2026-10-26T08:00:00Z'),
  end: new Date('2026-10-26T09:00:00Z'),
  summary: 'Első konzultáció; dr. Kovács, Péter',
  location: 'Kovács és Társai Ügyvédi Iroda (személyesen)',
  description: 'Első sor\nmásodik sor, hosszú szöveg '.repeat(4),
  organizer: { name: 'dr. "Kovács" Péter', email: 'ugyved@kovacs-ugyved.hu' },
  attendee: { name: 'Szabó Anna', email: 'szabo.anna@example.hu' },
  stamp: new Date('2026-10-01T10:00:00Z'),
};

describe('bookingIcs', () => {
  it('writes a REQUEST with UTC times, escaped text, CRLF lines folded at 75 octets', () => {
    const ics = bookingIcs(booking);
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain('DTSTART:20261026T080000Z\r\n');
    expect(ics).toContain('DTEND:20261026T090000Z\r\n');
    expect(ics).toContain('SUMMARY:Első konzultáció\\; dr. Kovács\\, Péter\r\n');
    expect(ics).toContain(`ORGANIZER;CN="dr. 'Kovács' Péter":mailto:ugyved@kovacs-ugyved.hu`);
    expect(ics).not.toContain('TZID');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Első sor\\nmásodik sor\\, hosszú szöveg Első sor');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('writes a CANCEL with the same UID and STATUS:CANCELLED', () => {
    const ics = bookingIcs({ ...booking, status: 'cancelled', sequence: 2 });
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('UID:booking-b1@virtualis-iroda.hu\r\n');
    expect(ics).toContain('SEQUENCE:2\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
  });
});
