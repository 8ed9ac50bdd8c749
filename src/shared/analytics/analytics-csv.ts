// The analytics tables as CSV (decision 0221): the same columns the page shows, Hungarian headers,
// hours with a decimal comma and no grouping (Excel reads them as numbers).
import { toCsv } from '../csv/csv';
import { csvNumber as n, csvPercent as percent } from '../reports/report-csv';
import type { AnalyticsReport, AnalyticsTable } from './analytics.schemas';

export const analyticsTableFileNames: Record<AnalyticsTable, string> = { utilisation: 'kihasznaltsag', 'hours-month': 'orak-havonta' };

export function analyticsTableCsv(report: AnalyticsReport, table: AnalyticsTable): string {
  if (table === 'hours-month') {
    return toCsv(
      ['Hónap', 'Számlázható órák', 'Nem számlázható órák'],
      report.hoursByMonth.map((r) => [r.month, n(r.billableHours), n(r.nonBillableHours)]),
    );
  }
  return toCsv(
    ['Ügyvéd', 'Összes óra', 'Számlázható óra', 'Számlázható arány (%)', 'Kapacitás (óra)', 'Kihasználtság (%)', 'Ledolgozott érték (Ft)'],
    report.lawyers.map((r) => [r.name, n(r.totalHours), n(r.billableHours), percent(r.billableShare), n(r.capacityHours), percent(r.utilisation), n(r.workedHuf)]),
  );
}
