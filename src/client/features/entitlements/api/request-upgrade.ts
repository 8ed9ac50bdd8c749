// POST /api/billing/upgrade-requests: a member who may not change the plan asks the firm's administrators.
import { useMutation } from '@tanstack/react-query';
import type { FeatureKey } from '@shared/entitlements/entitlements';
import { api, unwrap } from '@client/lib/api-client';

export function useRequestUpgrade() {
  return useMutation({
    mutationFn: (feature: FeatureKey) => unwrap(api.POST('/api/billing/upgrade-requests', { body: { feature } })),
  });
}
