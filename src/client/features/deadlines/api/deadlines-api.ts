// Deadline calls (one hook per operation); every change refreshes the deadline lists and figures.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { companyMemberListSchema } from '@shared/company/company.schemas';
import type { ListDocumentsResponse } from '@shared/documents/documents.schemas';
import type { CreateDeadlineBody, DeadlineItem, DeadlineStats, ListDeadlinesQuery, UpdateDeadlineBody } from '@shared/deadlines/matter-deadlines.schemas';
import { apiFetch } from '@client/lib/api-client';
import { companyKeys } from '@client/lib/query-keys';
import { deadlineKeys } from './deadlines-keys';

export function useDeadlines(q: ListDeadlinesQuery) {
  const params = new URLSearchParams(Object.entries(q).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])));
  return useQuery({ queryKey: deadlineKeys.list(q), queryFn: ({ signal }) => apiFetch<{ items: DeadlineItem[]; total: number }>(`/api/deadlines?${params}`, { signal }) });
}

export function useDeadlineStats() {
  return useQuery({ queryKey: deadlineKeys.stats, queryFn: ({ signal }) => apiFetch<DeadlineStats>('/api/deadlines/stats', { signal }) });
}

/** The firm's lawyers and administrators, who may be responsible for a deadline. */
export function useResponsibleChoices() {
  return useQuery({
    queryKey: companyKeys.members,
    queryFn: ({ signal }) => apiFetch<z.infer<typeof companyMemberListSchema>>('/api/company/members', { signal }),
    select: (list) => list.items.filter((m) => m.roles.includes('lawyer') || m.roles.includes('tenant')),
  });
}

function useDeadlinesMutation<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: deadlineKeys.all }) });
}

const deadlineUrl = (id: string) => `/api/deadlines/${encodeURIComponent(id)}`;
export const useCreateDeadline = () => useDeadlinesMutation((body: CreateDeadlineBody) => apiFetch<DeadlineItem>('/api/deadlines', { method: 'POST', body }));
export const useUpdateDeadline = () => useDeadlinesMutation(({ id, ...body }: UpdateDeadlineBody & { id: string }) => apiFetch<DeadlineItem>(deadlineUrl(id), { method: 'PATCH', body }));
export const useDeleteDeadline = () => useDeadlinesMutation((id: string) => apiFetch(deadlineUrl(id), { method: 'DELETE' }));

export function useCalendarFeed() {
  return useQuery({ queryKey: deadlineKeys.feed, queryFn: ({ signal }) => apiFetch<{ active: boolean; createdAt: string | null }>('/api/deadlines/calendar-feed', { signal }) });
}
export const useIssueFeed = () => useDeadlinesMutation(() => apiFetch<{ url: string; createdAt: string }>('/api/deadlines/calendar-feed', { method: 'POST' }));
export const useRevokeFeed = () => useDeadlinesMutation(() => apiFetch('/api/deadlines/calendar-feed', { method: 'DELETE' }));

/** The matter's documents that may be linked to its deadlines; fails quietly without the documents module or permission. */
export function useMatterDocuments(matterId: string | undefined) {
  return useQuery({
    queryKey: deadlineKeys.matterDocuments(matterId),
    enabled: !!matterId,
    retry: false,
    queryFn: ({ signal }) => apiFetch<ListDocumentsResponse>(`/api/documents?matterId=${encodeURIComponent(matterId!)}&limit=200`, { signal }).then((r) => r.items),
  });
}
const documentLinkUrl = (id: string) => `${deadlineUrl(id)}/documents`;
export const useLinkDocument = () => useDeadlinesMutation(({ id, documentId }: { id: string; documentId: string }) => apiFetch<DeadlineItem>(documentLinkUrl(id), { method: 'POST', body: { documentId } }));
export const useUnlinkDocument = () => useDeadlinesMutation(({ id, documentId }: { id: string; documentId: string }) => apiFetch<DeadlineItem>(`${documentLinkUrl(id)}/${encodeURIComponent(documentId)}`, { method: 'DELETE' }));
