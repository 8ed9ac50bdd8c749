// Platform admin billing: GET /api/platform/billing, plan edits and the approval decisions.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlatformOverview } from '@shared/entitlements/billing.schemas';
import { apiFetch } from '@client/lib/api-client';
import { billingKeys } from './billing-keys';

export function usePlatformBilling(enabled = true) {
  return useQuery({ queryKey: billingKeys.platform, queryFn: ({ signal }) => apiFetch<PlatformOverview>('/api/platform/billing', { signal }), enabled });
}

export interface PlanUpdate {
  name: string;
  agents_limit: number | null;
  automations_limit: number | null;
  monthly_price_huf: number;
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PlanUpdate & { id: string }) => apiFetch<Plan>(`/api/platform/billing/plans/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.platform }),
  });
}

export type Decision =
  | { kind: 'plan-changes'; id: string; decision: 'activate' | 'reject' }
  | { kind: 'credit-purchases'; id: string; decision: 'approve' | 'reject' };

export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) => apiFetch<null>(`/api/platform/billing/${d.kind}/${encodeURIComponent(d.id)}/${d.decision}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.platform }),
  });
}
