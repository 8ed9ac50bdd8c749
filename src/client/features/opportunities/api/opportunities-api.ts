// Opportunities calls. A move is optimistic (decision 0129): the board shows the card in its new
// place at once (placeCard, the server's own rule), and puts it back when the server refuses.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listContactsResponseSchema } from '@shared/contacts/contacts.schemas';
import { placeCard } from '@shared/opportunities/opportunities';
import type { CreateOpportunityBody, CrmOverview, MoveOpportunityBody, OpportunityFilters, OpportunityList, OpportunityStats, Stage, UpdateOpportunityBody, WinOpportunityBody, WinResponse } from '@shared/opportunities/opportunities.schemas';
import { apiFetch } from '@client/lib/api-client';
import { opportunityKeys } from './opportunities-keys';

function query(f: OpportunityFilters) {
  const params = new URLSearchParams();
  if (f.stageId) params.set('stageId', f.stageId);
  if (f.ownerId) params.set('ownerId', f.ownerId);
  if (f.q?.trim()) params.set('q', f.q.trim());
  return params.size ? `?${params}` : '';
}

export function useBoard(f: OpportunityFilters = {}) {
  return useQuery({ queryKey: opportunityKeys.board(f), queryFn: ({ signal }) => apiFetch<OpportunityList>(`/api/opportunities${query(f)}`, { signal }), placeholderData: keepPreviousData });
}

export function useCrmOverview() {
  return useQuery({ queryKey: opportunityKeys.crm, queryFn: ({ signal }) => apiFetch<CrmOverview>('/api/crm/overview', { signal }) });
}

export function usePipelineStats(enabled: boolean) {
  return useQuery({ queryKey: opportunityKeys.stats, queryFn: ({ signal }) => apiFetch<OpportunityStats>('/api/opportunities/stats', { signal }), enabled });
}

export function useContactChoices() {
  return useQuery({ queryKey: opportunityKeys.contacts, queryFn: ({ signal }) => apiFetch<z.infer<typeof listContactsResponseSchema>>('/api/contacts?limit=200', { signal }).then((r) => r.items) });
}

const url = (id: string, rest = '') => `/api/opportunities/${encodeURIComponent(id)}${rest}`;

function useOpportunityMutation<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }) });
}

export const useCreateOpportunity = () => useOpportunityMutation((body: CreateOpportunityBody) => apiFetch('/api/opportunities', { method: 'POST', body }));
export const useUpdateOpportunity = () => useOpportunityMutation(({ id, body }: { id: string; body: UpdateOpportunityBody }) => apiFetch(url(id), { method: 'PATCH', body }));
export const useDeleteOpportunity = () => useOpportunityMutation((id: string) => apiFetch(url(id), { method: 'DELETE' }));
export const useWinOpportunity = () => useOpportunityMutation(({ id, body }: { id: string; body: WinOpportunityBody }) => apiFetch<WinResponse>(url(id, '/win'), { method: 'POST', body }));

/** Moves a card on the unfiltered board: shown at once, rolled back on a refusal. */
export function useMoveOpportunity() {
  const queryClient = useQueryClient();
  const key = opportunityKeys.board({});
  return useMutation({
    mutationFn: ({ id, ...body }: MoveOpportunityBody & { id: string }) => apiFetch<OpportunityList>(url(id, '/move'), { method: 'POST', body }),
    onMutate: async ({ id, stageId, index }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<OpportunityList>(key);
      if (previous) queryClient.setQueryData<OpportunityList>(key, { ...previous, items: placeCard(previous.items, id, stageId, index) });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (board) => queryClient.setQueryData(key, board),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }),
  });
}

function useStagesMutation<T>(fn: (input: T) => Promise<{ stages: Stage[] }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }) });
}
const stageUrl = (id: string) => `/api/opportunities/stages/${encodeURIComponent(id)}`;
export const useCreateStage = () => useStagesMutation((body: { name: string; kind: Stage['kind'] }) => apiFetch<{ stages: Stage[] }>('/api/opportunities/stages', { method: 'POST', body }));
export const useRenameStage = () => useStagesMutation(({ id, name }: { id: string; name: string }) => apiFetch<{ stages: Stage[] }>(stageUrl(id), { method: 'PATCH', body: { name } }));
export const useDeleteStage = () => useStagesMutation((id: string) => apiFetch<{ stages: Stage[] }>(stageUrl(id), { method: 'DELETE' }));
export const useReorderStages = () => useStagesMutation((ids: string[]) => apiFetch<{ stages: Stage[] }>('/api/opportunities/stages/order', { method: 'PUT', body: { ids } }));
