// Platform admin billing: GET /api/platform/billing, plan edits and the approval decisions.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlatformOperator, PlatformOperatorBody, PlatformOverview } from '@shared/entitlements/billing.schemas';
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

/** The operator's billing details, the payee of every pro-forma (issue 38.11). */
export function usePlatformOperator() {
  return useQuery({ queryKey: billingKeys.operator, queryFn: ({ signal }) => apiFetch<PlatformOperator>('/api/platform/billing/operator', { signal }) });
}

export function useSaveOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatformOperatorBody) => apiFetch<PlatformOperator>('/api/platform/billing/operator', { method: 'PUT', body }),
    onSuccess: (data) => {
      queryClient.setQueryData(billingKeys.operator, data);
      return queryClient.invalidateQueries({ queryKey: billingKeys.platform });
    },
  });
}
