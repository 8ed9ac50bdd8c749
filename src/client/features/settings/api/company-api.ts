// The own company and its members (settings page of the firm).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { companyMemberListSchema } from '@shared/company/company.schemas';
import type { colleagueInvitationListSchema, InviteColleagueBody } from '@shared/company/invitations.schemas';
import type { TenantRole } from '@shared/permissions/roles';
import { apiFetch } from '@client/lib/api-client';
import { type OwnCompany, ownCompanyQueryOptions } from '@client/lib/own-company';
import { companyKeys, meKeys } from '@client/lib/query-keys';

type MemberList = z.infer<typeof companyMemberListSchema>;
type ColleagueInvitationList = z.infer<typeof colleagueInvitationListSchema>;

export function useCompany() {
  return useQuery(ownCompanyQueryOptions());
}

export function useMembers(enabled: boolean) {
  return useQuery({ queryKey: companyKeys.members, queryFn: ({ signal }) => apiFetch<MemberList>('/api/company/members', { signal }), enabled });
}

export function useRenameCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiFetch<OwnCompany>('/api/company', { method: 'PATCH', body: { name } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: companyKeys.all }), queryClient.invalidateQueries({ queryKey: meKeys.all })]),
  });
}

export function useSetMemberRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: string; roles: TenantRole[] }) => apiFetch(`/api/company/members/${encodeURIComponent(id)}`, { method: 'PATCH', body: { roles } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.members }),
  });
}

// Colleague invitations and seats (decision 0330): every change refreshes the members, the invitations and the seats.
export function useColleagueInvitations(enabled: boolean) {
  return useQuery({ queryKey: companyKeys.colleagueInvitations, queryFn: ({ signal }) => apiFetch<ColleagueInvitationList>('/api/company/colleague-invitations', { signal }), enabled });
}

function useCompanyMutation<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }) });
}

export const useInviteColleague = () => useCompanyMutation((body: InviteColleagueBody) => apiFetch<{ id: string; expiresAt: string }>('/api/company/colleague-invitations', { method: 'POST', body }));
export const useResendInvitation = () => useCompanyMutation((id: string) => apiFetch<{ id: string; expiresAt: string }>(`/api/company/colleague-invitations/${encodeURIComponent(id)}/resend`, { method: 'POST' }));
export const useRevokeInvitation = () => useCompanyMutation((id: string) => apiFetch(`/api/company/colleague-invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }));
export const useRemoveMember = () => useCompanyMutation((id: string) => apiFetch(`/api/company/members/${encodeURIComponent(id)}`, { method: 'DELETE' }));
