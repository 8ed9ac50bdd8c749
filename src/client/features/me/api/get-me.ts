// GET /api/me: the signed-in user and their tenant memberships.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { meKeys } from '@client/lib/query-keys';

export function getMe(signal?: AbortSignal) {
  return unwrap(api.GET('/api/me', signal ? { signal } : {}));
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
