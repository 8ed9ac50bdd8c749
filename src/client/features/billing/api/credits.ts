// Credits and usage: GET /api/credits, POST /api/credits/purchases, GET /api/usage/history.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { liveQueryOptions } from '@client/lib/live-query';
import { billingKeys } from './billing-keys';

export function useCredits() {
  return useQuery({ queryKey: billingKeys.credits, queryFn: ({ signal }) => unwrap(api.GET('/api/credits', { signal })), ...liveQueryOptions });
}

export function useUsageHistory() {
  return useQuery({ queryKey: billingKeys.usageHistory, queryFn: ({ signal }) => unwrap(api.GET('/api/usage/history', { signal })) });
}

export function useRequestCreditPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credits: number) => unwrap(api.POST('/api/credits/purchases', { body: { credits } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.credits }),
  });
}
