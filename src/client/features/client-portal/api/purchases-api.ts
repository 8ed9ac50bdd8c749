// The customer's purchases and the firm's public profile (issue 35 points 4 and 6), through the typed API client.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyProfileBody } from '@shared/client-portal/company-info.schemas';
import { api, unwrap } from '@client/lib/api-client';
import { liveQueryOptions } from '@client/lib/live-query';
import { purchasesKeys } from './purchases-keys';

/** The customer's own invoices; re-read on focus, as the firm records payments while the tab is open. */
export function usePurchases(filter: 'all' | 'pending') {
  return useQuery({ queryKey: purchasesKeys.list(filter), queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/purchases', { params: { query: { filter } }, signal })), ...liveQueryOptions });
}

/** Where an own invoice's (or correction's) PDF is downloaded from. */
export const purchasePdfUrl = (id: string) => `/api/client-portal/invoices/${encodeURIComponent(id)}/pdf`;

/** Where a pro-forma's (díjbekérő's) PDF is downloaded from (decision 0368). */
export const proformaPdfUrl = (id: string) => `/api/client-portal/proformas/${encodeURIComponent(id)}/pdf`;

export function useCompanyInfo(enabled = true) {
  return useQuery({ queryKey: purchasesKeys.companyInfo, queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/company-info', { signal })), enabled });
}

export function useSaveCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyProfileBody) => unwrap(api.PUT('/api/client-portal/company-info', { body })),
    onSuccess: (data) => queryClient.setQueryData(purchasesKeys.companyInfo, data),
  });
}
