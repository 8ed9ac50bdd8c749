// GET /api/search for the top bar (decision 0137): asked once the user paused typing.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { searchKeys } from '@client/lib/query-keys';

export { useDebounced } from '@client/lib/use-debounced';

export function useSearch(query: string, enabled: boolean) {
  const q = query.trim();
  return useQuery({
    queryKey: searchKeys.query(q),
    enabled: enabled && q.length >= 2,
    queryFn: ({ signal }) => unwrap(api.GET('/api/search', { params: { query: { q, limit: 5 } }, signal })),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
