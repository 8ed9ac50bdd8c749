// GET /api/entitlements: plan, entitlements, usage, the spec 5 checks and limit warnings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { liveQueryOptions } from '@client/lib/live-query';
import { entitlementsKeys } from '@client/lib/query-keys';

export function entitlementsQueryOptions() {
  return queryOptions({
    queryKey: entitlementsKeys.all,
    queryFn: ({ signal }) => unwrap(api.GET('/api/entitlements', { signal })),
    staleTime: 30_000,
    // The plan and credits change by others' hands (an admin activates a paid plan).
    ...liveQueryOptions,
  });
}

export function useEntitlements() {
  return useQuery(entitlementsQueryOptions());
}
