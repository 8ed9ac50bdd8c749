// Plans and the tenant's subscription: GET /api/plans, GET /api/billing/subscription,
// POST /api/billing/plan-changes and its cancel.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan, PlanChange, SubscriptionOverview } from '@shared/entitlements/billing.schemas';
import { apiFetch } from '@client/lib/api-client';
import { liveQueryOptions } from '@client/lib/live-query';
import { entitlementsKeys } from '@client/lib/query-keys';
import { useRefetchingMutation } from '@client/lib/refetching-mutation';
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

/** A plan change moves the subscription and what the firm is entitled to. */
const billingStale = [billingKeys.all, entitlementsKeys.all];

export function useRequestPlanChange() {
  return useRefetchingMutation((planId: string) => apiFetch<PlanChange>('/api/billing/plan-changes', { method: 'POST', body: { planId } }), billingStale);
}

export function useCancelPlanChange() {
  return useRefetchingMutation((id: string) => apiFetch<null>(`/api/billing/plan-changes/${encodeURIComponent(id)}/cancel`, { method: 'POST' }), billingStale);
}
