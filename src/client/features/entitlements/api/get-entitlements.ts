// GET /api/entitlements: plan, entitlements, usage, the spec 5 checks and limit warnings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntitlementsResponse } from '@shared/entitlements/billing.schemas';
import { apiFetch } from '@client/lib/api-client';

export const entitlementsQueryKey = ['entitlements'] as const;

export function entitlementsQueryOptions() {
  return queryOptions({
    queryKey: entitlementsQueryKey,
    queryFn: ({ signal }) => apiFetch<EntitlementsResponse>('/api/entitlements', { signal }),
    staleTime: 30_000,
  });
}

export function useEntitlements() {
  return useQuery(entitlementsQueryOptions());
}
