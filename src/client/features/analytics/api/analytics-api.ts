import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsTable } from '@shared/analytics/analytics.schemas';
import type { ReportPeriod } from '@shared/reports/report-period';
import { api, unwrap } from '@client/lib/api-client';
import { analyticsKeys } from './analytics-keys';

const query = (p: ReportPeriod) => new URLSearchParams({ from: p.from, to: p.to }).toString();

export function useAnalyticsReport(period: ReportPeriod) {
  return useQuery({
    queryKey: analyticsKeys.period(period),
    queryFn: ({ signal }) => unwrap(api.GET('/api/analytics', { params: { query: { from: period.from, to: period.to } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The CSV download of one table (the server builds it from the same query): a link the browser follows, not a JSON call. */
export const analyticsCsvHref = (table: AnalyticsTable, p: ReportPeriod) => `/api/analytics/export?table=${table}&${query(p)}`;
