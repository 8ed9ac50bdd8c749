// The module system's API (docs: modules-design, src/shared/modules/modules.schemas.ts): the
// store, install, my modules with settings and the safe uninstall, and the platform admin's
// module base. One hook per operation; writes invalidate what they change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminModulePatchSchema } from '@shared/modules/modules.schemas';
import { api, unwrap } from '@client/lib/api-client';
import { entitlementsKeys, meKeys } from '@client/lib/query-keys';
import { adminModulesKeys, modulesKeys } from './modules-keys';

export type AdminModulePatch = z.infer<typeof adminModulePatchSchema>;

const byKey = (key: string) => ({ params: { path: { key } } });

/** The store as the active firm sees it; also the source of "installed" for nav and page gating. */
export function useStore(enabled = true) {
  return useQuery({ queryKey: modulesKeys.store, queryFn: ({ signal }) => unwrap(api.GET('/api/modules', { signal })), enabled, staleTime: 30_000 });
}

export function useStoreModule(key: string) {
  return useQuery({ queryKey: modulesKeys.detail(key), queryFn: ({ signal }) => unwrap(api.GET('/api/modules/{key}', { ...byKey(key), signal })) });
}

export function useInstalledModules(enabled = true) {
  return useQuery({
    queryKey: modulesKeys.installed,
    queryFn: ({ signal }) => unwrap(api.GET('/api/modules/installed', { signal })),
    enabled,
    staleTime: 30_000,
  });
}

function useInvalidateModules() {
  const queryClient = useQueryClient();
  // A paid module adds a pro-forma to the firm's charges: the billing views re-read too; the
  // session carries the sidebar and the pages' module checks (decision 0412).
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: modulesKeys.all }), queryClient.invalidateQueries({ queryKey: entitlementsKeys.all }), queryClient.invalidateQueries({ queryKey: meKeys.all })]);
}

export function useInstallModule() {
  const invalidate = useInvalidateModules();
  return useMutation({
    mutationFn: (key: string) => unwrap(api.POST('/api/modules/{key}/install', byKey(key))),
    onSuccess: invalidate,
  });
}

export function useUninstallPreview(key: string, enabled: boolean) {
  return useQuery({
    queryKey: modulesKeys.uninstallPreview(key),
    queryFn: ({ signal }) => unwrap(api.GET('/api/modules/{key}/uninstall-preview', { ...byKey(key), signal })),
    enabled,
    // A dry run is a fresh look every time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useUninstallModule() {
  const invalidate = useInvalidateModules();
  return useMutation({
    mutationFn: (key: string) => unwrap(api.POST('/api/modules/{key}/uninstall', { ...byKey(key), body: { confirm: true } })),
    onSuccess: invalidate,
  });
}

export function useUpdateModuleSettings(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Record<string, unknown>) => unwrap(api.PATCH('/api/modules/{key}/settings', { ...byKey(key), body: { settings } })),
    // "Show in navigation" is part of the session's sidebar (decision 0412).
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: modulesKeys.installed }), queryClient.invalidateQueries({ queryKey: meKeys.all })]),
  });
}

export function useAdminModules() {
  return useQuery({ queryKey: adminModulesKeys.list, queryFn: ({ signal }) => unwrap(api.GET('/api/admin/modules', { signal })) });
}

export function useAdminModuleUsage(key: string | null, enabled = true) {
  return useQuery({
    queryKey: adminModulesKeys.usage(key ?? ''),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/modules/{key}/usage', { ...byKey(key ?? ''), signal })),
    enabled: enabled && key !== null,
  });
}

/** Every firm (id and name) for the visibility-per-firm picker: the platform's company list. */
export function useFirms(enabled = true) {
  return useQuery({
    queryKey: adminModulesKeys.firms,
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/companies', { params: { query: { limit: 100, offset: 0 } }, signal })),
    enabled,
  });
}

export function usePatchAdminModule(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AdminModulePatch) => unwrap(api.PATCH('/api/admin/modules/{key}', { ...byKey(key), body: patch })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminModulesKeys.list }),
  });
}

export function useSetModuleVisibility(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { tenantId: string; visible: boolean }) => unwrap(api.PUT('/api/admin/modules/{key}/visibility', { ...byKey(key), body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminModulesKeys.list }),
  });
}
