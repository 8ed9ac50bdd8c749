import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FinancialTable } from '@shared/financial-reports/financial-reports.schemas';
import type { ReportPeriod } from '@shared/reports/report-period';
import { api, unwrap } from '@client/lib/api-client';
import { financialReportKeys } from './financial-reports-keys';

const query = (p: ReportPeriod) => new URLSearchParams({ from: p.from, to: p.to }).toString();

export function useFinancialReport(period: ReportPeriod) {
  return useQuery({
    queryKey: financialReportKeys.period(period),
    queryFn: ({ signal }) => unwrap(api.GET('/api/financial-reports', { params: { query: { from: period.from, to: period.to } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The CSV download of one table (the server builds it from the same query): a link the browser follows, not a JSON call. */
export const financialCsvHref = (table: FinancialTable, p: ReportPeriod) => `/api/financial-reports/export?table=${table}&${query(p)}`;
