// The own company and its members (settings page of the firm).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteColleagueBody } from '@shared/company/invitations.schemas';
import type { TenantRole } from '@shared/permissions/roles';
import { api, unwrap } from '@client/lib/api-client';
import { ownCompanyQueryOptions } from '@client/lib/own-company';
import { companyKeys, meKeys } from '@client/lib/query-keys';

const byId = (id: string) => ({ params: { path: { id } } });

export function useCompany() {
  return useQuery(ownCompanyQueryOptions());
}

export function useMembers(enabled: boolean) {
  return useQuery({ queryKey: companyKeys.members, queryFn: ({ signal }) => unwrap(api.GET('/api/company/members', { signal })), enabled });
}

export function useRenameCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => unwrap(api.PATCH('/api/company', { body: { name } })),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: companyKeys.all }), queryClient.invalidateQueries({ queryKey: meKeys.all })]),
  });
}

export function useSetMemberRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: string; roles: TenantRole[] }) => unwrap(api.PATCH('/api/company/members/{id}', { ...byId(id), body: { roles } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.members }),
  });
}

// Colleague invitations and seats (decision 0330): every change refreshes the members, the invitations and the seats.
export function useColleagueInvitations(enabled: boolean) {
  return useQuery({ queryKey: companyKeys.colleagueInvitations, queryFn: ({ signal }) => unwrap(api.GET('/api/company/colleague-invitations', { signal })), enabled });
}

function useCompanyMutation<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }) });
}

export const useInviteColleague = () => useCompanyMutation((body: InviteColleagueBody) => unwrap(api.POST('/api/company/colleague-invitations', { body })));
export const useResendInvitation = () => useCompanyMutation((id: string) => unwrap(api.POST('/api/company/colleague-invitations/{id}/resend', byId(id))));
export const useRevokeInvitation = () => useCompanyMutation((id: string) => unwrap(api.DELETE('/api/company/colleague-invitations/{id}', byId(id))));
export const useRemoveMember = () => useCompanyMutation((id: string) => unwrap(api.DELETE('/api/company/members/{id}', byId(id))));
