// Credits and usage: GET /api/credits, POST /api/credits/purchases, GET /api/usage/history.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditPurchase, CreditsOverview, UsageHistory } from '@shared/entitlements/billing.schemas';
import { apiFetch } from '@client/lib/api-client';
import { liveQueryOptions } from '@client/lib/live-query';
import { billingKeys } from './billing-keys';

export function useCredits() {
  return useQuery({ queryKey: billingKeys.credits, queryFn: ({ signal }) => apiFetch<CreditsOverview>('/api/credits', { signal }), ...liveQueryOptions });
}

export function useUsageHistory() {
  return useQuery({ queryKey: billingKeys.usageHistory, queryFn: ({ signal }) => apiFetch<UsageHistory>('/api/usage/history', { signal }) });
}

export function useRequestCreditPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credits: number) => apiFetch<CreditPurchase>('/api/credits/purchases', { method: 'POST', body: { credits } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.credits }),
  });
}
