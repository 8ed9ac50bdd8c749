// Complaints and support of the customer portal (issue 35 points 5 and 7) through the typed API
// client: the customer's complaints and FAQ, and the firm's complaint handling.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComplaintAnswerBody, ComplaintStatus, NewComplaintBody } from '@shared/client-portal/complaints.schemas';
import type { NewThreadBody } from '@shared/client-portal/client-portal.schemas';
import { api, unwrap } from '@client/lib/api-client';
import { liveQueryOptions } from '@client/lib/live-query';
import { complaintKeys } from './complaints-keys';
import { portalKeys } from './portal-api';

/** The customer's complaints; re-read on focus, as the firm answers while the tab is open. */
export const useOwnComplaints = () => useQuery({ queryKey: complaintKeys.own, queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/complaints', { signal })), ...liveQueryOptions });

export const useOwnComplaint = (id: string | null) =>
  useQuery({
    queryKey: complaintKeys.ownOne(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/complaints/{id}', { params: { path: { id: id! } }, signal })),
    ...liveQueryOptions,
  });

export const useComplaintOptions = () => useQuery({ queryKey: complaintKeys.options, queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/complaints/options', { signal })) });

export function useFileComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewComplaintBody) => unwrap(api.POST('/api/client-portal/complaints', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.all }),
  });
}

export const useFaq = (q: string) =>
  useQuery({ queryKey: complaintKeys.faq(q), queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/faq', { params: { query: q ? { q } : {} }, signal })), placeholderData: (previous) => previous });

/** "Kérdésem van": a new message thread to the firm (the messages service). */
export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewThreadBody) => unwrap(api.POST('/api/client-portal/threads', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.all }),
  });
}

// ── The firm ──

export const useFirmComplaints = (status: ComplaintStatus | '') =>
  useQuery({ queryKey: complaintKeys.firmList(status), queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/firm/complaints', { params: { query: status ? { status } : {} }, signal })), ...liveQueryOptions });

export const useFirmComplaint = (id: string) =>
  useQuery({ queryKey: complaintKeys.firmOne(id), queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/firm/complaints/{id}', { params: { path: { id } }, signal })) });

function useFirmMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintKeys.firm }),
  });
}

export const useSetComplaintStatus = (id: string) => useFirmMutation((status: ComplaintStatus) => unwrap(api.PATCH('/api/client-portal/firm/complaints/{id}/status', { params: { path: { id } }, body: { status } })));

export const useAnswerComplaint = (id: string) => useFirmMutation((body: ComplaintAnswerBody) => unwrap(api.POST('/api/client-portal/firm/complaints/{id}/answer', { params: { path: { id } }, body })));
