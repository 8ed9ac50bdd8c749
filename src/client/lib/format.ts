// Hungarian-first formatting of dates and numbers, following the UI language. The formatters come
// from the shared cache (@shared/intl): building one per call cost more than the formatting.
import { dateTimeFormat, numberFormat } from '@shared/intl';
import { i18n } from './i18n';

function locale(): string {
  return i18n.language === 'en' ? 'en-GB' : 'hu-HU';
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatDate(iso: string): string {
  return dateTimeFormat(locale(), { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatNumber(n: number): string {
  return numberFormat(locale()).format(n);
}

/** "2026-11" -> "2026. nov." (hu) / "Nov 2026" (en). */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return dateTimeFormat(locale(), { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, 1)));
}

/**
 * "2026. nov. 29. 14:05" in Budapest time and in Hungarian whatever the UI language: for the pages
 * whose texts are Hungarian only (hospitality, decision 0395; the NAV report; the automations' run log).
 */
export function formatHuDateTimeInBudapest(iso: string): string {
  return dateTimeFormat('hu-HU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Budapest' }).format(new Date(iso));
}
