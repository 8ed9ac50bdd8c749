// Matters calls (one hook per operation); every change refreshes the matters lists, details and figures.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConflictQuery, CreateMatterBody, UpdateMatterBody } from '@shared/matters/matters.schemas';
import type { ConflictDecision, PartyRole } from '@shared/matters/matters';
import { api, unwrap } from '@client/lib/api-client';
import { companyKeys } from '@client/lib/query-keys';
import { type MatterListFilters, matterKeys, type TaskListFilters } from './matters-keys';
import { allContacts } from '@client/lib/api/all-choices';

export const MATTERS_PAGE_SIZE = 25;

export function useMatters(f: MatterListFilters) {
  const query = {
    limit: MATTERS_PAGE_SIZE,
    offset: f.offset,
    ...(f.status ? { status: f.status } : {}),
    ...(f.mine ? { mine: 'true' as const } : {}),
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.sort ? { sort: f.sort, dir: f.dir ?? 'asc' } : {}),
  };
  return useQuery({ queryKey: matterKeys.list(f), queryFn: ({ signal }) => unwrap(api.GET('/api/matters', { params: { query }, signal })), placeholderData: keepPreviousData });
}

export const TASKS_PAGE_SIZE = 50;

/** The open tasks across the matters the user may see, by due date (the dashboard's task figures open it). */
export function useOpenTasks(f: TaskListFilters) {
  const query = { due: f.due, limit: TASKS_PAGE_SIZE, offset: f.offset, ...(f.mine ? { mine: 'true' as const } : {}) };
  return useQuery({ queryKey: matterKeys.tasks(f), queryFn: ({ signal }) => unwrap(api.GET('/api/matters/tasks', { params: { query }, signal })), placeholderData: keepPreviousData });
}

/** A matter's money in forints: unbilled time, invoiced, paid, open (issue 38.3). */
export function useMatterTotals(id: string) {
  return useQuery({ queryKey: matterKeys.totals(id), queryFn: ({ signal }) => unwrap(api.GET('/api/matters/{id}/totals', { params: { path: { id } }, signal })) });
}

export function useMatter(id: string) {
  return useQuery({ queryKey: matterKeys.detail(id), queryFn: ({ signal }) => unwrap(api.GET('/api/matters/{id}', { params: { path: { id } }, signal })) });
}

export function useFirmStaff() {
  return useQuery({
    queryKey: companyKeys.members,
    queryFn: ({ signal }) => unwrap(api.GET('/api/company/members', { signal })),
    select: (list) => list.items.filter((m) => m.roles.includes('lawyer') || m.roles.includes('tenant')),
  });
}

export function useContactChoices() {
  return useQuery({ queryKey: matterKeys.contacts, queryFn: ({ signal }) => allContacts(signal) });
}

export function runConflictCheck(query: ConflictQuery) {
  return unwrap(api.POST('/api/matters/conflict-check', { body: query })).then((r) => r.hits);
}

function useMattersMutation<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: matterKeys.all }) });
}

const inMatter = (id: string) => ({ params: { path: { id } } });

export const useCreateMatter = () => useMattersMutation((body: CreateMatterBody) => unwrap(api.POST('/api/matters', { body })));
export const useUpdateMatter = (id: string) => useMattersMutation((body: UpdateMatterBody) => unwrap(api.PATCH('/api/matters/{id}', { ...inMatter(id), body })));
export const useAddParty = (id: string) =>
  useMattersMutation((body: { party: { name: string; role: PartyRole; roleLabel?: string; contactId?: string | null }; conflict: { decision: ConflictDecision; reason?: string } }) =>
    unwrap(api.POST('/api/matters/{id}/parties', { ...inMatter(id), body })),
  );
export const useRemoveParty = (id: string) => useMattersMutation((partyId: string) => unwrap(api.DELETE('/api/matters/{id}/parties/{partyId}', { params: { path: { id, partyId } } })));
export const useAddTeamMember = (id: string) => useMattersMutation((userId: string) => unwrap(api.POST('/api/matters/{id}/team', { ...inMatter(id), body: { userId } })));
export const useRemoveTeamMember = (id: string) => useMattersMutation((userId: string) => unwrap(api.DELETE('/api/matters/{id}/team/{userId}', { params: { path: { id, userId } } })));
export const useAddNote = (id: string) => useMattersMutation((body: string) => unwrap(api.POST('/api/matters/{id}/notes', { ...inMatter(id), body: { body } })));
export const useAddTask = (id: string) => useMattersMutation((body: { title: string; dueOn?: string | null; assigneeId?: string | null }) => unwrap(api.POST('/api/matters/{id}/tasks', { ...inMatter(id), body })));
/** A task of any matter done (the task list); refreshes the list, the matter and the figures. */
export const useFinishTask = () =>
  useMattersMutation(({ matterId, taskId }: { matterId: string; taskId: string }) => unwrap(api.PATCH('/api/matters/{id}/tasks/{taskId}', { params: { path: { id: matterId, taskId } }, body: { done: true } })));

export const useToggleTask = (id: string) =>
  useMattersMutation(({ taskId, done }: { taskId: string; done: boolean }) => unwrap(api.PATCH('/api/matters/{id}/tasks/{taskId}', { params: { path: { id, taskId } }, body: { done } })));
