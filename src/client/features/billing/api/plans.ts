// Plans and the tenant's subscription: GET /api/plans, GET /api/billing/subscription,
// POST /api/billing/plan-changes and its cancel.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { liveQueryOptions } from '@client/lib/live-query';
import { entitlementsKeys } from '@client/lib/query-keys';
import { useRefetchingMutation } from '@client/lib/refetching-mutation';
import { billingKeys } from './billing-keys';

export function plansQueryOptions() {
  return queryOptions({ queryKey: billingKeys.plans, queryFn: ({ signal }) => unwrap(api.GET('/api/plans', { signal })) });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}

export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: ({ signal }) => unwrap(api.GET('/api/billing/subscription', { signal })),
    enabled,
    ...liveQueryOptions,
  });
}

/** A plan change moves the subscription and what the firm is entitled to. */
const billingStale = [billingKeys.all, entitlementsKeys.all];

export function useRequestPlanChange() {
  return useRefetchingMutation((planId: string) => unwrap(api.POST('/api/billing/plan-changes', { body: { planId } })), billingStale);
}

export function useCancelPlanChange() {
  return useRefetchingMutation((id: string) => unwrap(api.POST('/api/billing/plan-changes/{id}/cancel', { params: { path: { id } } })), billingStale);
}
