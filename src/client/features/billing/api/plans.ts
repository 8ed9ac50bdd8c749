// Plans and the tenant's subscription: GET /api/plans, GET /api/billing/subscription,
// POST /api/billing/plan-changes and its cancel.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanChange, SubscriptionOverview } from '@shared/entitlements/billing.schemas';
import { apiFetch } from '@client/lib/api-client';
import { liveQueryOptions } from '@client/lib/live-query';
import { entitlementsKeys } from '@client/lib/query-keys';
import { billingKeys } from './billing-keys';

export function plansQueryOptions() {
  return queryOptions({ queryKey: billingKeys.plans, queryFn: ({ signal }) => apiFetch<Plan[]>('/api/plans', { signal }) });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}

export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: ({ signal }) => apiFetch<SubscriptionOverview>('/api/billing/subscription', { signal }),
    enabled,
    ...liveQueryOptions,
  });
}

function useInvalidateBilling() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: billingKeys.all }), queryClient.invalidateQueries({ queryKey: entitlementsKeys.all })]);
}

export function useRequestPlanChange() {
  const invalidate = useInvalidateBilling();
  return useMutation({
    mutationFn: (planId: string) => apiFetch<PlanChange>('/api/billing/plan-changes', { method: 'POST', body: { planId } }),
    onSuccess: invalidate,
  });
}

export function useCancelPlanChange() {
  const invalidate = useInvalidateBilling();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/billing/plan-changes/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}
