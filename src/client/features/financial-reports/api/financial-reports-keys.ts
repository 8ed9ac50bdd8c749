// Query keys of the financial reports and the analytics, per period; the root lets an invoice or a
// time entry refresh them all.
import type { ReportPeriod } from '@shared/reports/reports.schemas';

const root = ['reports'] as const;
export const reportKeys = {
  all: root,
  financial: (p: ReportPeriod) => [...root, 'financial', p] as const,
  analytics: (p: ReportPeriod) => [...root, 'analytics', p] as const,
};
