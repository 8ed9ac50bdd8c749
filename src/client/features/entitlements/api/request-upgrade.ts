// POST /api/billing/upgrade-requests: a member who may not change the plan asks the firm's administrators.
import { useMutation } from '@tanstack/react-query';
import type { UpgradeRequestResult } from '@shared/entitlements/billing.schemas';
import type { FeatureKey } from '@shared/entitlements/entitlements';
import { apiFetch } from '@client/lib/api-client';

export function useRequestUpgrade() {
  return useMutation({
    mutationFn: (feature: FeatureKey) => apiFetch<UpgradeRequestResult>('/api/billing/upgrade-requests', { method: 'POST', body: { feature } }),
  });
}
