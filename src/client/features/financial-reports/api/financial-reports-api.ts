import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsTable, FinancialTable, ReportPeriod } from '@shared/reports/reports.schemas';
import { api, unwrap } from '@client/lib/api-client';
import { reportKeys } from './reports-keys';

const query = (p: ReportPeriod) => new URLSearchParams({ from: p.from, to: p.to }).toString();

export function useFinancialReport(period: ReportPeriod) {
  return useQuery({
    queryKey: reportKeys.financial(period),
    queryFn: ({ signal }) => unwrap(api.GET('/api/financial-reports', { params: { query: { from: period.from, to: period.to } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsReport(period: ReportPeriod) {
  return useQuery({
    queryKey: reportKeys.analytics(period),
    queryFn: ({ signal }) => unwrap(api.GET('/api/analytics', { params: { query: { from: period.from, to: period.to } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The CSV download of one table (the server builds it from the same query): a link the browser follows, not a JSON call. */
export const financialCsvHref = (table: FinancialTable, p: ReportPeriod) => `/api/financial-reports/export?table=${table}&${query(p)}`;
export const analyticsCsvHref = (table: AnalyticsTable, p: ReportPeriod) => `/api/analytics/export?table=${table}&${query(p)}`;
