// The customer portal's server state (issue 35), through the typed API client.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { liveQueryOptions } from '@client/lib/live-query';

export const portalKeys = {
  all: ['portal'] as const,
  overview: ['portal', 'overview'] as const,
};

/** The customer's dashboard (spec 3.5); re-read on focus, as the firm answers while the tab is open. */
export function usePortalOverview() {
  return useQuery({ queryKey: portalKeys.overview, queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/overview', { signal })), ...liveQueryOptions });
}
