// Hungarian-first formatting of dates and numbers, following the UI language.
import { i18n } from './i18n';

function locale(): string {
  return i18n.language === 'en' ? 'en-GB' : 'hu-HU';
}

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatNumber(n: number): string {
  return new Intl.NumberFormat(locale()).format(n);
}

/** "2026-11" -> "2026. nov." (hu) / "Nov 2026" (en). */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale(), { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, 1)));
}
