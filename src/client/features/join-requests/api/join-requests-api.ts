// Join requests (decision 0070): the requester's own requests and invitations, and the firm's
// pending requests with accept/decline. The server decides everything; these only ask.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { OwnJoinRequestList } from '@shared/join-requests/join-requests.schemas';
import { api, unwrap } from '@client/lib/api-client';
import { liveQueryOptions } from '@client/lib/live-query';
import { companyKeys, meKeys } from '@client/lib/query-keys';
import { useRefetchingMutation } from '@client/lib/refetching-mutation';
import { joinRequestKeys } from './join-requests-keys';

/** The firm decides while the requester waits: re-read like other people's changes (live-query). */
export function useOwnJoinRequests() {
  return useQuery({ queryKey: joinRequestKeys.own, queryFn: ({ signal }) => unwrap(api.GET('/api/join-requests/mine', { signal })), ...liveQueryOptions });
}

/** Once the firm accepts while this screen is open, /api/me is re-read: the portal opens by itself. */
export function useOpenPortalWhenAccepted(list: OwnJoinRequestList | undefined) {
  const queryClient = useQueryClient();
  const accepted = list ? list.items.filter((i) => i.status === 'accepted').length : null;
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (accepted === null) return;
    // Only an acceptance that happens while the screen is open counts, not an old one.
    if (seen.current !== null && accepted > seen.current) void queryClient.invalidateQueries({ queryKey: meKeys.all });
    seen.current = accepted;
  }, [accepted, queryClient]);
}

/** After joining a firm, the roles come from /api/me: refetching it opens the portal. */
const ownStale = [joinRequestKeys.own, meKeys.all];

export function useSubmitJoinRequest() {
  return useRefetchingMutation((lawyerEmailOrCode: string) => unwrap(api.POST('/api/join-requests', { body: { lawyerEmailOrCode } })), ownStale);
}

export function useWithdrawJoinRequest() {
  return useRefetchingMutation((id: string) => unwrap(api.POST('/api/join-requests/{id}/withdraw', { params: { path: { id } } })), ownStale);
}

export function useAcceptInvitation() {
  return useRefetchingMutation((id: string) => unwrap(api.POST('/api/join-requests/invitations/{id}/accept', { params: { path: { id } } })), ownStale);
}

export function useFirmJoinRequests(enabled: boolean) {
  return useQuery({ queryKey: joinRequestKeys.firm, queryFn: ({ signal }) => unwrap(api.GET('/api/company/join-requests', { signal })), enabled, ...liveQueryOptions });
}

export function useDecideJoinRequest() {
  return useRefetchingMutation(
    ({ id, accept }: { id: string; accept: boolean }) => unwrap(api.POST(accept ? '/api/company/join-requests/{id}/accept' : '/api/company/join-requests/{id}/decline', { params: { path: { id } } })),
    [joinRequestKeys.firm, companyKeys.all],
  );
}

export function useInviteCustomer() {
  return useMutation({
    mutationFn: (email: string) => unwrap(api.POST('/api/company/invitations', { body: { email } })),
  });
}
