// The own company and its members (settings page of the firm).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { companyMemberListSchema, ownCompanySchema } from '@shared/company/company.schemas';
import type { TenantRole } from '@shared/permissions/roles';
import { apiFetch } from '@client/lib/api-client';

type OwnCompany = z.infer<typeof ownCompanySchema>;
type MemberList = z.infer<typeof companyMemberListSchema>;

export function useCompany() {
  return useQuery({ queryKey: ['company'], queryFn: ({ signal }) => apiFetch<OwnCompany>('/api/company', { signal }) });
}

export function useMembers(enabled: boolean) {
  return useQuery({ queryKey: ['company', 'members'], queryFn: ({ signal }) => apiFetch<MemberList>('/api/company/members', { signal }), enabled });
}

export function useRenameCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiFetch<OwnCompany>('/api/company', { method: 'PATCH', body: { name } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['company'] }), queryClient.invalidateQueries({ queryKey: ['me'] })]),
  });
}

export function useSetMemberRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: string; roles: TenantRole[] }) => apiFetch(`/api/company/members/${encodeURIComponent(id)}`, { method: 'PATCH', body: { roles } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company', 'members'] }),
  });
}
