// The module system's API (docs: modules-design, src/shared/modules/modules.schemas.ts): the
// store, install, my modules with settings and the safe uninstall, and the platform admin's
// module base. One hook per operation; writes invalidate what they change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminModule,
  InstallResponse,
  InstalledModule,
  ModuleUsageSeries,
  StoreModule,
  StoreResponse,
  UninstallPreview,
  adminModulePatchSchema,
  adminModulesResponseSchema,
  installedModulesResponseSchema,
  uninstallResponseSchema,
} from '@shared/modules/modules.schemas';
import { apiFetch } from '@client/lib/api-client';
import { entitlementsKeys } from '@client/lib/query-keys';
import { adminModulesKeys, modulesKeys } from './modules-keys';

type InstalledModulesResponse = z.infer<typeof installedModulesResponseSchema>;
type UninstallResponse = z.infer<typeof uninstallResponseSchema>;
type AdminModulesResponse = z.infer<typeof adminModulesResponseSchema>;
export type AdminModulePatch = z.infer<typeof adminModulePatchSchema>;

const path = (key: string) => `/api/modules/${encodeURIComponent(key)}`;

/** The store as the active firm sees it; also the source of "installed" for nav and page gating. */
export function useStore(enabled = true) {
  return useQuery({ queryKey: modulesKeys.store, queryFn: ({ signal }) => apiFetch<StoreResponse>('/api/modules', { signal }), enabled, staleTime: 30_000 });
}

export function useStoreModule(key: string) {
  return useQuery({ queryKey: modulesKeys.detail(key), queryFn: ({ signal }) => apiFetch<StoreModule>(path(key), { signal }) });
}

export function useInstalledModules(enabled = true) {
  return useQuery({
    queryKey: modulesKeys.installed,
    queryFn: ({ signal }) => apiFetch<InstalledModulesResponse>('/api/modules/installed', { signal }),
    enabled,
    staleTime: 30_000,
  });
}

function useInvalidateModules() {
  const queryClient = useQueryClient();
  // A paid module adds a pro-forma to the firm's charges: the billing views re-read too.
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: modulesKeys.all }), queryClient.invalidateQueries({ queryKey: entitlementsKeys.all })]);
}

export function useInstallModule() {
  const invalidate = useInvalidateModules();
  return useMutation({
    mutationFn: (key: string) => apiFetch<InstallResponse>(`${path(key)}/install`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

export function useUninstallPreview(key: string, enabled: boolean) {
  return useQuery({
    queryKey: modulesKeys.uninstallPreview(key),
    queryFn: ({ signal }) => apiFetch<UninstallPreview>(`${path(key)}/uninstall-preview`, { signal }),
    enabled,
    // A dry run is a fresh look every time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useUninstallModule() {
  const invalidate = useInvalidateModules();
  return useMutation({
    mutationFn: (key: string) => apiFetch<UninstallResponse>(`${path(key)}/uninstall`, { method: 'POST', body: { confirm: true } }),
    onSuccess: invalidate,
  });
}

export function useUpdateModuleSettings(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Record<string, unknown>) => apiFetch<InstalledModule>(`${path(key)}/settings`, { method: 'PATCH', body: { settings } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modulesKeys.installed }),
  });
}

export function useAdminModules() {
  return useQuery({ queryKey: adminModulesKeys.list, queryFn: ({ signal }) => apiFetch<AdminModulesResponse>('/api/admin/modules', { signal }) });
}

export function useAdminModuleUsage(key: string | null, enabled = true) {
  return useQuery({
    queryKey: adminModulesKeys.usage(key ?? ''),
    queryFn: ({ signal }) => apiFetch<ModuleUsageSeries>(`/api/admin/modules/${encodeURIComponent(key ?? '')}/usage`, { signal }),
    enabled: enabled && key !== null,
  });
}

/** Every firm (id and name) for the visibility-per-firm picker: the platform's company list. */
export function useFirms(enabled = true) {
  return useQuery({
    queryKey: adminModulesKeys.firms,
    queryFn: ({ signal }) => apiFetch<{ items: { id: string; name: string }[]; total: number }>('/api/admin/companies?limit=100&offset=0', { signal }),
    enabled,
  });
}

export function usePatchAdminModule(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AdminModulePatch) => apiFetch<AdminModule>(`/api/admin/modules/${encodeURIComponent(key)}`, { method: 'PATCH', body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminModulesKeys.list }),
  });
}

export function useSetModuleVisibility(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { tenantId: string; visible: boolean }) =>
      apiFetch<AdminModule>(`/api/admin/modules/${encodeURIComponent(key)}/visibility`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminModulesKeys.list }),
  });
}
