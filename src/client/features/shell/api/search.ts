// GET /api/search for the top bar (decision 0137): asked once the user paused typing.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SearchResponse } from '@shared/search/search.schemas';
import { apiFetch } from '@client/lib/api-client';
import { searchKeys } from '@client/lib/query-keys';


/** The value after it stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function useSearch(query: string, enabled: boolean) {
  const q = query.trim();
  return useQuery({
    queryKey: searchKeys.query(q),
    enabled: enabled && q.length >= 2,
    queryFn: ({ signal }) => apiFetch<SearchResponse>(`/api/search?${new URLSearchParams({ q, limit: '5' })}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
