// Deadline calls (one hook per operation); every change refreshes the deadline lists and figures.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateDeadlineBody, UpdateDeadlineBody } from '@shared/compliance-tracker/matter-deadlines.schemas';
import { api, unwrap } from '@client/lib/api-client';
import { companyKeys } from '@client/lib/query-keys';
import { type DeadlinesQuery, deadlineKeys } from './deadlines-keys';

export function useDeadlines(q: DeadlinesQuery) {
  return useQuery({ queryKey: deadlineKeys.list(q), queryFn: ({ signal }) => unwrap(api.GET('/api/compliance-tracker', { params: { query: q }, signal })) });
}

export function useDeadlineStats() {
  return useQuery({ queryKey: deadlineKeys.stats, queryFn: ({ signal }) => unwrap(api.GET('/api/compliance-tracker/stats', { signal })) });
}

/** The firm's lawyers and administrators, who may be responsible for a deadline. */
export function useResponsibleChoices() {
  return useQuery({
    queryKey: companyKeys.members,
    queryFn: ({ signal }) => unwrap(api.GET('/api/company/members', { signal })),
    select: (list) => list.items.filter((m) => m.roles.includes('lawyer') || m.roles.includes('tenant')),
  });
}

function useDeadlinesMutation<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: deadlineKeys.all }) });
}

const inDeadline = (id: string) => ({ params: { path: { id } } });
export const useCreateDeadline = () => useDeadlinesMutation((body: CreateDeadlineBody) => unwrap(api.POST('/api/compliance-tracker', { body })));
export const useUpdateDeadline = () => useDeadlinesMutation(({ id, ...body }: UpdateDeadlineBody & { id: string }) => unwrap(api.PATCH('/api/compliance-tracker/{id}', { ...inDeadline(id), body })));
export const useDeleteDeadline = () => useDeadlinesMutation((id: string) => unwrap(api.DELETE('/api/compliance-tracker/{id}', inDeadline(id))));

export function useCalendarFeed() {
  return useQuery({ queryKey: deadlineKeys.feed, queryFn: ({ signal }) => unwrap(api.GET('/api/compliance-tracker/calendar-feed', { signal })) });
}
export const useIssueFeed = () => useDeadlinesMutation(() => unwrap(api.POST('/api/compliance-tracker/calendar-feed')));
export const useRevokeFeed = () => useDeadlinesMutation(() => unwrap(api.DELETE('/api/compliance-tracker/calendar-feed')));

/** The matter's documents that may be linked to its deadlines; fails quietly without the documents module or permission. */
export function useMatterDocuments(matterId: string | undefined) {
  return useQuery({
    queryKey: deadlineKeys.matterDocuments(matterId),
    enabled: !!matterId,
    retry: false,
    queryFn: ({ signal }) => unwrap(api.GET('/api/documents', { params: { query: { matterId: matterId!, limit: 200 } }, signal })).then((r) => r.items),
  });
}
export const useLinkDocument = () =>
  useDeadlinesMutation(({ id, documentId }: { id: string; documentId: string }) => unwrap(api.POST('/api/compliance-tracker/{id}/documents', { ...inDeadline(id), body: { documentId } })));
export const useUnlinkDocument = () =>
  useDeadlinesMutation(({ id, documentId }: { id: string; documentId: string }) => unwrap(api.DELETE('/api/compliance-tracker/{id}/documents/{documentId}', { params: { path: { id, documentId } } })));
