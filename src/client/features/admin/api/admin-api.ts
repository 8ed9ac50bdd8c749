// Platform administration calls: companies, users and analytics (one hook per operation,
// invalidating the lists they change).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminUserListSchema, Analytics, Company, companyListSchema } from '@shared/admin/admin.schemas';
import type { TenantRole } from '@shared/permissions/roles';
import { apiFetch } from '@client/lib/api-client';
import { adminKeys } from './admin-keys';

type CompanyList = z.infer<typeof companyListSchema>;
type UserList = z.infer<typeof adminUserListSchema>;

export const PAGE_SIZE = 20;

function pageQuery(q: string, offset: number) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(offset) });
  if (q.trim()) params.set('q', q.trim());
  return params.toString();
}

export function useCompanies(q: string, offset: number) {
  return useQuery({
    queryKey: adminKeys.companies(q, offset),
    queryFn: ({ signal }) => apiFetch<CompanyList>(`/api/admin/companies?${pageQuery(q, offset)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(q: string, offset: number) {
  return useQuery({
    queryKey: adminKeys.users(q, offset),
    queryFn: ({ signal }) => apiFetch<UserList>(`/api/admin/users?${pageQuery(q, offset)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics() {
  return useQuery({ queryKey: adminKeys.analytics, queryFn: ({ signal }) => apiFetch<Analytics>('/api/admin/analytics', { signal }) });
}

function useAdminMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useCreateCompany = () => useAdminMutation((body: { name: string; slug?: string }) => apiFetch<Company>('/api/admin/companies', { method: 'POST', body }));
export const useUpdateCompany = () =>
  useAdminMutation(({ id, ...body }: { id: string; name?: string; slug?: string }) => apiFetch<Company>(`/api/admin/companies/${encodeURIComponent(id)}`, { method: 'PATCH', body }));
export const useSuspendCompany = () =>
  useAdminMutation(({ id, suspended }: { id: string; suspended: boolean }) => apiFetch<Company>(`/api/admin/companies/${encodeURIComponent(id)}/suspension`, { method: 'POST', body: { suspended } }));
export const useDeleteCompany = () =>
  useAdminMutation(({ id, confirmName }: { id: string; confirmName: string }) => apiFetch(`/api/admin/companies/${encodeURIComponent(id)}`, { method: 'DELETE', body: { confirmName } }));

export const useInviteUser = () =>
  useAdminMutation((body: { name: string; email: string; platformAdmin: boolean; tenantId?: string; roles: TenantRole[] }) => apiFetch<{ id: string }>('/api/admin/users', { method: 'POST', body }));
export const useChangeRole = () =>
  useAdminMutation(({ id, ...body }: { id: string } & ({ platformAdmin: boolean } | { tenantId: string; roles: TenantRole[] })) =>
    apiFetch(`/api/admin/users/${encodeURIComponent(id)}/role`, { method: 'PATCH', body }),
  );
export const useSetDeactivated = () =>
  useAdminMutation(({ id, deactivated }: { id: string; deactivated: boolean }) => apiFetch(`/api/admin/users/${encodeURIComponent(id)}/status`, { method: 'POST', body: { deactivated } }));
