// Money and dates the Hungarian way: "14 900 Ft", "2026. nov. 22.".
// Forint amounts come from the shared formatter, so invoices, PDFs and the UI print the same.
import { i18n } from '@client/lib/i18n';
import { dateTimeFormat, numberFormat } from '@shared/intl';

export { formatHuf } from '@shared/hu/format';

const locale = () => (i18n.language === 'en' ? 'en-GB' : 'hu-HU');

export function formatNumber(n: number): string {
  return numberFormat(locale()).format(n);
}

export function formatDay(iso: string): string {
  return dateTimeFormat(locale(), { dateStyle: 'medium', timeZone: 'Europe/Budapest' }).format(new Date(iso));
}

export function formatDayTime(iso: string): string {
  return dateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Budapest' }).format(new Date(iso));
}

export function formatMonthLabel(isoDay: string): string {
  return dateTimeFormat(locale(), { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}
