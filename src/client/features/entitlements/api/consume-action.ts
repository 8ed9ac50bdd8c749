// POST /api/usage/consume: run a metered action; the server checks and counts it atomically.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeteredAction } from '@shared/entitlements/entitlements';
import { api, unwrap } from '@client/lib/api-client';
import { entitlementsKeys } from '@client/lib/query-keys';

export function useConsumeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: MeteredAction; payWithCredits?: boolean; metadata?: Record<string, string> }) => unwrap(api.POST('/api/usage/consume', { body: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: entitlementsKeys.all }),
  });
}
