// A time of day as it is typed and read in Hungary: 24-hour "09:00", "17:30". The time field shows
// this whatever the browser's language (a native time input reads "05:00 PM" in an English
// browser), and takes the usual ways of typing it: "9", "9:00", "9.00", "0900", "17 30".

const separated = /^(\d{1,2})\s*[:.\s]\s*(\d{2})$/;
const compact = /^(\d{1,2}?)(\d{2})$/;
const hourOnly = /^(\d{1,2})$/;

/**
 * The "HH:MM" time typed in `text`: null for an empty field, 'invalid' for text that is no time of
 * day (25:00, 9:75, letters).
 */
export function parseHuTime(text: string): string | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const hourAlone = hourOnly.exec(trimmed);
  const match = hourAlone ? [trimmed, hourAlone[1]!, '00'] : (separated.exec(trimmed) ?? (trimmed.length >= 3 ? compact.exec(trimmed) : null));
  if (!match) return 'invalid';
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return 'invalid';
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
