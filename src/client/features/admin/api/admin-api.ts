// Platform administration calls: companies, users and analytics (one hook per operation,
// invalidating the lists they change).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TenantRole } from '@shared/permissions/roles';
import { api, unwrap } from '@client/lib/api-client';
import { adminKeys } from './admin-keys';

export const PAGE_SIZE = 20;

function pageQuery(q: string, offset: number) {
  return { limit: PAGE_SIZE, offset, q: q.trim() || undefined };
}
const byId = (id: string) => ({ params: { path: { id } } });

/** The companies list; `withoutAdministrator`: only the firms with no active administrator (decision 0510). */
export function useCompanies(q: string, offset: number, withoutAdministrator = false) {
  return useQuery({
    queryKey: adminKeys.companies(q, offset, withoutAdministrator),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/companies', { params: { query: { ...pageQuery(q, offset), ...(withoutAdministrator ? { withoutAdministrator: 'true' as const } : {}) } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The users list; `tenantId`: only that firm's members, and the answer names the firm (decision 0511). */
export function useUsers(q: string, offset: number, tenantId = '') {
  return useQuery({
    queryKey: adminKeys.users(q, offset, tenantId),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/users', { params: { query: { ...pageQuery(q, offset), ...(tenantId ? { tenantId } : {}) } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics() {
  return useQuery({ queryKey: adminKeys.analytics, queryFn: ({ signal }) => unwrap(api.GET('/api/admin/analytics', { signal })) });
}

function useAdminMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useCreateCompany = () => useAdminMutation((body: { name: string; slug?: string }) => unwrap(api.POST('/api/admin/companies', { body })));
export const useUpdateCompany = () => useAdminMutation(({ id, ...body }: { id: string; name?: string; slug?: string }) => unwrap(api.PATCH('/api/admin/companies/{id}', { ...byId(id), body })));
export const useSuspendCompany = () => useAdminMutation(({ id, suspended }: { id: string; suspended: boolean }) => unwrap(api.POST('/api/admin/companies/{id}/suspension', { ...byId(id), body: { suspended } })));
export const useDeleteCompany = () => useAdminMutation(({ id, confirmName }: { id: string; confirmName: string }) => unwrap(api.DELETE('/api/admin/companies/{id}', { ...byId(id), body: { confirmName } })));

export const useInviteUser = () => useAdminMutation((body: { name: string; email: string; platformAdmin: boolean; tenantId?: string; roles: TenantRole[] }) => unwrap(api.POST('/api/admin/users', { body })));
export const useChangeRole = () =>
  useAdminMutation(({ id, ...body }: { id: string } & ({ platformAdmin: boolean } | { tenantId: string; roles: TenantRole[] })) => unwrap(api.PATCH('/api/admin/users/{id}/role', { ...byId(id), body })));
export const useSetDeactivated = () => useAdminMutation(({ id, deactivated }: { id: string; deactivated: boolean }) => unwrap(api.POST('/api/admin/users/{id}/status', { ...byId(id), body: { deactivated } })));
