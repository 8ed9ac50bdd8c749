// Join requests (decision 0070): the requester's own requests and invitations, and the firm's
// pending requests with accept/decline. The server decides everything; these only ask.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { firmJoinRequestListSchema, OwnJoinRequestList } from '@shared/join-requests/join-requests.schemas';
import { apiFetch } from '@client/lib/api-client';

type FirmJoinRequestList = z.infer<typeof firmJoinRequestListSchema>;
export interface JoinSubmitted {
  status: 'pending' | 'joined';
  message: string;
}

const own = ['join-requests', 'mine'] as const;
const firm = ['company', 'join-requests'] as const;

export function useOwnJoinRequests() {
  return useQuery({ queryKey: own, queryFn: ({ signal }) => apiFetch<OwnJoinRequestList>('/api/join-requests/mine', { signal }) });
}

/** After joining a firm, the roles come from /api/me: refetching it opens the portal. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: own }), queryClient.invalidateQueries({ queryKey: ['me'] })]);
}

export function useSubmitJoinRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (lawyerEmailOrCode: string) => apiFetch<JoinSubmitted>('/api/join-requests', { method: 'POST', body: { lawyerEmailOrCode } }),
    onSuccess: refresh,
  });
}

export function useWithdrawJoinRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/join-requests/${encodeURIComponent(id)}/withdraw`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

export function useAcceptInvitation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/join-requests/invitations/${encodeURIComponent(id)}/accept`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

export function useFirmJoinRequests(enabled: boolean) {
  return useQuery({ queryKey: firm, queryFn: ({ signal }) => apiFetch<FirmJoinRequestList>('/api/company/join-requests', { signal }), enabled });
}

export function useDecideJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      apiFetch<{ id: string; status: 'accepted' | 'declined' }>(`/api/company/join-requests/${encodeURIComponent(id)}/${accept ? 'accept' : 'decline'}`, { method: 'POST' }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: firm }), queryClient.invalidateQueries({ queryKey: ['company'] })]),
  });
}
