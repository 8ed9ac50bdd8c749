// The iCalendar invitation of a booking (issue 35 point 3, decision 0359; RFC 5545, iTIP RFC 5546):
// METHOD:REQUEST for a confirmed booking, METHOD:CANCEL with STATUS:CANCELLED for a cancelled one,
// one stable UID per booking and its SEQUENCE (+1 on every reschedule and on the cancellation), so
// calendars update the same event. Times are written in UTC ("…Z"): no VTIMEZONE is needed and no
// server clock zone leaks in (ical-generator writes the server's wall clock with a TZID, reference §4).
// Only what the customer already knows goes in: no matter content (lawyer's secret).

export interface IcsBooking {
  id: string;
  status: 'confirmed' | 'cancelled';
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string | null };
  stamp: Date;
}

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT value escaping (RFC 5545 3.3.11). */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** A quoted parameter value may not hold a double quote. */
const param = (value: string) => `"${value.replace(/"/g, "'")}"`;

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function bookingIcs(b: IcsBooking, domain = 'virtualis-iroda.hu'): string {
  const cancelled = b.status === 'cancelled';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Virtualis Iroda//Idopontfoglalas//HU',
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:booking-${b.id}@${domain}`,
    `SEQUENCE:${b.sequence}`,
    `DTSTAMP:${utc(b.stamp)}`,
    `DTSTART:${utc(b.start)}`,
    `DTEND:${utc(b.end)}`,
    `SUMMARY:${text(b.summary)}`,
    `LOCATION:${text(b.location)}`,
    `DESCRIPTION:${text(b.description)}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `ORGANIZER;CN=${param(b.organizer.name)}:mailto:${b.organizer.email}`,
    ...(b.attendee.email ? [`ATTENDEE;CN=${param(b.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? 'DECLINED' : 'NEEDS-ACTION'};RSVP=${cancelled ? 'FALSE' : 'TRUE'}:mailto:${b.attendee.email}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
