// A calendar date as a person types and reads it in Hungary: "2026. 11. 29." (year, month, day,
// each followed by a dot). The date field shows this whatever the browser's language, and takes
// the usual ways of typing it: "2026. 11. 29.", "2026.11.29", "2026-11-29", "2026/11/29", "20261129".
import { isIsoDate, type IsoDate } from './iso-date';

/** "2026-11-29" -> "2026. 11. 29." */
export function formatHuDate(iso: IsoDate): string {
  const [y, m, d] = iso.split('-');
  return `${y}. ${m}. ${d}.`;
}

const separated = /^(\d{4})\s*[.\-/]\s*(\d{1,2})\s*[.\-/]\s*(\d{1,2})\s*\.?$/;
const compact = /^(\d{4})(\d{2})(\d{2})$/;

/**
 * The ISO date typed in `text`: null for an empty field, 'invalid' for text that is not a real
 * calendar date (2026. 02. 30., 2026. 13. 01., letters).
 */
export function parseHuDate(text: string): IsoDate | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = separated.exec(trimmed) ?? compact.exec(trimmed);
  if (!match) return 'invalid';
  const iso = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : 'invalid';
}
