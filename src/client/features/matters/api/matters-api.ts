// Matters calls (one hook per operation); every change refreshes the matters lists, details and figures.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { companyMemberListSchema } from '@shared/company/company.schemas';
import type { listContactsResponseSchema } from '@shared/contacts/contacts.schemas';
import type { ConflictHit, ConflictQuery, CreateMatterBody, listMattersResponseSchema, MatterDetail, UpdateMatterBody } from '@shared/matters/matters.schemas';
import type { ConflictDecision, PartyRole } from '@shared/matters/matters';
import { apiFetch } from '@client/lib/api-client';
import { companyKeys } from '@client/lib/query-keys';
import { type MatterListFilters, matterKeys } from './matters-keys';

export const MATTERS_PAGE_SIZE = 25;
type MatterList = z.infer<typeof listMattersResponseSchema>;

export function useMatters(f: MatterListFilters) {
  const params = new URLSearchParams({ limit: String(MATTERS_PAGE_SIZE), offset: String(f.offset) });
  if (f.status) params.set('status', f.status);
  if (f.mine) params.set('mine', 'true');
  if (f.q.trim()) params.set('q', f.q.trim());
  return useQuery({ queryKey: matterKeys.list(f), queryFn: ({ signal }) => apiFetch<MatterList>(`/api/matters?${params}`, { signal }), placeholderData: keepPreviousData });
}

export function useMatter(id: string) {
  return useQuery({ queryKey: matterKeys.detail(id), queryFn: ({ signal }) => apiFetch<MatterDetail>(`/api/matters/${encodeURIComponent(id)}`, { signal }) });
}

export function useFirmStaff() {
  return useQuery({
    queryKey: companyKeys.members,
    queryFn: ({ signal }) => apiFetch<z.infer<typeof companyMemberListSchema>>('/api/company/members', { signal }),
    select: (list) => list.items.filter((m) => m.roles.includes('lawyer') || m.roles.includes('tenant')),
  });
}

export function useContactChoices() {
  return useQuery({ queryKey: matterKeys.contacts, queryFn: ({ signal }) => apiFetch<z.infer<typeof listContactsResponseSchema>>('/api/contacts?limit=200', { signal }).then((r) => r.items) });
}

export function runConflictCheck(query: ConflictQuery) {
  return apiFetch<{ hits: ConflictHit[] }>('/api/matters/conflict-check', { method: 'POST', body: query }).then((r) => r.hits);
}

function useMattersMutation<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: matterKeys.all }) });
}

const matterUrl = (id: string, rest = '') => `/api/matters/${encodeURIComponent(id)}${rest}`;

export const useCreateMatter = () => useMattersMutation((body: CreateMatterBody) => apiFetch<{ id: string; number: string }>('/api/matters', { method: 'POST', body }));
export const useUpdateMatter = (id: string) => useMattersMutation((body: UpdateMatterBody) => apiFetch<MatterDetail>(matterUrl(id), { method: 'PATCH', body }));
export const useAddParty = (id: string) =>
  useMattersMutation((body: { party: { name: string; role: PartyRole; roleLabel?: string; contactId?: string | null }; conflict: { decision: ConflictDecision; reason?: string } }) =>
    apiFetch(matterUrl(id, '/parties'), { method: 'POST', body }),
  );
export const useRemoveParty = (id: string) => useMattersMutation((partyId: string) => apiFetch(matterUrl(id, `/parties/${encodeURIComponent(partyId)}`), { method: 'DELETE' }));
export const useAddTeamMember = (id: string) => useMattersMutation((userId: string) => apiFetch(matterUrl(id, '/team'), { method: 'POST', body: { userId } }));
export const useRemoveTeamMember = (id: string) => useMattersMutation((userId: string) => apiFetch(matterUrl(id, `/team/${encodeURIComponent(userId)}`), { method: 'DELETE' }));
export const useAddNote = (id: string) => useMattersMutation((body: string) => apiFetch(matterUrl(id, '/notes'), { method: 'POST', body: { body } }));
export const useAddTask = (id: string) => useMattersMutation((body: { title: string; dueOn?: string | null; assigneeId?: string | null }) => apiFetch(matterUrl(id, '/tasks'), { method: 'POST', body }));
export const useToggleTask = (id: string) =>
  useMattersMutation(({ taskId, done }: { taskId: string; done: boolean }) => apiFetch(matterUrl(id, `/tasks/${encodeURIComponent(taskId)}`), { method: 'PATCH', body: { done } }));
