// Opportunities calls. A move is optimistic (decision 0129): the board shows the card in its new
// place at once (placeCard, the server's own rule), and puts it back when the server refuses.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { placeCard } from '@shared/opportunities/opportunities';
import type { CreateOpportunityBody, MoveOpportunityBody, OpportunityFilters, OpportunityList, Stage, UpdateOpportunityBody, WinOpportunityBody } from '@shared/opportunities/opportunities.schemas';
import { api, unwrap } from '@client/lib/api-client';
import { opportunityKeys } from './opportunities-keys';
import { allContacts } from '@client/lib/api/all-choices';

/** The board's filters as the query: an unset or blank one is left out. */
function query(f: OpportunityFilters) {
  return { stageId: f.stageId || undefined, ownerId: f.ownerId || undefined, q: f.q?.trim() || undefined };
}

export function useBoard(f: OpportunityFilters = {}) {
  return useQuery({ queryKey: opportunityKeys.board(f), queryFn: ({ signal }) => unwrap(api.GET('/api/opportunities', { params: { query: query(f) }, signal })), placeholderData: keepPreviousData });
}

export function useCrmOverview() {
  return useQuery({ queryKey: opportunityKeys.crm, queryFn: ({ signal }) => unwrap(api.GET('/api/crm/overview', { signal })) });
}

export function usePipelineStats(enabled: boolean) {
  return useQuery({ queryKey: opportunityKeys.stats, queryFn: ({ signal }) => unwrap(api.GET('/api/opportunities/stats', { signal })), enabled });
}

export function useContactChoices() {
  return useQuery({ queryKey: opportunityKeys.contacts, queryFn: ({ signal }) => allContacts(signal) });
}

const byId = (id: string) => ({ params: { path: { id } } });

function useOpportunityMutation<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }) });
}

export const useCreateOpportunity = () => useOpportunityMutation((body: CreateOpportunityBody) => unwrap(api.POST('/api/opportunities', { body })));
export const useUpdateOpportunity = () => useOpportunityMutation(({ id, body }: { id: string; body: UpdateOpportunityBody }) => unwrap(api.PATCH('/api/opportunities/{id}', { ...byId(id), body })));
export const useDeleteOpportunity = () => useOpportunityMutation((id: string) => unwrap(api.DELETE('/api/opportunities/{id}', byId(id))));
export const useWinOpportunity = () => useOpportunityMutation(({ id, body }: { id: string; body: WinOpportunityBody }) => unwrap(api.POST('/api/opportunities/{id}/win', { ...byId(id), body })));

/** Moves a card on the unfiltered board: shown at once, rolled back on a refusal. */
export function useMoveOpportunity() {
  const queryClient = useQueryClient();
  const key = opportunityKeys.board({});
  return useMutation({
    mutationFn: ({ id, ...body }: MoveOpportunityBody & { id: string }) => unwrap(api.POST('/api/opportunities/{id}/move', { ...byId(id), body })),
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

function useStagesMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }) });
}
const stage = (id: string) => ({ params: { path: { id } } });
export const useCreateStage = () => useStagesMutation((body: { name: string; kind: Stage['kind'] }) => unwrap(api.POST('/api/opportunities/stages', { body })));
export const useRenameStage = () => useStagesMutation(({ id, name }: { id: string; name: string }) => unwrap(api.PATCH('/api/opportunities/stages/{id}', { ...stage(id), body: { name } })));
export const useDeleteStage = () => useStagesMutation((id: string) => unwrap(api.DELETE('/api/opportunities/stages/{id}', stage(id))));
export const useReorderStages = () => useStagesMutation((ids: string[]) => unwrap(api.PUT('/api/opportunities/stages/order', { body: { ids } })));
