// The financial report's tables as CSV (decision 0221): the same columns the pages show, Hungarian headers,
// amounts in forints and hours with a decimal comma and no grouping (Excel reads them as numbers).
import { toCsv } from '../csv/csv';
import type { AgingBucket } from '../invoice-generator/payments';
import { csvNumber as n, csvPercent as percent } from '../reports/report-csv';
import type { FinancialReport, FinancialTable } from './financial-reports.schemas';

export const agingBucketLabels: Record<AgingBucket, string> = {
  current: 'Nem lejárt',
  d0_30: '0–30 nap',
  d31_60: '31–60 nap',
  d61_90: '61–90 nap',
  d90_plus: '90 napon túl',
};

export const financialTableFileNames: Record<FinancialTable, string> = {
  'revenue-month': 'arbevetel-havonta',
  'revenue-client': 'arbevetel-ugyfelenkent',
  'revenue-matter': 'arbevetel-ugyenkent',
  'revenue-lawyer': 'arbevetel-ugyvedenkent',
  wip: 'nem-szamlazott-munka',
  aging: 'kintlevosegek-korosites',
  realisation: 'realizacio',
};

export function financialTableCsv(report: FinancialReport, table: FinancialTable): string {
  switch (table) {
    case 'revenue-month':
      return toCsv(
        ['Hónap', 'Nettó árbevétel (Ft)', 'Bizonylatok'],
        report.revenueByMonth.map((r) => [r.month, n(r.netHuf), String(r.documents)]),
      );
    case 'revenue-client':
      return toCsv(
        ['Ügyfél', 'Nettó árbevétel (Ft)', 'Bizonylatok'],
        report.revenueByClient.map((r) => [r.label, n(r.netHuf), String(r.documents)]),
      );
    case 'revenue-matter':
      return toCsv(
        ['Ügy', 'Nettó árbevétel (Ft)', 'Bizonylatok'],
        report.revenueByMatter.map((r) => [r.label, n(r.netHuf), String(r.documents)]),
      );
    case 'revenue-lawyer':
      return toCsv(
        ['Ügyvéd', 'Nettó árbevétel (Ft)', 'Bizonylatok'],
        report.revenueByLawyer.map((r) => [r.label, n(r.netHuf), String(r.documents)]),
      );
    case 'wip':
      return toCsv(
        ['Ügy', 'Órák', 'Pénznem', 'Érték', 'Érték (Ft)', 'Legrégebbi munkanap'],
        report.wip.map((r) => [r.label, n(r.hours), r.currency, n(r.value), n(r.valueHuf), r.oldestWorkDate]),
      );
    case 'aging':
      return toCsv(
        ['Számlaszám', 'Vevő', 'Fizetési határidő', 'Késés (nap)', 'Korosítás', 'Pénznem', 'Nyitott összeg', 'Nyitott összeg (Ft)'],
        report.aging.invoices.map((r) => [r.number, r.customerName, r.dueDate ?? '', String(r.daysOverdue), agingBucketLabels[r.bucket], r.currency, n(r.open), n(r.openHuf)]),
      );
    case 'realisation':
      return toCsv(
        ['Ügy', 'Ledolgozott érték (Ft)', 'Számlázott nettó (Ft)', 'Realizáció (%)'],
        report.realisation.map((r) => [r.label, n(r.workedHuf), n(r.billedHuf), percent(r.realisation)]),
      );
  }
}
