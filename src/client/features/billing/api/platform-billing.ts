// Platform admin billing: GET /api/platform/billing, plan edits and the approval decisions.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatformOperatorBody } from '@shared/entitlements/billing.schemas';
import { api, unwrap } from '@client/lib/api-client';
import { billingKeys } from './billing-keys';

export function usePlatformBilling(enabled = true) {
  return useQuery({ queryKey: billingKeys.platform, queryFn: ({ signal }) => unwrap(api.GET('/api/platform/billing', { signal })), enabled });
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
    mutationFn: ({ id, ...body }: PlanUpdate & { id: string }) => unwrap(api.PATCH('/api/platform/billing/plans/{id}', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.platform }),
  });
}

export type Decision = { kind: 'plan-changes'; id: string; decision: 'activate' | 'reject' } | { kind: 'credit-purchases'; id: string; decision: 'approve' | 'reject' };

/** The decision's own route (each is a path of the document, so it is named in full). */
function decide(d: Decision) {
  const id = { params: { path: { id: d.id } } };
  if (d.kind === 'plan-changes') return d.decision === 'activate' ? api.POST('/api/platform/billing/plan-changes/{id}/activate', id) : api.POST('/api/platform/billing/plan-changes/{id}/reject', id);
  return d.decision === 'approve' ? api.POST('/api/platform/billing/credit-purchases/{id}/approve', id) : api.POST('/api/platform/billing/credit-purchases/{id}/reject', id);
}

export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) => unwrap(decide(d)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.platform }),
  });
}

/** The operator's billing details, the payee of every pro-forma (issue 38.11). */
export function usePlatformOperator() {
  return useQuery({ queryKey: billingKeys.operator, queryFn: ({ signal }) => unwrap(api.GET('/api/platform/billing/operator', { signal })) });
}

export function useSaveOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatformOperatorBody) => unwrap(api.PUT('/api/platform/billing/operator', { body })),
    onSuccess: (data) => {
      queryClient.setQueryData(billingKeys.operator, data);
      return queryClient.invalidateQueries({ queryKey: billingKeys.platform });
    },
  });
}
