// Figures of the firm and customer dashboards, all from the server.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { ownCompanyQueryOptions } from '@client/lib/own-company';
import { dashboardKeys } from './dashboard-keys';

export function useOwnCompany() {
  return useQuery(ownCompanyQueryOptions());
}

export function useContactsTotal(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.contactsTotal,
    queryFn: ({ signal }) => unwrap(api.GET('/api/contacts', { params: { query: { limit: 1, offset: 0 } }, signal })).then((r) => r.total),
    enabled,
  });
}

export function useMatterStats(enabled: boolean) {
  return useQuery({ queryKey: dashboardKeys.matterStats, queryFn: ({ signal }) => unwrap(api.GET('/api/matters/stats', { signal })), enabled });
}

/** The deadline tracker's figures (only when the firm installed it; same key as the tracker's own). */
export function useDeadlineFigures(enabled: boolean) {
  return useQuery({ queryKey: dashboardKeys.deadlineStats, queryFn: ({ signal }) => unwrap(api.GET('/api/compliance-tracker/stats', { signal })), enabled });
}

/** The open pipeline's value (only when the firm installed opportunities; same key as the board's figures). */
export function usePipelineFigures(enabled: boolean) {
  return useQuery({ queryKey: dashboardKeys.pipelineStats, queryFn: ({ signal }) => unwrap(api.GET('/api/opportunities/stats', { signal })), enabled });
}

/** Receivables, overdue, unbilled work and this month's revenue (only when the firm installed invoicing; issue 38.10). */
export function useMoneyFigures(enabled: boolean) {
  return useQuery({ queryKey: dashboardKeys.moneyStats, queryFn: ({ signal }) => unwrap(api.GET('/api/invoice-generator/stats', { signal })), enabled });
}
