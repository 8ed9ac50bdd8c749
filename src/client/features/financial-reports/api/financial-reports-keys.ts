// Query keys of the financial reports, per period. The root is shared with the analytics' keys
// ('reports'), so an invoice or a time entry can refresh every period report at once.
import type { ReportPeriod } from '@shared/reports/report-period';

const root = ['reports', 'financial'] as const;
export const financialReportKeys = {
  all: root,
  period: (p: ReportPeriod) => [...root, p] as const,
};
