// Query keys of the analytics, per period. The root is shared with the financial reports' keys
// ('reports'), so an invoice or a time entry can refresh every period report at once.
import type { ReportPeriod } from '@shared/reports/report-period';

const root = ['reports', 'analytics'] as const;
export const analyticsKeys = {
  all: root,
  period: (p: ReportPeriod) => [...root, p] as const,
};
