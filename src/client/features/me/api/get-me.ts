// GET /api/me: the signed-in user and their tenant memberships.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@shared/me/me.schemas';
import { apiFetch } from '@client/lib/api-client';
import { meKeys } from '@client/lib/query-keys';

export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/me', signal ? { signal } : {});
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meKeys.all,
    queryFn: ({ signal }) => getMe(signal),
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
