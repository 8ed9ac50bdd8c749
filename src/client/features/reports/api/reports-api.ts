import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsReport, AnalyticsTable, FinancialReport, FinancialTable, ReportPeriod } from '@shared/reports/reports.schemas';
import { apiFetch } from '@client/lib/api-client';
import { reportKeys } from './reports-keys';

const query = (p: ReportPeriod) => new URLSearchParams({ from: p.from, to: p.to }).toString();

export function useFinancialReport(period: ReportPeriod) {
  return useQuery({ queryKey: reportKeys.financial(period), queryFn: ({ signal }) => apiFetch<FinancialReport>(`/api/financial-reports?${query(period)}`, { signal }), placeholderData: keepPreviousData });
}

export function useAnalyticsReport(period: ReportPeriod) {
  return useQuery({ queryKey: reportKeys.analytics(period), queryFn: ({ signal }) => apiFetch<AnalyticsReport>(`/api/analytics?${query(period)}`, { signal }), placeholderData: keepPreviousData });
}

/** The CSV download of one table (the server builds it from the same query). */
export const financialCsvHref = (table: FinancialTable, p: ReportPeriod) => `/api/financial-reports/export?table=${table}&${query(p)}`;
export const analyticsCsvHref = (table: AnalyticsTable, p: ReportPeriod) => `/api/analytics/export?table=${table}&${query(p)}`;
